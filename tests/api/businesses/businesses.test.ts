// The business side beyond the generic pattern: the ledger (a business's balance is the sum of its
// active transactions, whatever writes them and however many at once), the business's statistics
// and account, plans and subscriptions, digital cards and equipment.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BUSINESS_PATHS, BUSINESS_TEXTS, EQUIPMENT_TEXTS, PAYMENT_PATHS, businessPath, paymentPath } from '../../../contract/businesses';
import { business } from '../../../contract/entities/business';
import { digitalCard } from '../../../contract/entities/business/digitalCard';
import { equipment, equipmentCondition, equipmentType } from '../../../contract/entities/business/equipment';
import { plan } from '../../../contract/entities/business/plan';
import { planSubscription } from '../../../contract/entities/business/planSubscription';
import { transaction } from '../../../contract/entities/business/transaction';
import { base, useHarness } from '../harness';

const h = useHarness();

const planNamed = (name: string, extra: Record<string, unknown> = {}) => h.create(plan, { descriptions: [{ languageId: 1, name }], ...extra });
const newBusiness = async (balance = 0) => (await h.create(business, { balance })).businessId as number;
const post = (businessId: number, amount: number, name = 'Top-up') =>
  h.call('POST', base(transaction), { body: { businessId, amount, descriptions: [{ languageId: 1, name }] } });
