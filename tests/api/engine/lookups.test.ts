// The see-all lookups pickers read (contract/lookups.ts): the fields a picker shows, searched word
// by word as one types (a telephone by its digits), names in natural order, held references read by
// id (archived ones too), and a business's user seeing only the business's records.
import { describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { base, useHarness } from '../harness';

const h = useHarness();
const { customer, product, store, business, language } = entities;

const lookup = async (url: string, token?: string) => {
  const res = await h.call('GET', url, token ? { token } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Record<string, unknown>[]; count: number };
};

describe('see-all lookups', () => {
  it('return what tells customers apart and find them by name words or telephone digits', async () => {
    const a = await h.create(customer, { firstname: 'Zoltan', lastname: 'Quimby', telephone: '+12025550181', email: 'zq@example.com' });
    const b = await h.create(customer, { firstname: 'Zoltan', lastname: 'Yarrow', telephone: '+12025550182', email: 'zy@example.com' });
    const both = await lookup(`${base(customer)}/r/1/10?name=zoltan`);
    expect(both.count).toBe(2);
    expect(both.data).toContainEqual({ customerId: a.customerId, firstname: 'Zoltan', lastname: 'Quimby', telephone: '+12025550181', email: 'zq@example.com' });
    // every word in one field or another, case aside
    const one = await lookup(`${base(customer)}/r/1/10?name=${encodeURIComponent('yarrow ZOLT')}`);
    expect(one.data.map((r) => r.customerId)).toEqual([b.customerId]);
    // a telephone as typed: its digits
    const byPhone = await lookup(`${base(customer)}/r/1/10?q=${encodeURIComponent('(202) 555-0181')}`);
    expect(byPhone.data.map((r) => r.customerId)).toEqual([a.customerId]);
    expect((await lookup(`${base(customer)}/r/1/10?name=zoltan%20nobody`)).count).toBe(0);
    // a word holding digits but written as no phone is text: 'Quimby0181' is no one's telephone
    expect((await lookup(`${base(customer)}/r/1/10?name=${encodeURIComponent('Quimby0181')}`)).count).toBe(0);
  });

  it('sort names in natural order: numbers as numbers', async () => {
    for (const n of [10, 2, 1, 11]) await h.create(product, { name: `Natural ${n}`, model: `N-${n}`, price: n });
    const page = await lookup(`${base(product)}/r/1/10?name=natural`);
    expect(page.data.map((r) => r.name)).toEqual(['Natural 1', 'Natural 2', 'Natural 10', 'Natural 11']);
    // every number of the name, not only the first
    for (const n of [10, 9, 100]) await h.create(product, { name: `Batch7 ${n}`, price: n });
    expect((await lookup(`${base(product)}/r/1/10?name=batch7`)).data.map((r) => r.name)).toEqual(['Batch7 9', 'Batch7 10', 'Batch7 100']);
    expect(page.data[0]).toMatchObject({ model: 'N-1', price: 1 });
    // a price is shown, not searched: 'natural 1' is no product priced $13
    await h.create(product, { name: 'Natural 3', model: 'N-3', price: 13 });
    expect((await lookup(`${base(product)}/r/1/10?name=natural%201`)).data.map((r) => r.name)).toEqual(['Natural 1', 'Natural 10', 'Natural 11']);
    // the list sorted by name reads the same order, both ways
    const names = async (order: string) => (await lookup(`${base(product)}/1/10?name=natural&sort=name&order=${order}`)).data.map((r) => r.name);
    expect(await names('ASC')).toEqual(['Natural 1', 'Natural 2', 'Natural 3', 'Natural 10', 'Natural 11']);
    expect(await names('DESC')).toEqual(['Natural 11', 'Natural 10', 'Natural 3', 'Natural 2', 'Natural 1']);
  });

  it('keep the order the operator sets where the list sorts by it: languages by sort order, then name', async () => {
    await h.create(language, { name: 'Aaa order 9', code: 'ao9', sortOrder: 9 });
    await h.create(language, { name: 'Zzz order 2', code: 'ao2', sortOrder: 2 });
    await h.create(language, { name: 'Mmm order 2', code: 'ao2b', sortOrder: 2 });
    const page = await lookup(`${base(language)}/r/1/100?name=order`);
    expect(page.data.map((r) => r.name)).toEqual(['Mmm order 2', 'Zzz order 2', 'Aaa order 9']);
  });

  it('read held records by id, archived ones too, and refuse ids that are not a list of ids', async () => {
    const kept = await h.create(product, { name: 'Held one', price: 3 });
    const gone = await h.create(product, { name: 'Held gone', price: 4 });
    expect((await h.call('POST', `${base(product)}/b/archive`, { body: [gone.productId] })).status).toBe(200);
    const held = await lookup(`${base(product)}/r/1/2?ids=${gone.productId},${kept.productId}`);
    expect(held.data.map((r) => r.name).sort()).toEqual(['Held gone', 'Held one']);
    // the search list leaves the archived one out
    expect((await lookup(`${base(product)}/r/1/10?name=held`)).data.map((r) => r.name)).toEqual(['Held one']);
    for (const bad of ['x', '1,,2', '-1', '1,2,3']) {
      const res = await h.call('GET', `${base(product)}/r/1/2?ids=${encodeURIComponent(bad)}`);
      expect([bad, res.status, res.body]).toEqual([bad, 422, [{ path: 'ids', msg: messages.wrongType }]]);
    }
  });

  it("show a business's user only its records, searched or read by id", async () => {
    const mine = await h.create(business, { name: 'Lookup Mine' });
    const theirs = await h.create(business, { name: 'Lookup Theirs' });
    const myStore = await h.create(store, { name: 'Lookup store mine', businessId: mine.businessId });
    const theirStore = await h.create(store, { name: 'Lookup store theirs', businessId: theirs.businessId });
    const own = await h.create(customer, { firstname: 'Tenanted', lastname: 'Own', telephone: '+12025550191', storeId: myStore.storeId });
    const foreign = await h.create(customer, { firstname: 'Tenanted', lastname: 'Foreign', telephone: '+12025550192', storeId: theirStore.storeId });
    const user = await h.userWith([{ value: 'sale/order', type: 'create' }], { businessId: mine.businessId });
    const found = await lookup(`${base(customer)}/r/1/10?name=tenanted`, user.token);
    expect(found.data.map((r) => r.customerId)).toEqual([own.customerId]);
    const byId = await lookup(`${base(customer)}/r/1/10?ids=${own.customerId},${foreign.customerId}`, user.token);
    expect(byId.data.map((r) => r.customerId)).toEqual([own.customerId]);
    // no right on a screen using customers: no lookup at all
    const stranger = await h.userWith([{ value: 'localisation/language', type: 'access' }]);
    expect((await h.call('GET', `${base(customer)}/r/1/10?name=tenanted`, { token: stranger.token })).status).toBe(403);
  });
});
