import { sql } from 'kysely';
import { isRecoveryCode, isTotpCode, type TwoFactorSetup, type TwoFactorStatus } from '../../contract/accounts/two-factor';
import type { Db } from '../db/database';
import type { Trx } from '../engine/entity.repository';
import { decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes, newTotpSecret, setupOf, totpStep, type TwoFactorKeys } from './two-factor';

/** The result of checking a second factor: the recovery codes left when one was spent. */
export type FactorCheck = { ok: true; recoveryCodesLeft?: number } | { ok: false };

/**
 * Every SQL of two-factor sign-in (tables two_factor and two_factor_recovery_code, migration 0026).
 * Secrets are stored encrypted and never leave this class but in a setup answer; a code is taken at
 * most once (the last time step taken is kept; a recovery code is marked used in the same UPDATE).
 */
export class TwoFactorStore {
  constructor(
    private readonly db: Db,
    private readonly keys: TwoFactorKeys,
  ) {}

  async status(userId: number): Promise<TwoFactorStatus> {
    const { rows } = await sql<{ enabled_at: Date | null; required: boolean; left: number }>`
      SELECT t.enabled_at, coalesce(g.require_two_factor, false) AS required,
             (SELECT count(*)::int FROM two_factor_recovery_code c WHERE c.user_id = u.id AND c.used_at IS NULL) AS left
      FROM app_user u JOIN user_group g ON g.id = u.user_group_id
      LEFT JOIN two_factor t ON t.user_id = u.id
      WHERE u.id = ${userId}`.execute(this.db);
    const row = rows[0];
    const enabledAt = row?.enabled_at ?? null;
    return { enabled: enabledAt !== null, required: row?.required ?? false, enabledAt: enabledAt?.toISOString() ?? null, recoveryCodesLeft: enabledAt ? row.left : 0 };
  }

  /** A new secret waiting for its first code (a previous waiting one is replaced); undefined when two-factor is on already. */
  async startSetup(userId: number, username: string): Promise<TwoFactorSetup | undefined> {
    const secret = newTotpSecret();
    const { rows } = await sql`
      INSERT INTO two_factor (user_id, secret) VALUES (${userId}, ${encryptSecret(this.keys.secrets, secret)})
      ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, last_step = 0, created_at = now()
        WHERE two_factor.enabled_at IS NULL
      RETURNING user_id`.execute(this.db);
    return rows.length ? setupOf(secret, username) : undefined;
  }

  /**
   * Turns two-factor on with the first code of the waiting secret: 'wrong' for another code,
   * 'none' when no secret waits; otherwise the new recovery codes, shown once.
   */
  async enable(userId: number, code: string, trx?: Trx): Promise<string[] | 'wrong' | 'none'> {
    const run = async (tx: Trx) => {
      const { rows } = await sql<{ secret: string }>`
        SELECT secret FROM two_factor WHERE user_id = ${userId} AND enabled_at IS NULL FOR UPDATE`.execute(tx);
      if (!rows[0]) return 'none' as const;
      const secret = this.secretOf(rows[0].secret);
      const step = isTotpCode(code) && secret ? totpStep(secret, code) : undefined;
      if (step === undefined) return 'wrong' as const;
      await sql`UPDATE two_factor SET enabled_at = now(), last_step = ${step} WHERE user_id = ${userId}`.execute(tx);
      return this.replaceRecoveryCodes(userId, tx);
    };
    return trx ? run(trx) : this.db.transaction().execute(run);
  }

  /** Checks a current code or a recovery code of a user whose two-factor is on, and spends it. */
  async check(userId: number, code: string): Promise<FactorCheck> {
    if (isTotpCode(code)) {
      const { rows } = await sql<{ secret: string }>`SELECT secret FROM two_factor WHERE user_id = ${userId} AND enabled_at IS NOT NULL`.execute(this.db);
      const secret = rows[0] && this.secretOf(rows[0].secret);
      const step = secret ? totpStep(secret, code) : undefined;
      if (step === undefined) return { ok: false };
      // a code already taken (this one, or a later one) is refused: nobody replays what they watched typed
      const taken = await sql`UPDATE two_factor SET last_step = ${step}
        WHERE user_id = ${userId} AND enabled_at IS NOT NULL AND last_step < ${step} RETURNING user_id`.execute(this.db);
      return taken.rows.length ? { ok: true } : { ok: false };
    }
    if (!isRecoveryCode(code)) return { ok: false };
    const { rows } = await sql<{ left: number }>`
      WITH spent AS (
        UPDATE two_factor_recovery_code SET used_at = now()
        WHERE user_id = ${userId} AND code_hash = ${hashRecoveryCode(this.keys.recovery, code)} AND used_at IS NULL
          AND EXISTS (SELECT 1 FROM two_factor t WHERE t.user_id = ${userId} AND t.enabled_at IS NOT NULL)
        RETURNING user_id)
      SELECT (SELECT count(*)::int FROM two_factor_recovery_code WHERE user_id = ${userId} AND used_at IS NULL) - 1 AS left
      FROM spent`.execute(this.db);
    return rows[0] ? { ok: true, recoveryCodesLeft: rows[0].left } : { ok: false };
  }

  /** New recovery codes for a user whose two-factor is on; the old ones stop working. */
  async renewRecoveryCodes(userId: number): Promise<string[]> {
    return this.db.transaction().execute((tx) => this.replaceRecoveryCodes(userId, tx));
  }

  /** Turns two-factor off: the secret and the recovery codes are gone. */
  async disable(userId: number, trx?: Trx): Promise<void> {
    const run = async (tx: Trx) => {
      await sql`DELETE FROM two_factor_recovery_code WHERE user_id = ${userId}`.execute(tx);
      await sql`DELETE FROM two_factor WHERE user_id = ${userId}`.execute(tx);
    };
    await (trx ? run(trx) : this.db.transaction().execute(run));
  }

  /** The secret in clear; undefined when it cannot be read (the account secret it was encrypted with was replaced). */
  private secretOf(stored: string): string | undefined {
    try {
      return decryptSecret(this.keys.secrets, stored);
    } catch {
      return undefined;
    }
  }

  private async replaceRecoveryCodes(userId: number, tx: Trx): Promise<string[]> {
    const codes = newRecoveryCodes();
    await sql`DELETE FROM two_factor_recovery_code WHERE user_id = ${userId}`.execute(tx);
    for (const code of codes) {
      await sql`INSERT INTO two_factor_recovery_code (user_id, code_hash) VALUES (${userId}, ${hashRecoveryCode(this.keys.recovery, code)})
                ON CONFLICT DO NOTHING`.execute(tx);
    }
    return codes;
  }
}
