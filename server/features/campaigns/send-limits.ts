// Sends allowed per user and per business in a sliding minute (spec issue 13: "Sending is
// rate-limited per user and per business"), for SMS and calls alike. Counted in the database, in
// the write's own transaction: every API process shares the count, and a send rolled back was
// never counted.
import { sql } from 'kysely';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { Trx } from '../../engine/entity.repository';
import { ApiError } from '../../http/errors';
import { storeBusiness } from '../sms/sms.repository';

export interface PerMinute {
  user: number;
  business: number;
}

export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

export class SendLimits {
  /** `kind` separates the counts (sms, call); `now` is for tests */
  constructor(
    private readonly kind: string,
    private readonly perMinute: PerMinute,
    private readonly now = () => Date.now(),
  ) {}

  /**
   * Counts `n` sends for the user and the business, or, when either would go over its limit, counts
   * nothing and says in how many seconds a send is possible again. Concurrent sends of one key wait
   * for each other (a lock per key until the transaction ends), so two processes never both take
   * the last place.
   */
  async take(trx: Trx, userId: number, businessId: number | undefined, n = 1): Promise<Taken> {
    const t = this.now();
    const keys: [string, number][] = [[`${this.kind}:user:${userId}`, this.perMinute.user]];
    if (businessId) keys.push([`${this.kind}:business:${businessId}`, this.perMinute.business]);
    const since = new Date(t - 60_000).toISOString();
    let wait = 0;
    for (const [key, limit] of keys.sort(([a], [b]) => a.localeCompare(b))) {
      await sql`SELECT pg_advisory_xact_lock(hashtext('send_limit'), hashtext(${key}))`.execute(trx);
      await sql`DELETE FROM send_limit_hit WHERE key = ${key} AND at <= ${since}::timestamptz`.execute(trx);
      const { rows } = await sql<{ at: Date; n: number }>`SELECT at, n FROM send_limit_hit WHERE key = ${key} ORDER BY at`.execute(trx);
      const used = rows.reduce((s, r) => s + r.n, 0);
      if (used + n <= limit) continue;
      // the moment enough of the minute's sends have aged out
      let freed = 0;
      const needed = used + n - limit;
      const at = rows.find((r) => (freed += r.n) >= needed)?.at;
      wait = Math.max(wait, at ? Math.ceil((new Date(at).getTime() + 60_000 - t) / 1000) : 60);
    }
    if (wait > 0) return { ok: false, retryAfterSeconds: Math.max(1, wait) };
    for (const [key] of keys) await sql`INSERT INTO send_limit_hit (key, at, n) VALUES (${key}, ${new Date(t).toISOString()}::timestamptz, ${n})`.execute(trx);
    return { ok: true };
  }
}

/**
 * The `beforeWrite` of a send (an SMS, a campaign, a call): a create by staff takes its places in
 * `limits` for its user and its business (given, or its store's), or is refused with a 429 saying
 * `refused(seconds)`.
 */
export function limitedSends(limits: SendLimits, refused: (seconds: number) => string): NonNullable<EntityHooks['beforeWrite']> {
  return async (ctx, targets) => {
    if (ctx.action !== 'create' || ctx.actor.system) return;
    const values = targets[0]?.values ?? {};
    const business = (values.businessId as number | null | undefined) ?? (await storeBusiness(ctx.trx, values.storeId as number | undefined));
    const taken = await limits.take(ctx.trx, ctx.actor.userId, business ?? undefined, targets.length);
    if (!taken.ok) throw new ApiError(429, refused(taken.retryAfterSeconds));
  };
}