const balanceOf = async (id: number) => (await h.call('GET', `${base(business)}/${id}`)).body.balance as number;
/** What the active transactions of a business add up to, read from the table itself. */
async function ledgerSum(id: number): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    SELECT coalesce(sum(amount), 0) AS total FROM business_transaction WHERE business_id = ${id} AND NOT deleted`.execute(h.db);
  return Number(rows[0].total);
}

describe('the ledger', () => {
  it('moves the balance with every transaction and keeps it equal to the ledger after 40 concurrent writes', async () => {
    const id = await newBusiness();
    const amounts = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? -(i + 0.5) : i * 10 + 0.25));
    const replies = await Promise.all(amounts.map((a) => post(id, a)));
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(201);
    const expected = Math.round(amounts.reduce((s, a) => s + a, 0) * 100) / 100;
    expect(await balanceOf(id)).toBeCloseTo(expected, 2);
    expect(await ledgerSum(id)).toBeCloseTo(expected, 2);

    // the running balance: the newest row's balance after is the balance
    const ledger = await h.call('GET', `${businessPath(BUSINESS_PATHS.ledger(1, 5))}?businessId=${id}`);
    expect(ledger.status).toBe(200);
    expect(ledger.body.count).toBe(40);
    expect(ledger.body.data).toHaveLength(5);
    expect(ledger.body.data[0].balanceAfter).toBeCloseTo(expected, 2);
    const [newest, older] = ledger.body.data;
    expect(older.balanceAfter + newest.amount).toBeCloseTo(newest.balanceAfter, 2);
  });

  it('keeps the balance equal to the ledger through edits, archive, recover and destroy', async () => {
    const a = await newBusiness();
    const b = await newBusiness();
    const t = (await post(a, 100)).body.transactionId as number;
    await post(a, 50);
    expect(await balanceOf(a)).toBe(150);

    // a changed amount moves the difference; a move to another business moves it over
    expect((await h.call('PUT', `${base(transaction)}/${t}`, { body: { amount: 80 } })).status).toBe(200);
    expect(await balanceOf(a)).toBe(130);
    expect((await h.call('PUT', `${base(transaction)}/${t}`, { body: { businessId: b } })).status).toBe(200);
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([50, 80]);

    // archive takes it out, recover puts it back, destroy of an archived row moves nothing
    expect((await h.call('POST', `${base(transaction)}/b/archive`, { body: [t] })).status).toBe(200);
    expect(await balanceOf(b)).toBe(0);
    expect((await h.call('POST', `${base(transaction)}/b/recover`, { body: [t] })).status).toBe(200);
    expect(await balanceOf(b)).toBe(80);
    await h.call('POST', `${base(transaction)}/b/archive`, { body: [t] });
    expect((await h.call('POST', `${base(transaction)}/b/d`, { body: [t] })).status).toBe(200);
    expect(await balanceOf(b)).toBe(0);
    for (const id of [a, b]) expect(await ledgerSum(id)).toBe(await balanceOf(id));
  });

  it('writes a starting balance as an opening transaction, and ignores a balance sent with an update', async () => {
    const id = await newBusiness(1234.5);
    const opening = await h.call('GET', `${businessPath(BUSINESS_PATHS.ledger(1, 10))}?businessId=${id}`);
    expect(opening.body.data).toEqual([expect.objectContaining({ name: BUSINESS_TEXTS.openingBalance, amount: 1234.5, balanceAfter: 1234.5 })]);

    // read-only afterwards: a balance sent with an update is ignored, the rest is saved
    const url = `${base(business)}/${id}`;
    const ignored = await h.call('PUT', url, { body: { name: 'Renamed', balance: 99999 } });
    expect(ignored.status).toBe(200);
    expect(ignored.body).toMatchObject({ name: 'Renamed', balance: 1234.5 });
    expect((await h.call('GET', url)).body.balance).toBe(1234.5);
    expect(await ledgerSum(id)).toBe(1234.5);
  });

  it('a failed write leaves neither the transaction nor the balance change', async () => {
    const id = await newBusiness();
    await post(id, 10);
    const before = (await h.call('GET', `${base(transaction)}/1/100?businessId=${id}`)).body.count;

    const zero = await post(id, 0);
    expect(zero).toEqual({ status: 422, body: [{ path: 'amount', msg: BUSINESS_TEXTS.zeroAmount }] });
    const tooLong = await h.call('POST', base(transaction), { body: { businessId: id, amount: 5, name: 'x'.repeat(201) } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body[0].path).toBe('name');
    const noBusiness = await h.call('POST', base(transaction), { body: { businessId: 999999999, amount: 5 } });
    expect(noBusiness.status).toBe(422);

    // a write that fails inside the database, after the balance moved, rolls the move back
    await sql`ALTER TABLE business_transaction ADD CONSTRAINT ledger_test_limit CHECK (amount < 1000000) NOT VALID`.execute(h.db);
    try {
      const failed = await post(id, 2000000);
      expect(failed.status).toBeGreaterThanOrEqual(400);
      expect(failed.status).toBeLessThan(600);
    } finally {
      await sql`ALTER TABLE business_transaction DROP CONSTRAINT ledger_test_limit`.execute(h.db);
    }
    expect(await balanceOf(id)).toBe(10);
    expect(await ledgerSum(id)).toBe(10);
    expect((await h.call('GET', `${base(transaction)}/1/100?businessId=${id}`)).body.count).toBe(before);

    // an archived business takes no new transaction
    await h.call('POST', `${base(business)}/b/archive`, { body: [id] });
    expect(await post(id, 5)).toEqual({ status: 422, body: [{ path: 'businessId', msg: BUSINESS_TEXTS.businessArchived }] });
  });

  it("takes the transaction's name from its default language description, and dates it now when no date is sent", async () => {
    const id = await newBusiness();
    const res = await post(id, 42, 'Refill');
    expect(res.body).toMatchObject({ name: 'Refill', amount: 42, businessId: id, businessName: expect.any(String) });
    expect(Date.now() - Date.parse(res.body.date)).toBeLessThan(60_000);
  });
});

describe('business statistics and account', () => {
  it('counts businesses, their balance and calls, and gives an account equal to its ledger', async () => {
    const id = await newBusiness(300);
    await h.call('PUT', `${base(business)}/${id}`, { body: { callsCount: 7 } });
    await post(id, -500);
    const stats = await h.call('GET', businessPath(BUSINESS_PATHS.statistics));
    expect(stats.status).toBe(200);
    const { rows } = await sql<{ n: number; balance: number; calls: number }>`
      SELECT count(*)::int AS n, round(coalesce(sum(balance), 0), 2) AS balance, coalesce(sum(calls_count), 0)::int AS calls
      FROM business WHERE NOT deleted`.execute(h.db);
    expect(stats.body).toMatchObject({ active: rows[0].n, balance: Number(rows[0].balance), callsCount: rows[0].calls });
    expect(stats.body.negative).toBeGreaterThanOrEqual(1);

    const account = await h.call('GET', `${businessPath(BUSINESS_PATHS.account)}?businessId=${id}`);
    expect(account.body).toEqual({ businessId: id, balance: -200, currency: 'USD', ledgerTotal: -200, transactions: 2, lastTransactionDate: expect.any(String) });

    // every active business together: what the top bar shows
    const all = await h.call('GET', businessPath(BUSINESS_PATHS.account));
    const top = await h.call('GET', '/api/account/balance');
    expect(all.body.balance).toBe(top.body.balance);
    expect(all.body.ledgerTotal).toBeCloseTo(all.body.balance, 2);

    expect((await h.call('GET', `${businessPath(BUSINESS_PATHS.account)}?businessId=abc`)).body).toEqual([{ path: 'businessId', msg: expect.any(String) }]);
    expect((await h.call('GET', `${businessPath(BUSINESS_PATHS.account)}?businessId=999999999`)).status).toBe(404);
  });

  it('needs the transaction permission for the account and ledger', async () => {
    const viewer = await h.userWith([{ value: business.permission, type: 'access' }]);
    expect((await h.call('GET', businessPath(BUSINESS_PATHS.statistics), { token: viewer.token })).status).toBe(200);
    expect((await h.call('GET', businessPath(BUSINESS_PATHS.account), { token: viewer.token })).status).toBe(403);
    expect((await h.call('GET', businessPath(BUSINESS_PATHS.ledger(1, 10)), { token: viewer.token })).status).toBe(403);
  });
});

describe('plans and subscriptions', () => {
  it('names a plan after its default language description and lists the active ones to pick', async () => {
    const created = await h.call('POST', base(plan), { body: { descriptions: [{ languageId: 1, name: 'Gold Plan' }], price: 49 } });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('Gold Plan');
    const disabled = await planNamed('Gold Hidden', { status: false });

    const picked = await h.call('GET', `${paymentPath(PAYMENT_PATHS.plans(1, 10))}?name=Gold`);
    expect(picked.status).toBe(200);
    expect(picked.body.data).toEqual([{ planId: created.body.planId, name: 'Gold Plan', price: 49 }]);
    expect(picked.body.count).toBe(1);
    expect(picked.body.data.map((p: { planId: number }) => p.planId)).not.toContain(disabled.planId);
  });

  it('subscribes to a plan with a promo code and a card, payment pending, and lists it', async () => {
    const p = await planNamed('Silver');
    const b = await newBusiness();
    const res = await h.call('POST', paymentPath(PAYMENT_PATHS.subscribe(p.planId)), {
      body: { businessId: b, promoCode: 'SAVE10', payment: { brand: 'visa', last4: '4242' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      planId: p.planId,
      planName: 'Silver',
      businessId: b,
      promoCode: { code: 'SAVE10' },
      payment: { brand: 'visa', last4: '4242', status: 'pending' },
    });
    const listed = await h.call('GET', paymentPath(PAYMENT_PATHS.subscriptions));
    expect(listed.body.data[0]).toMatchObject({ planSubscriptionId: res.body.planSubscriptionId, planName: 'Silver', promoCode: { code: 'SAVE10' } });
  });

  it('refuses a bad card, a disabled plan and an unknown one with 422 or 404, nothing saved', async () => {
    const p = await planNamed('Bronze');
    const count = async () => (await h.call('GET', `${base(planSubscription)}/1/1`)).body.count;
    const before = await count();
    const badCard = await h.call('POST', paymentPath(PAYMENT_PATHS.subscribe(p.planId)), { body: { payment: { brand: 'diners', last4: '42' } } });
    expect(badCard.status).toBe(422);
    expect(badCard.body.map((i: { path: string }) => i.path).sort()).toEqual(['payment.brand', 'payment.last4']);
    const promo = await h.call('POST', paymentPath(PAYMENT_PATHS.subscribe(p.planId)), { body: { promoCode: 42 } });
    expect(promo).toEqual({ status: 422, body: [{ path: 'promoCode', msg: expect.any(String) }] });

    await h.call('PUT', `${base(plan)}/${p.planId}`, { body: { status: false } });
    const off = await h.call('POST', paymentPath(PAYMENT_PATHS.subscribe(p.planId)), { body: {} });
    expect(off).toEqual({ status: 422, body: [{ path: 'planId', msg: BUSINESS_TEXTS.planUnavailable }] });
    expect((await h.call('POST', paymentPath(PAYMENT_PATHS.subscribe('abc')), { body: {} })).status).toBe(422);
    expect(await count()).toBe(before);
  });
});

describe('digital cards', () => {
  it('keeps socials, banners and an address with a location, and wants both coordinates or neither', async () => {
    const body = {
      firstname: 'Ana',
      lastname: 'Silva',
      companyName: 'Silva Florist',
      socials: [{ type: 'instagram', url: 'https://instagram.com/silva' }],
      banners: ['/media/image/banner.png'],
      address: { address: '1 Main St', city: 'LA', location: { lat: 34.1, lng: -118.4 } },
    };
    const created = await h.call('POST', base(digitalCard), { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(body);

    const half = await h.call('PUT', `${base(digitalCard)}/${created.body.digitalCardId}`, { body: { address: { location: { lat: 10 } } } });
    expect(half).toEqual({ status: 422, body: [{ path: 'address.location.lng', msg: BUSINESS_TEXTS.bothCoordinates }] });
    const blank = await h.call('POST', base(digitalCard), { body: { lastname: 'x' } });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual([{ path: 'firstname', msg: 'Oops! Fill in the Firstname.' }]);
  });
});

describe('equipment', () => {
  it('lists its types and conditions, reports worked hours, and never attaches more than there are', async () => {
    const type = await h.create(equipmentType, { name: 'Scanner X' });
    const condition = await h.create(equipmentCondition, { name: 'Mint' });
    const item = await h.create(equipment, {
      typeId: type.equipmentTypeId,
      conditionId: condition.conditionId,
      quantity: 4,
      attachedCount: 2,
      workedHours: 90,
    });
    expect(item).toMatchObject({ typeName: 'Scanner X', conditionName: 'Mint' });

    const types = await h.call('GET', businessPath(BUSINESS_PATHS.equipmentTypes));
    expect(types.body.data).toContainEqual({ equipmentTypeId: type.equipmentTypeId, name: 'Scanner X' });
    const conditions = await h.call('GET', businessPath(BUSINESS_PATHS.equipmentConditions));
    expect(conditions.body.data).toContainEqual({ conditionId: condition.conditionId, name: 'Mint' });

    const hours = await h.call('GET', businessPath(BUSINESS_PATHS.equipmentWorkedHours(item.equipmentId)));
    expect(hours.body).toEqual({ equipmentId: item.equipmentId, workedHours: 90, quantity: 4, attachedCount: 2, hoursPerAttached: 45 });
    expect((await h.call('GET', businessPath(BUSINESS_PATHS.equipmentWorkedHours(999999999)))).status).toBe(404);

    const over = await h.call('PUT', `${base(equipment)}/${item.equipmentId}`, { body: { attachedCount: 5 } });
    expect(over).toEqual({ status: 422, body: [{ path: 'attachedCount', msg: EQUIPMENT_TEXTS.attachedOverQuantity }] });
    const blank = await h.call('POST', base(equipment), { body: {} });
    expect(blank).toEqual({ status: 422, body: [{ path: 'name', msg: 'Oops! Fill in the Name.' }] });
  });
});
