// The balance shown in the top bar.
import { describe, expect, it } from 'vitest';
import { entities } from '../../contract/entities';
import { useHarness } from './harness';

const h = useHarness();

describe('GET /api/account/balance', () => {
  it('sums the balance of active businesses, leaving out archived and disabled ones', async () => {
    const before = (await h.call('GET', '/api/account/balance')).body.balance as number;
    await h.create(entities.business, { balance: 120.5, status: true });
    const archived = await h.create(entities.business, { balance: 1000, status: true });
    await h.create(entities.business, { balance: 999, status: false });
    await h.call('POST', '/store/c/business/b/archive', { body: [archived.businessId] });
    const res = await h.call('GET', '/api/account/balance');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ balance: before + 120.5, currency: 'USD' });
  });

  it('needs a signed-in user', async () => {
    expect((await h.call('GET', '/api/account/balance', { token: null })).status).toBe(401);
  });
});
