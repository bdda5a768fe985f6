// Discounts, promo codes and promotions: the rules between their fields, the code generator, the
// promo code lookup of the order form, and the server computing a promo code on an order save.
import { beforeAll, describe, expect, it } from 'vitest';
import { discount } from '../../../contract/entities/promotions/discount';
import { promoCode } from '../../../contract/entities/promotions/promoCode';
import { promotion } from '../../../contract/entities/promotions/promotion';
import { messages } from '../../../contract/messages';
import { orderPath, ORDER_PATHS } from '../../../contract/orders/order-paths';
import { CODE_ALPHABET, GENERATED_CODE_LENGTH, OFFER_REFUSALS, PROMOTION_PATHS, PROMOTION_TEXTS } from '../../../contract/promotions';
import { base, useHarness } from '../harness';

const h = useHarness();

let storeId: number;
let otherStoreId: number;
let teaId: number; // 20.00
let mugId: number; // 5.00

beforeAll(async () => {
  const store = await h.call('POST', '/store/c/s', { body: { name: 'Promo Store', tax: { parcent: 0, beforeDiscount: false }, orderDetails: { deliveryFee: 6 } } });
  expect(store.status).toBe(201);
  storeId = store.body.storeId;
  otherStoreId = (await h.call('POST', '/store/c/s', { body: { name: 'Other Store' } })).body.storeId;
  teaId = (await h.call('POST', '/product/c/p', { body: { name: 'Green tea', price: 20 } })).body.productId;
  mugId = (await h.call('POST', '/product/c/p', { body: { name: 'Mug', price: 5 } })).body.productId;
});

const count = async (decl: typeof discount | typeof promoCode) => (await h.call('GET', `${base(decl)}/1/10`)).body.count as number;

let codes = 0;
const nextCode = () => `PC${String(++codes).padStart(4, '0')}`;
const postDiscount = (body: Record<string, unknown>) => h.call('POST', base(discount), { body: { code: nextCode(), name: 'Spring', ...body } });
const postPromo = (body: Record<string, unknown>) => h.call('POST', base(promoCode), { body: { name: 'Promo', code: nextCode(), ...body } });

