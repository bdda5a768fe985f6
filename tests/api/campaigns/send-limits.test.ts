// The SMS and call rate limits (issue 13: "Sending is rate-limited per user and per business"):
// counted in the database in the send's own transaction, so every API process shares one count and
// a send rolled back was never counted; past the limit a call start is refused with 429.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CALL_TEXTS } from '../../../contract/call/call';
import { SendLimits } from '../../../server/features/campaigns/send-limits';
import { useHarness } from '../harness';

process.env.CALL_USER_LIMIT_PER_MINUTE = '2';

const h = useHarness();
let kinds = 0;

/** A limiter of its own (its own counts) on a clock the test moves. */
function limiter(perMinute: { user: number; business: number }) {
  const clock = { now: 1_800_000_000_000 };
  const limits = new SendLimits(`test${++kinds}`, perMinute, () => clock.now);
  const take = (userId: number, businessId?: number, n = 1) => h.db.transaction().execute((trx) => limits.take(trx, userId, businessId, n));
  return { clock, limits, take };
}

describe('send limits', () => {
  it('allows the limit per user in a minute, then refuses until the oldest send is a minute old', async () => {
    const { clock, take } = limiter({ user: 3, business: 100 });
    for (let i = 0; i < 3; i++) {
      expect((await take(1)).ok).toBe(true);
      clock.now += 10_000;
    }
    expect(await take(1)).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect((await take(2)).ok).toBe(true);
    clock.now += 30_001;
    expect((await take(1)).ok).toBe(true);
  });

  it('counts every user of a business against the business limit, and nothing for a refused send', async () => {
    const { take } = limiter({ user: 10, business: 2 });
    expect((await take(1, 7)).ok).toBe(true);
    expect((await take(2, 7)).ok).toBe(true);
    expect((await take(3, 7)).ok).toBe(false);
    expect((await take(3, 8, 3)).ok).toBe(false);
    expect((await take(3, 8, 2)).ok).toBe(true);
  });

  it('shares the count between concurrent transactions (as between processes), and forgets a rolled back send', async () => {
    const { take } = limiter({ user: 1, business: 100 });
    const results = await Promise.all([1, 2, 3].map(() => take(5)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const other = limiter({ user: 1, business: 100 });
    await expect(
      h.db.transaction().execute(async (trx) => {
        expect((await other.limits.take(trx, 6, undefined)).ok).toBe(true);
        throw new Error('the send failed');
      }),
    ).rejects.toThrow('the send failed');
    expect((await other.take(6)).ok).toBe(true);
  });

  it('refuses a third call started within a minute by one user with 429, and stores nothing', async () => {
    const user = await h.userWith([{ value: 'call/calls', type: 'access' }, { value: 'call/calls', type: 'create' }]);
    for (const phone of ['3035550131', '3035550132']) expect((await h.call('POST', '/call/call', { token: user.token, body: { phone } })).status).toBe(201);
    const over = await h.call('POST', '/call/call', { token: user.token, body: { phone: '3035550133' } });
    expect(over.status).toBe(429);
    expect(JSON.stringify(over.body)).toContain(CALL_TEXTS.rateLimited(60).split(';')[0]);
    const { rows } = await sql`SELECT 1 FROM call WHERE phone = '+13035550133'`.execute(h.db);
    expect(rows).toHaveLength(0);
  });
});
