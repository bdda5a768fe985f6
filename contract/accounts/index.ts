export * from './api';
export * from './rules';
export * from './texts';
