import { sql } from 'kysely';
import { ACCOUNT_LIMITS } from '../../../contract/accounts';
import type { Db } from '../../db/database';
import { inTransaction, type Trx } from '../../engine/entity.repository';
import type { WriteTx } from '../../engine/entity-hooks';
import { hmac, sameText, sha256 } from './account-secret';

/** verify: sign-up code; reset: password code; invite: invitation link token. */
export type TokenPurpose = 'verify' | 'reset' | 'invite';

/** wrong: not the live secret; tooMany: the live one died of wrong tries; usedUp: the email's wrong codes of the day are spent */
export type CheckResult = { ok: true; userId: number } | { ok: false; reason: 'wrong' | 'tooMany' | 'usedUp' };

/** Class of the advisory lock that queues code checks per email address (first key of the two-key form). */
const LOCK_CODE_GUESSES = 7_003;

/**
 * Codes and tokens, stored hashed (codes as an HMAC with the server key: a 4-digit code hashed
 * plainly could be looked up; tokens as SHA-256), with an expiry, a use mark and a count of wrong tries.
 */
export class AccountTokens {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
  ) {}

  private hash(purpose: TokenPurpose, secret: string) {
    return purpose === 'invite' ? sha256(secret) : hmac(this.key, `${purpose}:${secret}`);
  }

  /** Stores a new secret for the user and kills the earlier ones of the same purpose. */
  async issue(userId: number, purpose: TokenPurpose, secret: string, trx: Db | Trx = this.db): Promise<void> {
    const minutes = purpose === 'invite' ? ACCOUNT_LIMITS.invitationDays * 24 * 60 : ACCOUNT_LIMITS.codeMinutes;
    await sql`UPDATE account_token SET used_at = now() WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL`.execute(trx);
    await sql`INSERT INTO account_token (user_id, purpose, secret_hash, expires_at)
              VALUES (${userId}, ${purpose}, ${this.hash(purpose, secret)}, now() + make_interval(mins => ${minutes}))`.execute(trx);
  }

  /** Removes every secret of this purpose for the user (a verified sign-up needs no code again). */
  async forget(userId: number, purpose: TokenPurpose, trx: Db | Trx = this.db): Promise<void> {
    await sql`DELETE FROM account_token WHERE user_id = ${userId} AND purpose = ${purpose}`.execute(trx);
  }

  /** Whether the user ever had a secret of this purpose (a sign-up waiting for its code). */
  async had(userId: number, purpose: TokenPurpose): Promise<boolean> {
    const { rows } = await sql`SELECT 1 FROM account_token WHERE user_id = ${userId} AND purpose = ${purpose} LIMIT 1`.execute(this.db);
    return rows.length > 0;
  }

  /**
   * Checks a secret against the user's live one and, when right, spends it in the transaction
   * `onValid` writes in. A wrong try counts; at the limit the secret dies. `userId` undefined (unknown
   * email or username) takes the same path and answers 'wrong'.
   *
   * `email` bounds guesses across codes: every refused code for it is recorded, and past
   * ACCOUNT_LIMITS.codeFailures within the window no code is accepted, however many new codes were
   * mailed. Known or unknown, an email gets the same answers. Checks for one email queue on a lock,
   * so parallel guesses cannot pass the bound.
   */
  async check(
    userId: number | undefined,
    purpose: TokenPurpose,
    secret: string,
    onValid: (tx: WriteTx, userId: number) => Promise<void>,
    email?: string,
  ): Promise<CheckResult> {
    const hash = this.hash(purpose, secret);
    const guesser = email?.trim().toLowerCase();
    return inTransaction(this.db, async (tx) => {
      const { trx } = tx;
      if (guesser !== undefined) {
        await sql`SELECT pg_advisory_xact_lock(${LOCK_CODE_GUESSES}, hashtext(${guesser}))`.execute(trx);
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM account_code_failure
          WHERE email = ${guesser} AND at > now() - make_interval(hours => ${ACCOUNT_LIMITS.codeFailureWindowHours})`.execute(trx);
        if (rows[0].n >= ACCOUNT_LIMITS.codeFailures) return { ok: false, reason: 'usedUp' } as const;
      }
      const refuse = async (reason: 'wrong' | 'tooMany') => {
        if (guesser !== undefined) await sql`INSERT INTO account_code_failure (email) VALUES (${guesser})`.execute(trx);
        return { ok: false, reason } as const;
      };
      const { rows } = await sql<{ id: number; secret_hash: string; attempts: number }>`
        SELECT id, secret_hash, attempts FROM account_token
        WHERE user_id = ${userId ?? null} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now()
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE`.execute(trx);
      const live = rows[0];
      if (!live || userId === undefined) {
        sameText(hash, hash);
        return refuse('wrong');
      }
      if (live.attempts >= ACCOUNT_LIMITS.codeAttempts) return refuse('tooMany');
      if (!sameText(live.secret_hash, hash)) {
        await sql`UPDATE account_token SET attempts = attempts + 1 WHERE id = ${live.id}`.execute(trx);
        return refuse(live.attempts + 1 >= ACCOUNT_LIMITS.codeAttempts ? 'tooMany' : 'wrong');
      }
      await sql`UPDATE account_token SET used_at = now() WHERE id = ${live.id}`.execute(trx);
      await onValid(tx, userId);
      return { ok: true, userId } as const;
    });
  }

  /** A live token without spending it (the activation screen asks before showing its form). */
  async isLive(userId: number | undefined, purpose: TokenPurpose, secret: string): Promise<boolean> {
    if (userId === undefined) return false;
    const { rows } = await sql<{ secret_hash: string }>`
      SELECT secret_hash FROM account_token
      WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1`.execute(this.db);
    return !!rows[0] && sameText(rows[0].secret_hash, this.hash(purpose, secret));
  }
}
