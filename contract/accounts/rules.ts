// Field rules of the account flows (spec, first document, section 5), shared by the forms and the server.
import type { FieldDef } from '../fields';
import { messages } from '../messages';
import { validateFields, type ValidationItem } from '../validate';
import { accountTexts, type PasswordStrength } from './texts';

export const USERNAME_LIMITS = { min: 4, max: 16 } as const;
export const NAME_LIMITS = { min: 4, max: 16 } as const;
export const PASSWORD_LIMITS = { min: 8, max: 26 } as const;
export const CODE_LENGTH = 4;
/** The symbols a password needs one of. */
export const PASSWORD_SYMBOLS = ['#', '?', '!', '@', '$', '%', '^', '&', '*', '-'] as const;

/** Passwords are checked by `passwordProblem` beyond these limits. */
const passwordField: FieldDef = { type: 'password', required: true, minLength: PASSWORD_LIMITS.min, maxLength: PASSWORD_LIMITS.max };

export const registerFields = {
  username: { type: 'string', required: true, minLength: USERNAME_LIMITS.min, maxLength: USERNAME_LIMITS.max, pattern: 'lowercase' },
  firstname: { type: 'string', minLength: NAME_LIMITS.min, maxLength: NAME_LIMITS.max },
  lastname: { type: 'string', minLength: NAME_LIMITS.min, maxLength: NAME_LIMITS.max },
  email: { type: 'email', required: true, maxLength: 200 },
  password: passwordField,
} as const satisfies Record<string, FieldDef>;

export const verifyFields = {
  email: { type: 'email', required: true, maxLength: 200 },
  code: { type: 'string', required: true },
} as const satisfies Record<string, FieldDef>;

export const resendFields = {
  email: { type: 'email', required: true, maxLength: 200 },
  /** the captcha widget's payload: base64 of the challenge and its solution */
  altcha: { type: 'string', required: true, maxLength: 4000, label: 'Captcha' },
} as const satisfies Record<string, FieldDef>;

export const forgotFields = {
  email: { type: 'email', required: true, maxLength: 200 },
} as const satisfies Record<string, FieldDef>;

export const resetFields = {
  email: { type: 'email', required: true, maxLength: 200 },
  code: { type: 'string', required: true },
  password: passwordField,
} as const satisfies Record<string, FieldDef>;

export const inviteFields = {
  username: { type: 'string', required: true, minLength: USERNAME_LIMITS.min, maxLength: USERNAME_LIMITS.max, pattern: 'lowercase' },
  firstname: { type: 'string', required: true, minLength: 2, maxLength: 200 },
  lastname: { type: 'string', required: true, minLength: 2, maxLength: 200 },
  email: { type: 'email', required: true, maxLength: 200 },
  user_group_id: { type: 'reference', reference: 'userGroup', required: true, label: 'Group' },
} as const satisfies Record<string, FieldDef>;

export const activateFields = {
  username: { type: 'string', required: true, maxLength: 200 },
  token: { type: 'string', required: true, maxLength: 200 },
  password: passwordField,
  confirmPassword: { type: 'password', required: true, maxLength: PASSWORD_LIMITS.max, label: 'Confirm Password' },
} as const satisfies Record<string, FieldDef>;

/** The first thing wrong with a password beyond its length: digit, lowercase, uppercase, symbol. */
export function passwordProblem(password: string): string | undefined {
  if (!/\d/.test(password)) return accountTexts.passwordDigit;
  // a password of no letter at all is told so, before which kind of letter it lacks
  if (!/\p{L}/u.test(password)) return messages.oneLetter;
  if (!/[a-z]/.test(password)) return accountTexts.passwordLowercase;
  if (!/[A-Z]/.test(password)) return messages.capitalLetter;
  if (!PASSWORD_SYMBOLS.some((s) => password.includes(s))) return messages.specialCharacter;
  return undefined;
}

/** A code is exactly 4 digits. */
export const isCode = (code: unknown): code is string => typeof code === 'string' && new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

/**
 * Validates one account form: the declared fields, then the password rule on `password`, the code
 * format on `code` and the confirmation on `confirmPassword`. Returns the cleaned value and one item per failing field.
 */
export function validateAccountForm<F extends Record<string, FieldDef>>(
  fields: F,
  body: unknown,
): { value: { [K in keyof F]?: unknown }; errors: ValidationItem[] } {
  const { value, errors } = validateFields(fields, body, 'create');
  const failed = new Set(errors.map((e) => e.path));
  if ('password' in fields && !failed.has('password') && typeof value.password === 'string') {
    const msg = passwordProblem(value.password);
    if (msg) errors.push({ path: 'password', msg });
  }
  if ('code' in fields && !failed.has('code') && !isCode(value.code)) errors.push({ path: 'code', msg: accountTexts.codeFormat });
  if ('confirmPassword' in fields && !failed.has('confirmPassword') && value.confirmPassword !== value.password) {
    errors.push({ path: 'confirmPassword', msg: accountTexts.passwordsDiffer });
  }
  return { value: value as { [K in keyof F]?: unknown }, errors };
}

/** Register may be submitted only when username, email and password are valid. */
export function canSubmitRegister(body: unknown): boolean {
  const { errors } = validateAccountForm(registerFields, body);
  return !errors.some((e) => e.path === 'username' || e.path === 'email' || e.path === 'password');
}

/**
 * Password strength (spec, first document, section 5): the length, plus 3 for each '!', plus 3 when
 * there is an uppercase letter, plus 3 when there is a digit; 30 or more Strong, 20 or more Medium, else Weak.
 */
export function passwordScore(password: string): number {
  let score = password.length;
  score += 3 * (password.match(/!/g)?.length ?? 0);
  if (/[A-Z]/.test(password)) score += 3;
  if (/\d/.test(password)) score += 3;
  return score;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score >= 30) return 'Strong';
  if (score >= 20) return 'Medium';
  return 'Weak';
}
