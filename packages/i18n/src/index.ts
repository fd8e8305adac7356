export * from './server';
export * from './locales';
export * from './slugs';
export * from './routing';
export * from './meta';
export * from './init';
export * from './language-texts';
export { interpolate, translate } from './lookup';
export * from './resources';
