// The promotions area's shared rules: vocabulary, checks between fields, the calculator, the paths.
export * from './offer-rules';
export * from './offer-checks';
export * from './offer-calculator';
export * from './promotion-paths';
export * from './franchise-stats';
