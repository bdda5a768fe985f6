export * from './api';
export * from './rules';
export * from './texts';
export * from './sign-in-limits';
export * from './two-factor';
export * from './sessions';
