export * from './theme';
export * from './global-style';
export * from './components';
export * from './ui-provider';
export * from './dialog';
export * from './load-states';
export * from './data/request-json';
export * from './data/use-resource';
