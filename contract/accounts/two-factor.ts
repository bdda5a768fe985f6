// Two-factor sign-in (TOTP, RFC 6238) and recovery codes: limits, texts, paths and the code rules,
// shared by the sign-in page, the Security settings and the server. docs/accounts.md, "Two-factor sign-in".
import type { FieldDef } from '../fields';
import { validateFields, type ValidationItem } from '../validate';

export const TWO_FACTOR = {
  /** what authenticator apps show above the code */
  issuer: 'Back office',
  digits: 6,
  periodSeconds: 30,
  /** codes of the previous and the next period are taken too (clocks drift) */
  window: 1,
  /** recovery codes made at a time; each works once */
  recoveryCodes: 10,
  /** characters of a recovery code (shown as two groups of five) */
  recoveryCodeLength: 10,
  /** how long the step after the password stays open */
  ticketMinutes: 10,
} as const;

/** The letters of recovery codes: no 0/o, 1/l/i, so a code read aloud or copied by hand survives. */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** What the sign-in asks after a right password, instead of a token. */
export type SignInStep = 'code' | 'setup';

/** `POST u/login` answers one of these. */
export type SignInAnswer = { token: string; socketToken: string } | { next: SignInStep; ticket: string };

/** The calls of two-factor sign-in and of a user's own sessions, on the api service (`/api/...`). */
export const SECURITY_PATHS = {
  /** POST {ticket, code} -> {token, socketToken, recoveryCodesLeft?}: the second step; code is a current code or a recovery code */
  loginCode: 'u/login/code',
  /** POST {ticket} -> {secret, uri, qr}: a user whose group requires two-factor and who has none starts it here */
  loginSetup: 'u/login/setup',
  /** POST {ticket, code} -> {token, socketToken, recoveryCodes}: the setup confirmed, signed in */
  loginSetupConfirm: 'u/login/setup/confirm',
  /** GET -> TwoFactorStatus of the signed-in user */
  twoFactor: 'u/two_factor',
  /** POST -> {secret, uri, qr}: a new secret waiting for its first code */
  twoFactorSetup: 'u/two_factor/setup',
  /** POST {code} -> {recoveryCodes}: turns it on */
  twoFactorEnable: 'u/two_factor/enable',
  /** POST {code} or {password} -> 204: turns it off */
  twoFactorDisable: 'u/two_factor/disable',
  /** POST {code} -> {recoveryCodes}: new recovery codes, the old ones stop working */
  recoveryCodes: 'u/two_factor/recovery_codes',
  /** POST (update on system/user, and a right over the user's group) -> 204: an administrator turns a user's two-factor off */
  reset: (userId: number | string) => `u/two_factor/reset/${userId}`,
  /** GET -> {data: SessionRow[], count} */
  sessions: 'u/sessions',
  /** DELETE -> 204: that sign-in ends (its tokens answer 401, its sockets close) */
  session: (id: number | string) => `u/sessions/${id}`,
  /** POST -> 204: every sign-in of the user ends, this one included */
  signOutEverywhere: 'u/sessions/sign_out_everywhere',
} as const;

export interface TwoFactorStatus {
  enabled: boolean;
  /** the user's group requires it: it cannot be turned off */
  required: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

/** A new secret: typed by hand (`secret`, base32), or scanned (`qr`, an image data URL of `uri`). */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  qr: string;
}

/** Texts of two-factor sign-in and of the sessions list (ours; the spec has none). */
export const securityTexts = {
  codeFormat: 'Enter the 6-digit code from your app, or a recovery code.',
  totpFormat: 'Enter the 6-digit code your app shows now.',
  wrongCode: 'The code is wrong or was already used.',
  signInExpired: 'This sign-in took too long. Sign in again.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is off.',
  noSetup: 'Start the setup again: no new secret is waiting for its first code.',
  requiredByGroup: 'Your user group requires two-factor sign-in: it cannot be turned off.',
  codeOrPassword: 'Enter a current code or your password.',
  wrongPassword: 'The password is wrong.',
  noSession: 'No such sign-in.',
} as const;

const code: FieldDef = { type: 'string', required: true, maxLength: 32, label: 'Code' };
const ticket: FieldDef = { type: 'string', required: true, maxLength: 2000, label: 'Ticket' };

export const loginCodeFields = { ticket, code } as const satisfies Record<string, FieldDef>;
export const loginSetupFields = { ticket } as const satisfies Record<string, FieldDef>;
export const enableFields = { code } as const satisfies Record<string, FieldDef>;
export const disableFields = {
  code: { ...code, required: false },
  password: { type: 'string', maxLength: 200, label: 'Password' },
} as const satisfies Record<string, FieldDef>;

/** A current code of an authenticator app: exactly 6 digits (spaces typed between groups are dropped). */
export const isTotpCode = (value: string): boolean => new RegExp(`^\\d{${TWO_FACTOR.digits}}$`).test(value.replace(/\s+/g, ''));

/** A recovery code as stored: lowercase, without the dash and spaces it is shown and typed with. */
export const normalizeRecoveryCode = (value: string): string => value.toLowerCase().replace(/[\s-]+/g, '');

export const isRecoveryCode = (value: string): boolean =>
  new RegExp(`^[${RECOVERY_ALPHABET}]{${TWO_FACTOR.recoveryCodeLength}}$`).test(normalizeRecoveryCode(value));

/** `abcde-fghjk`: how a recovery code is shown. */
export const formatRecoveryCode = (value: string): string => {
  const clean = normalizeRecoveryCode(value);
  return `${clean.slice(0, clean.length / 2)}-${clean.slice(clean.length / 2)}`;
};

/** What a code field accepts: a current code or a recovery code. */
export const isSecondFactor = (value: string): boolean => isTotpCode(value) || isRecoveryCode(value);

/** How a two-factor form's `code` is checked: a current code only, or either kind; and whether a password may stand for it. */
export interface SecurityFormRule {
  code: 'totp' | 'any';
  codeOrPassword?: boolean;
}

/** Validates a two-factor form: the declared fields, then `code` by the rule (and a code or a password when the rule says so). */
export function validateSecurityForm<F extends Record<string, FieldDef>>(
  fields: F,
  body: unknown,
  rule: SecurityFormRule,
): { value: { [K in keyof F]?: string }; errors: ValidationItem[] } {
  const { value, errors } = validateFields(fields, body, 'create');
  const failed = new Set(errors.map((e) => e.path));
  const code = typeof value.code === 'string' ? value.code : '';
  if (!failed.has('code') && code) {
    const ok = rule.code === 'totp' ? isTotpCode(code) : isSecondFactor(code);
    if (!ok) errors.push({ path: 'code', msg: rule.code === 'totp' ? securityTexts.totpFormat : securityTexts.codeFormat });
  }
  if (rule.codeOrPassword && !errors.length && !code && !value.password) errors.push({ path: 'code', msg: securityTexts.codeOrPassword });
  return { value: value as { [K in keyof F]?: string }, errors };
}
