export * from './api';
export * from './rules';
export * from './texts';
export * from './sign-in-limits';
