// Money rules (spec, second document, section 9), in one place for every feature: amounts rounded to
// 2 decimals (half away from zero, the float error of a sum taken off first); the order's
// discountPercent applied as the amount minus the percent.

/** An amount (or any figure shown with 2 decimals) rounded to cents. */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

export const applyDiscount = (value: number, discountPercent: number | null | undefined): number =>
  round2(value - (value * (discountPercent ?? 0)) / 100);

/** Two decimals as text, for CSV and PDF cells. */
export const money = (value: number): string => round2(value).toFixed(2);
