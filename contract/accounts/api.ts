// The account calls, all on the api service (mounted at /api/). Paths are relative to the service base.
// Request and response shapes are documented in docs/accounts.md.
export const ACCOUNT_PATHS = {
  /** POST {username, firstname?, lastname?, email, password} -> 201 {message, email} */
  register: 'u/register',
  /** POST {email, code} -> {message} */
  verify: 'u/register/verify',
  /** GET -> CaptchaChallenge: a fresh proof-of-work challenge (ALTCHA) for the Resend link */
  captcha: 'u/captcha',
  /** POST {email, altcha} -> {message}; altcha: the widget's payload, base64 of the challenge and its solution */
  resend: 'u/register/resend',
  /** POST {email} -> {message} */
  forgot: 'u/password/forgot',
  /** POST {email, code, password} -> {message} */
  reset: 'u/password/reset',
  /** POST {username, firstname, lastname, email, user_group_id} -> 201 {message, userId}; needs create on system/user */
  invite: 'u/invite',
  /** GET ?username&token -> {username} when the link is valid, otherwise 404 {message: invalidInvitation} */
  invitation: 'u/activate',
  /** POST {username, token, password, confirmPassword} -> {token, socketToken}: signed in */
  activate: 'u/activate',
  /** POST (signed in) -> 204: the token presented, and the socket token of the same sign-in, stop working */
  logout: 'u/logout',
  /** GET (admin: access on system/user) -> {data, count}: mail kept when no SMTP server is configured */
  outbox: 'outbox',
  /** GET u/worked_hours/{id}?dateFrom&dateTo -> worked hours per range */
  workedHours: 'u/worked_hours',
} as const;

/** The SPA screens of the flows (hash routes). */
export const ACCOUNT_ROUTES = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot_password',
  activate: '/user/activate',
  afterActivation: '/',
  /** Settings, Security: two-factor sign-in and the user's sessions */
  security: '/settings/security',
} as const;

/** The activation link an invitation mail carries, relative to the product's origin. */
export const invitationLink = (username: string, token: string) =>
  `/#${ACCOUNT_ROUTES.activate}?username=${encodeURIComponent(username)}&token=${encodeURIComponent(token)}`;

/** Delays of the spec (first document, section 9), in milliseconds. */
export const ACCOUNT_TIMING = {
  /** after the last registration step, and after a reset, before going to /login */
  redirectAfterAuth: 1500,
  /** an invalid invitation link shows its text this long, then goes to /login */
  invalidInvitation: 8000,
} as const;

/** Lifetimes and limits the server applies (ours; the spec gives none). */
export const ACCOUNT_LIMITS = {
  codeMinutes: 15,
  /** wrong tries per code; after that the code is dead and a new one is needed */
  codeAttempts: 5,
  /**
   * wrong codes per email address (sign-up and reset codes together) in codeFailureWindowHours,
   * however many codes were mailed; then no code is accepted for it until the window passes
   */
  codeFailures: 10,
  codeFailureWindowHours: 24,
  invitationDays: 7,
  /** a captcha challenge must be solved and sent within this time */
  captchaMinutes: 10,
  /** codes mailed per email per hour (register, resend, forgot together) */
  mailsPerHour: 5,
} as const;

/** The proof-of-work function of captcha challenges (the widget registers its worker under this name). */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

/**
 * A proof-of-work challenge in ALTCHA's format (altcha-lib v2): the browser searches the counter
 * whose PBKDF2 key starts with `keyPrefix`; `signature` (and `keySignature`) let the server check the
 * answer without keeping anything. Nothing to read or hear: no one is left out.
 */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    /** seconds since 1970 */
    expiresAt?: number;
  };
  signature: string;
}

/** Statuses whose body `message` is shown; for others the `errmsg` (spec, first document, section 8). */
export const MESSAGE_STATUSES = [604, 610, 404, 403] as const;

type ErrorItem = { message?: unknown; errmsg?: unknown; msg?: unknown };

/**
 * The text an auth form shows for a failed call: the first item of the server's list (or the body
 * itself); for statuses 604, 610, 404 and 403 its message, otherwise its errmsg (falling back to message or msg).
 */
export function authErrorText(status: number, body: unknown): string | undefined {
  const item = (Array.isArray(body) ? body[0] : body) as ErrorItem | undefined;
  if (!item || typeof item !== 'object') return undefined;
  const text = (MESSAGE_STATUSES as readonly number[]).includes(status)
    ? (item.message ?? item.msg ?? item.errmsg)
    : (item.errmsg ?? item.message ?? item.msg);
  return typeof text === 'string' ? text : undefined;
}
