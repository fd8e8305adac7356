export * from './urgency';
export * from './emergency-numbers';