describe('discounts', () => {
  it('saves every type with its fields, and a Buy X get Y with its two sides', async () => {
    const pct = await postDiscount({ type: 'Percentage', parcentOff: 15, appliesTo: 'Specific products', products: [teaId], startDate: '2026-01-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z', sendSms: true, imageId: '/media/image/spring.png', store: storeId });
    expect(pct.status).toBe(201);
    expect(pct.body).toMatchObject({ type: 'Percentage', parcentOff: 15, products: [teaId], sendSms: true, imageId: '/media/image/spring.png', store: storeId, storeName: 'Promo Store', customerEligibility: 'Everyone' });
    expect((await postDiscount({ type: 'Fixed amount', amountOff: 5 })).status).toBe(201);
    expect((await postDiscount({ type: 'Free shipping' })).status).toBe(201);
    const bxgy = await postDiscount({
      type: 'Buy X get Y',
      customerBuy: { appliesTo: 'Specific products', products: [teaId], quantity: 2 },
      customerGet: { appliesTo: 'Specific products', products: [mugId], type: 'Percentage', parcentOff: 50, quantity: 1, maxBuyersCount: 3 },
    });
    expect(bxgy.status).toBe(201);
    expect(bxgy.body.customerGet).toMatchObject({ type: 'Percentage', parcentOff: 50, quantity: 1, maxBuyersCount: 3 });
  });

  it('refuses an end before the start with 422 on endDate, nothing saved', async () => {
    const before = await count(discount);
    const res = await postDiscount({ type: 'Free shipping', startDate: '2026-03-02T00:00:00Z', endDate: '2026-03-01T00:00:00Z' });
    expect(res).toEqual({ status: 422, body: [{ path: 'endDate', msg: PROMOTION_TEXTS.endBeforeStart }] });
    expect(await count(discount)).toBe(before);
  });

  it('refuses a Buy X get Y without what is bought and what is got, nothing saved', async () => {
    const before = await count(discount);
    const res = await postDiscount({ type: 'Buy X get Y' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([
      { path: 'customerBuy.quantity', msg: PROMOTION_TEXTS.buySideRequired },
      { path: 'customerGet.quantity', msg: PROMOTION_TEXTS.getSideRequired },
    ]);
    expect(await count(discount)).toBe(before);
  });

  it('checks the record as saved: an update cannot take a side away from a stored Buy X get Y', async () => {
    const created = await postDiscount({ type: 'Buy X get Y', customerBuy: { quantity: 1 }, customerGet: { quantity: 1, type: 'Free' } });
    expect(created.status).toBe(201);
    const url = `${base(discount)}/${created.body.discountId}`;
    const res = await h.call('PUT', url, { body: { customerGet: { type: 'Free' } } });
    expect(res).toEqual({ status: 422, body: [{ path: 'customerGet.quantity', msg: PROMOTION_TEXTS.getSideRequired }] });
    expect((await h.call('GET', url)).body.customerGet.quantity).toBe(1);
  });

  it('needs the value of its type, the products, groups, customers, minimum and limit its choices name', async () => {
    expect((await postDiscount({ type: 'Percentage' })).body).toEqual([{ path: 'parcentOff', msg: messages.required('Percent off') }]);
    expect((await postDiscount({ type: 'Fixed amount' })).body).toEqual([{ path: 'amountOff', msg: messages.required('Amount off') }]);
    const res = await postDiscount({
      type: 'Percentage',
      parcentOff: 5,
      appliesTo: 'Specific collections',
      customerEligibility: 'Specific customers',
      minimumRequirements: 'Minimum quantity of items',
      usageLimits: 'Total limit',
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([
      { path: 'productGroup', msg: PROMOTION_TEXTS.chooseCollections },
      { path: 'customers', msg: PROMOTION_TEXTS.chooseCustomers },
      { path: 'minQuantity', msg: messages.required('Minimum quantity of items') },
      { path: 'limit', msg: messages.required('Total uses') },
    ]);
  });

  it('keeps the spec limits: code required max 20, name required max 50', async () => {
    const res = await h.call('POST', base(discount), { body: { code: 'X'.repeat(21), name: 'n'.repeat(51), type: 'Free shipping' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(expect.arrayContaining([{ path: 'code', msg: messages.maxLength(20) }, { path: 'name', msg: messages.maxLength(50) }]));
  });

  it('takes codes of letters and numbers only, as a customer types them at checkout', async () => {
    for (const [decl, post] of [[discount, postDiscount], [promoCode, postPromo]] as const) {
      const res = await post({ code: 'SAVE-10', type: 'Free shipping' });
      expect([decl.name, res.status, res.body]).toEqual([decl.name, 422, [{ path: 'code', msg: messages.lettersAndNumbers }]]);
    }
  });
});

describe('code generator (GET /g)', () => {
  it('gives a fresh code for discounts and promo codes, fit for both', async () => {
    for (const decl of [discount, promoCode]) {
      const res = await h.call('GET', `/${decl.service}/${PROMOTION_PATHS.generate(decl.rest)}`);
      expect(res.status).toBe(200);
      expect(res.body.code).toHaveLength(GENERATED_CODE_LENGTH);
      expect([...res.body.code].every((c: string) => CODE_ALPHABET.includes(c))).toBe(true);
      // the code is free: a promo code takes it
      expect((await postPromo({ type: 'Free shipping', code: res.body.code })).status).toBe(201);
    }
  });

  it('needs access to the screen', async () => {
    const nobody = await h.userWith([]);
    expect((await h.call('GET', `/${discount.service}/${PROMOTION_PATHS.generate(discount.rest)}`, { token: nobody.token })).status).toBe(403);
  });
});

describe('promo codes', () => {
  it('refuses a code outside 5-10 characters and a name over 200, nothing saved', async () => {
    const before = await count(promoCode);
    expect(await postPromo({ type: 'Free shipping', code: 'ABCD' })).toEqual({ status: 422, body: [{ path: 'code', msg: messages.minLength(5) }] });
    expect(await postPromo({ type: 'Free shipping', code: 'ABCDEFGHIJK' })).toEqual({ status: 422, body: [{ path: 'code', msg: messages.maxLength(10) }] });
    expect(await postPromo({ type: 'Free shipping', name: 'n'.repeat(201) })).toEqual({ status: 422, body: [{ path: 'name', msg: messages.maxLength(200) }] });
    expect(await count(promoCode)).toBe(before);
    expect((await postPromo({ type: 'Free shipping', code: 'ABCDE' })).status).toBe(201);
    expect((await postPromo({ type: 'Free shipping', code: 'ABCDEFGHIJ' })).status).toBe(201);
  });

  it('needs percentOff for a Percentage (the promo code spelling)', async () => {
    expect(await postPromo({ type: 'Percentage' })).toEqual({ status: 422, body: [{ path: 'percentOff', msg: messages.required('Percent off') }] });
  });

  it('is found by its code (any case) for the order form, with its uses so far', async () => {
    const created = await postPromo({ type: 'Percentage', percentOff: 10, code: 'FINDME1' });
    const found = await h.call('GET', `/${promoCode.service}/${PROMOTION_PATHS.findPromoCode}?code=findme1`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ promoCode: { promoCodeId: created.body.promoCodeId, percentOff: 10 }, usage: { total: 0, byCustomer: 0 }, customerGroupIds: [] });
    expect((await h.call('GET', `/${promoCode.service}/${PROMOTION_PATHS.findPromoCode}?code=NOPE99`)).status).toBe(404);
    expect((await h.call('GET', `/${promoCode.service}/${PROMOTION_PATHS.findPromoCode}?code=`)).status).toBe(422);
  });
});

describe('an order with a promo code', () => {
  const order = (body: Record<string, unknown>) =>
    h.call('POST', orderPath(ORDER_PATHS.sales), { body: { storeId, address: { address: '1 Promo St' }, products: [{ productId: teaId, quantity: 2 }], ...body } });

  it('gets the discount the code gives, computed by the server whatever the client sent', async () => {
    const pct = await postPromo({ type: 'Percentage', percentOff: 10 });
    const a = await order({ promoCodeId: pct.body.promoCodeId, discountPercent: 90 });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ promoCodeId: pct.body.promoCodeId, discountPercent: 10, total: 40 });

    // 5 off 40 is 12.5 percent of the items
    const fixed = await postPromo({ type: 'Fixed amount', amountOff: 5 });
    expect((await order({ promoCodeId: fixed.body.promoCodeId })).body.discountPercent).toBe(12.5);
  });

  it('recomputes when the lines change, and refuses a change the code no longer allows', async () => {
    const min = await postPromo({ type: 'Fixed amount', amountOff: 10, minimumRequirements: 'Minimum quantity of items', minQuantity: 2 });
    const created = await order({ promoCodeId: min.body.promoCodeId });
    expect(created.body.discountPercent).toBe(25);
    const url = orderPath(ORDER_PATHS.one(created.body.orderId));
    const more = await h.call('PUT', url, { body: { products: [{ productId: teaId, quantity: 4 }] } });
    expect(more.body.discountPercent).toBe(12.5);
    const fewer = await h.call('PUT', url, { body: { products: [{ productId: teaId, quantity: 1 }] } });
    expect(fewer).toEqual({ status: 422, body: [{ path: 'promoCodeId', msg: OFFER_REFUSALS.minimumQuantity }] });
    expect((await h.call('GET', url)).body.orderProduct[0].quantity).toBe(4);
  });

  it('refuses a code that does not apply with 422 on promoCodeId, nothing saved', async () => {
    const listed = async () => (await h.call('GET', orderPath(ORDER_PATHS.list(1, 10)))).body.count as number;
    const before = await listed();
    const once = await postPromo({ type: 'Percentage', percentOff: 5, usageLimits: 'Total limit', limit: 1 });
    expect((await order({ promoCodeId: once.body.promoCodeId })).status).toBe(201);
    expect(await order({ promoCodeId: once.body.promoCodeId })).toEqual({ status: 422, body: [{ path: 'promoCodeId', msg: OFFER_REFUSALS.limitReached }] });

    const elsewhere = await postPromo({ type: 'Percentage', percentOff: 5, store: otherStoreId });
    expect(await order({ promoCodeId: elsewhere.body.promoCodeId })).toEqual({ status: 422, body: [{ path: 'promoCodeId', msg: OFFER_REFUSALS.otherStore }] });
    const off = await postPromo({ type: 'Percentage', percentOff: 5, status: false });
    expect(await order({ promoCodeId: off.body.promoCodeId })).toEqual({ status: 422, body: [{ path: 'promoCodeId', msg: OFFER_REFUSALS.inactive }] });
    expect(await order({ promoCodeId: 999999 })).toEqual({ status: 422, body: [{ path: 'promoCodeId', msg: messages.missingRecord }] });
    expect(await listed()).toBe(before + 1);
  });
});

describe('promotions', () => {
  it('saves name, url, store, product and business, with their names', async () => {
    const res = await h.call('POST', base(promotion), { body: { name: 'Tea week', url: '/tea-week', storeId, productId: teaId, status: true } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Tea week', url: '/tea-week', storeId, storeName: 'Promo Store', productId: teaId, productName: 'Green tea' });
    expect((await h.call('POST', base(promotion), { body: { url: '/x' } })).body).toEqual([{ path: 'name', msg: messages.required('Name') }]);
  });
});

describe('franchises', () => {
  it('keep business type (businesType), license type and descriptions, the name following descriptions[0].name', async () => {
    const res = await h.call('POST', '/franchise/f', {
      body: { name: 'ignored', businesType: 'Restaurant', licenseType: 'Master', descriptions: [{ languageId: 1, name: 'Downtown', description: 'The first one' }] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Downtown', businesType: 'Restaurant', licenseType: 'Master', descriptions: [{ languageId: 1, name: 'Downtown' }] });
    // a name sent alone renames the default language's description
    const renamed = await h.call('PUT', `/franchise/f/${res.body.franchiseId}`, { body: { name: 'Uptown' } });
    expect(renamed.body.descriptions[0].name).toBe('Uptown');
  });

  it('count their orders in f/s/{id} and give them per day in f/o/{id}', async () => {
    const franchiseId = (await h.call('POST', '/franchise/f', { body: { name: 'Stats franchise' } })).body.franchiseId;
    for (const quantity of [1, 2]) {
      const o = await h.call('POST', orderPath(ORDER_PATHS.sales), { body: { storeId, franchiseId, address: { address: '1 St' }, products: [{ productId: teaId, quantity }] } });
      expect(o.status).toBe(201);
    }
    const stats = await h.call('GET', `/franchise/f/s/${franchiseId}`);
    expect(stats.status).toBe(200);
    // 20 + 40 of items, 6 of delivery each
    expect(stats.body).toEqual({ orderCount: 2, doneOrderCount: 0, cancelledOrderCount: 0, orderTotal: 72, averageOrder: 36, customerCount: 0 });
    const days = await h.call('GET', `/franchise/f/o/${franchiseId}`);
    expect(days.body).toEqual([{ date: new Date().toISOString().slice(0, 10), count: 2, total: 72 }]);
    // a range before the orders holds none; an end before the start is refused
    expect((await h.call('GET', `/franchise/f/s/${franchiseId}?dateFrom=2020-01-01T00:00:00Z&dateTo=2020-02-01T00:00:00Z`)).body.orderCount).toBe(0);
    expect(await h.call('GET', `/franchise/f/s/${franchiseId}?dateFrom=2020-02-01T00:00:00Z&dateTo=2020-01-01T00:00:00Z`)).toEqual({
      status: 422,
      body: [{ path: 'dateTo', msg: messages.dateToBeforeFrom }],
    });
    expect((await h.call('GET', '/franchise/f/s/999999')).status).toBe(404);
  });
});

describe('traffic links', () => {
  it('count their visits (ls/{id}) while active and within their dates', async () => {
    const created = await h.call('POST', '/traffic/l', { body: { name: 'Spring flyer', url: 'https://example.com/spring', isActive: true } });
    expect(created.status).toBe(201);
    const id = created.body.linkId;
    expect((await h.call('POST', `/traffic/l/v/${id}`, { body: { referrer: 'https://news.example' } })).body).toEqual({ visits: 1 });
    expect((await h.call('POST', `/traffic/l/v/${id}`, { body: {} })).body).toEqual({ visits: 2 });
    const stats = await h.call('GET', `/traffic/ls/${id}`);
    expect(stats.body).toEqual({ visits: 2, days: [{ date: new Date().toISOString().slice(0, 10), count: 2 }] });

    await h.call('PUT', `/traffic/l/${id}`, { body: { isActive: false } });
    expect(await h.call('POST', `/traffic/l/v/${id}`, { body: {} })).toEqual({ status: 422, body: [{ path: 'isActive', msg: PROMOTION_TEXTS.linkInactive }] });
    expect((await h.call('GET', `/traffic/ls/${id}`)).body.visits).toBe(2);
  });

  it('refuses an end before the start', async () => {
    const res = await h.call('POST', '/traffic/l', { body: { name: 'Backwards', startDate: '2026-05-02T00:00:00Z', endDate: '2026-05-01T00:00:00Z' } });
    expect(res).toEqual({ status: 422, body: [{ path: 'endDate', msg: PROMOTION_TEXTS.endBeforeStart }] });
  });
});
