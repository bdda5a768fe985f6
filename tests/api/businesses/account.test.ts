// The balance shown in the top bar.
import { describe, expect, it } from 'vitest';
import { entities, entityList } from '../../../contract/entities';
// the generic tests cover what the engine stores; orders have their own (orders.test.ts)
import { isEngineStored } from '../../../contract/entity';
import { SIGN_UP_GROUP_ID } from '../../../contract/entities/userGroup';
import { BALANCE_PERMISSION } from '../../../contract/permissions';
import { useHarness } from '../harness';

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

  it('needs a signed-in user holding its own permission', async () => {
    expect((await h.call('GET', '/api/account/balance', { token: null })).status).toBe(401);
    const businessAdmin = await h.userWith([{ value: 'business/business', type: 'access' }]);
    expect((await h.call('GET', '/api/account/balance', { token: businessAdmin.token })).status).toBe(403);
    const holder = await h.userWith([{ value: BALANCE_PERMISSION, type: 'access' }]);
    expect((await h.call('GET', '/api/account/balance', { token: holder.token })).body).toEqual({ balance: expect.any(Number), currency: 'USD' });
  });
});

describe('a self-registered account (the sign-up group, no permissions)', () => {
  it('reads no see-all lookup and no balance', async () => {
    const newcomer = await h.userIn(SIGN_UP_GROUP_ID);
    for (const decl of entityList.filter(isEngineStored)) {
      const res = await h.call('GET', `/${decl.service}/${decl.rest}/r/1/10`, { token: newcomer.token });
      expect(res.status, decl.name).toBe(403);
    }
    expect((await h.call('GET', '/api/account/balance', { token: newcomer.token })).status).toBe(403);
  });
});
