// Brute-force limits of sign-in and of emailed codes (ours; the spec gives none). docs/security.md
// explains them to operators.

export const SIGN_IN_LIMITS = {
  /** failed sign-ins one address may make in the window, whatever names it tries; then 429 for that address only */
  addressFailures: 10,
  addressWindowMinutes: 15,
  /** failed sign-ins for one account name, from any address, before each next try must wait */
  accountFreeFailures: 5,
  /** the window those account failures are counted in */
  accountWindowMinutes: 60,
  /** the wait after the first failure past the free ones; it doubles with each further failure */
  accountFirstDelaySeconds: 15,
  /** the longest wait, so the real user can always sign in after at most this long */
  accountMaxDelaySeconds: 300,
  /**
   * An address that signed in to an account within this many days skips that account's wait (its
   * own address limit still applies): someone guessing from elsewhere cannot keep the owner out.
   */
  knownAddressDays: 30,
} as const;

/**
 * Seconds an account's next sign-in must wait after its last failure, given its failures in the
 * window: none up to the free ones, then 15 s doubling (15, 30, 60, 120, 240) up to 300 s.
 */
export function accountDelaySeconds(failures: number): number {
  const extra = failures - SIGN_IN_LIMITS.accountFreeFailures;
  if (extra < 0) return 0;
  return Math.min(SIGN_IN_LIMITS.accountFirstDelaySeconds * 2 ** Math.min(extra, 20), SIGN_IN_LIMITS.accountMaxDelaySeconds);
}

/** Seconds left to wait (rounded up, at least 1), or 0 when the account may be tried now. */
export function accountWaitSeconds(failures: number, lastFailureMs: number | undefined, nowMs: number): number {
  if (lastFailureMs === undefined) return 0;
  const left = lastFailureMs + accountDelaySeconds(failures) * 1000 - nowMs;
  return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : 0;
}
