// The dashboard sections' calls against hand-computed figures on a small fixed data set placed in
// 2001 (the seed's demo data is recent): buckets of the user's zone across a daylight-saving change
// and in a zone half an hour off UTC, an empty period, minutes from the source table, money in
// dollars, the business filter, breakdowns with labels, a write showing in the next load, and each
// section's permission.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_SECTIONS, sectionById, statsQueryString, type Grain, type SectionId, type StatsResponse } from '../../../contract/dashboard/dashboard';
import { orderPath, ORDER_PATHS } from '../../../contract/orders/order-paths';
import { STAT_FACTS } from '../../../server/features/dashboard/facts';
import { statZonesSettled, syncStatFacts, type StatFact } from '../../../server/features/dashboard/rollup';
import { useHarness } from '../harness';

const h = useHarness();

const stats = (id: SectionId, q: { dateFrom: string; dateTo: string; grain: Grain; tz?: string; businessId?: number }, token?: string) =>
  h.call<StatsResponse>('GET', `${sectionById(id).path}?${statsQueryString({ tz: 'UTC', ...q })}`, { token });

let businessA: number;
let businessB: number;
let products: { id: number; name: string }[];
let storeId: number;
let stores: { id: number; name: string }[];

async function order(at: string, o: { status?: string; total?: number; businessId?: number; storeId?: number; lines?: [number, number, number][]; staff?: number[] } = {}) {
  const lines = (o.lines ?? []).map(([productId, quantity, price]) => ({ price, quantity, product: { productId } }));
  await sql`INSERT INTO orders (status, totalprice, total, business_id, store_id, date_added, products, staff_user_ids)
            VALUES (${o.status ?? 'new'}, ${o.total ?? 0}, ${o.total ?? 0}, ${o.businessId ?? null}, ${o.storeId ?? null}, ${at}::timestamptz,
                    ${JSON.stringify(lines)}::jsonb, ${o.staff ?? []}::bigint[])`.execute(h.db);
}

beforeAll(async () => {
  const { rows: b } = await sql<{ id: number }>`SELECT id FROM business ORDER BY id LIMIT 2`.execute(h.db);
  [businessA, businessB] = b.map((r) => Number(r.id));
  stores = (await sql<{ id: number; name: string }>`SELECT id, name FROM store ORDER BY id LIMIT 2`.execute(h.db)).rows.map((r) => ({ id: Number(r.id), name: r.name }));
  storeId = stores[0].id;
  products = (await sql<{ id: number; name: string }>`SELECT id, name FROM product WHERE name IS NOT NULL ORDER BY id LIMIT 2`.execute(h.db)).rows.map((r) => ({ id: Number(r.id), name: r.name }));
  // New York leaves daylight saving on 2001-10-28 at 06:00 UTC: that local day has 25 hours
  await order('2001-10-28T04:30:00Z', { status: 'done', total: 10.1, businessId: businessA, storeId: stores[0].id, lines: [[products[0].id, 2, 10.1]], staff: [h.admin.userId] }); // Oct 28 00:30 EDT
  await order('2001-10-29T04:30:00Z', { status: 'cancel', total: 20.25, businessId: businessB, storeId: stores[1].id, lines: [[products[1].id, 5, 20.25]], staff: [h.admin.userId] }); // Oct 28 23:30 EST
  await order('2001-10-29T05:30:00Z', { total: 5, businessId: businessA, storeId: stores[1].id, lines: [[products[1].id, 1, 5]] }); // Oct 29 00:30 EST
  // Kolkata is UTC+5:30: 23:50 on Nov 5 and 00:10 on Nov 6, both in the UTC hour 18:00
  await order('2001-11-05T18:20:00Z', { total: 1 });
  await order('2001-11-05T18:40:00Z', { total: 2 });
});

describe('orders section', () => {
  it("buckets by the user's day across a daylight-saving change", async () => {
    const res = await stats('orders', { dateFrom: '2001-10-27T04:00:00Z', dateTo: '2001-10-30T05:00:00Z', grain: 'day', tz: 'America/New_York' });
    expect(res.status).toBe(200);
    expect(res.body.series).toEqual([
      { at: '2001-10-27T04:00:00.000Z', count: 0, done: 0, cancel: 0, total: 0 },
      { at: '2001-10-28T04:00:00.000Z', count: 2, done: 1, cancel: 1, total: 30.35 },
      { at: '2001-10-29T05:00:00.000Z', count: 1, done: 0, cancel: 0, total: 5 },
    ]);
    expect(res.body.totals).toEqual({ count: 3, done: 1, cancel: 1, total: 35.35 });
    // a week holding that 25-hour day adds its whole days and the day of the change alike
    const week = await stats('orders', { dateFrom: '2001-10-22T04:00:00Z', dateTo: '2001-10-30T05:00:00Z', grain: 'week', tz: 'America/New_York' });
    expect(week.body.series).toEqual([
      { at: '2001-10-22T04:00:00.000Z', count: 2, done: 1, cancel: 1, total: 30.35 },
      { at: '2001-10-29T05:00:00.000Z', count: 1, done: 0, cancel: 0, total: 5 },
    ]);
    // the same orders by UTC day fall 1 and 2
    const utc = await stats('orders', { dateFrom: '2001-10-28T00:00:00Z', dateTo: '2001-10-30T00:00:00Z', grain: 'day' });
    expect(utc.body.series.map((b) => b.count)).toEqual([1, 2]);
  });

  it('buckets a zone half an hour off UTC from quarter-hours', async () => {
    const res = await stats('orders', { dateFrom: '2001-11-04T18:30:00Z', dateTo: '2001-11-06T18:30:00Z', grain: 'day', tz: 'Asia/Kolkata' });
    expect(res.body.series).toEqual([
      { at: '2001-11-04T18:30:00.000Z', count: 1, done: 0, cancel: 0, total: 1 },
      { at: '2001-11-05T18:30:00.000Z', count: 1, done: 0, cancel: 0, total: 2 },
    ]);
  });

  it("matches a count of the orders themselves in every zone's days, weeks and months, before and after the zone's days are kept", async () => {
    // 2004 holds only these orders: 300 instants spread over the year by a fixed sequence
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const insert = (at: string[]) =>
      sql`INSERT INTO orders (status, totalprice, total, date_added, products)
          SELECT 'new', n % 7 + 1, n % 7 + 1, at, '[]'::jsonb FROM unnest(${at}::timestamptz[]) WITH ORDINALITY AS t(at, n)`.execute(h.db);
    await insert(Array.from({ length: 300 }, () => new Date(Date.UTC(2004, 0, 1) + Math.floor(next() * 366 * 96) * 900_000).toISOString()));
    const zones = ['America/New_York', 'Asia/Kolkata', 'Pacific/Auckland', 'Pacific/Chatham', 'America/St_Johns', 'Asia/Kathmandu', 'UTC'];
    const matches = async (tz: string, grain: 'day' | 'week' | 'month') => {
      const res = await stats('orders', { dateFrom: '2004-01-01T00:00:00Z', dateTo: '2005-01-01T00:00:00Z', grain, tz });
      const { rows } = await sql<{ at: Date; count: number; total: number }>`
        SELECT date_trunc(${grain}, date_added, ${tz}) AS at, count(*)::int AS count, sum(totalprice)::float8 AS total FROM orders
        WHERE NOT deleted AND date_added >= ${res.body.dateFrom}::timestamptz AND date_added < ${res.body.dateTo}::timestamptz GROUP BY 1`.execute(h.db);
      const counted = new Map(rows.map((r) => [new Date(r.at).toISOString(), r]));
      const shown = res.body.series.filter((b) => b.count !== 0).map((b) => [b.at, b.count, b.total]);
      expect([tz, grain, shown]).toEqual([tz, grain, [...counted.keys()].sort().map((at) => [at, counted.get(at)!.count, counted.get(at)!.total])]);
    };
    const kept = async () => (await sql<{ name: string }>`SELECT name FROM stat_zone`.execute(h.db)).rows.map((r) => r.name);
    // the first ask is answered from hours (quarter-hours off the hour) and starts keeping the zone's days
    for (const tz of zones) await matches(tz, 'day');
    await statZonesSettled();
    expect(await kept()).toEqual(expect.arrayContaining(zones));
    for (const tz of zones) for (const grain of ['day', 'week', 'month'] as const) await matches(tz, grain);
    // orders written since (one at a local midnight of Chatham, UTC+13:45 in January) are in the kept days
    await insert(['2004-01-10T10:15:00Z', '2004-01-10T10:14:59Z', '2004-07-04T04:00:00Z', '2004-12-31T23:59:59Z']);
    for (const tz of zones) await matches(tz, 'day');
  });

  it('returns zeros for an empty period, and whole buckets around a partial range', async () => {
    const res = await stats('orders', { dateFrom: '2002-03-10T10:15:00Z', dateTo: '2002-03-12T08:00:00Z', grain: 'day' });
    expect(res.body.series.map((b) => b.at)).toEqual(['2002-03-10T00:00:00.000Z', '2002-03-11T00:00:00.000Z', '2002-03-12T00:00:00.000Z']);
    expect(res.body.totals).toEqual({ count: 0, done: 0, cancel: 0, total: 0 });
    expect(res.body.dateFrom).toBe('2002-03-10T00:00:00.000Z');
    expect(res.body.dateTo).toBe('2002-03-13T00:00:00.000Z');
  });

  it('counts minutes from the orders themselves', async () => {
    const res = await stats('orders', { dateFrom: '2001-10-28T04:00:00Z', dateTo: '2001-10-28T05:00:00Z', grain: 'minute' });
    expect(res.body.series).toHaveLength(60);
    expect(res.body.series.filter((b) => b.count)).toEqual([{ at: '2001-10-28T04:30:00.000Z', count: 1, done: 1, cancel: 0, total: 10.1 }]);
  });

  it('narrows to one business', async () => {
    const res = await stats('orders', { dateFrom: '2001-10-01T00:00:00Z', dateTo: '2001-11-01T00:00:00Z', grain: 'month', businessId: businessA });
    expect(res.body.totals).toEqual({ count: 2, done: 1, cancel: 0, total: 15.1 });
  });

  it('shows a new order, an archive and a status change in the next load', async () => {
    const day = { dateFrom: '2003-05-01T00:00:00Z', dateTo: '2003-05-02T00:00:00Z', grain: 'day' as const };
    await order('2003-05-01T12:00:00Z', { total: 7 });
    expect((await stats('orders', day)).body.totals).toEqual({ count: 1, done: 0, cancel: 0, total: 7 });
    await sql`UPDATE orders SET status = 'done' WHERE date_added = '2003-05-01T12:00:00Z'`.execute(h.db);
    expect((await stats('orders', day)).body.totals.done).toBe(1);
    await sql`UPDATE orders SET deleted = true WHERE date_added = '2003-05-01T12:00:00Z'`.execute(h.db);
    expect((await stats('orders', day)).body.totals).toEqual({ count: 0, done: 0, cancel: 0, total: 0 });
  });

  it('counts an order created through the API in the current bucket', async () => {
    const now = new Date();
    const range = { dateFrom: new Date(now.getTime() - 3_600_000).toISOString(), dateTo: new Date(now.getTime() + 3_600_000).toISOString(), grain: 'hour' as const };
    const before = (await stats('orders', range)).body.totals.count;
    const created = await h.call('POST', orderPath(ORDER_PATHS.sales), { body: { storeId, address: { address: '1 Test St' }, telephone: '(555) 444-1234', products: [{ productId: products[0].id, quantity: 1 }] } });
    expect(created.status).toBe(201);
    expect((await stats('orders', range)).body.totals.count).toBe(before + 1);
  });

  it('refuses a wrong grain, zone, range or too many buckets with 422', async () => {
    const bad = async (q: Record<string, string>) => {
      const res = await h.call('GET', `${sectionById('orders').path}?${new URLSearchParams(q)}`);
      expect(res.status).toBe(422);
      return res.body.map((i: { path: string }) => i.path);
    };
    expect(await bad({ grain: 'decade' })).toEqual(['grain']);
    expect(await bad({ tz: 'Mars/Olympus' })).toEqual(['tz']);
    expect(await bad({ dateFrom: '2001-02-01', dateTo: '2001-01-01' })).toEqual(['dateTo']);
    expect(await bad({ dateFrom: '2001-01-01', dateTo: '2003-01-01', grain: 'hour' })).toEqual(['grain']);
    expect(await bad({ grain: 'year' }).catch(() => ['ok'])).not.toEqual(['grain']); // orders offer years
  });
});

describe('product and staff sales', () => {
  it('sums units and revenue, cancelled orders left out, per store with their names', async () => {
    const res = await stats('productSales', { dateFrom: '2001-10-01T00:00:00Z', dateTo: '2001-11-01T00:00:00Z', grain: 'month' });
    expect(res.body.totals).toEqual({ units: 3, revenue: 15.1 });
    expect(res.body.breakdown).toEqual([
      { key: stores[0].id, label: stores[0].name, units: 2, revenue: 10.1 },
      { key: stores[1].id, label: stores[1].name, units: 1, revenue: 5 },
    ]);
  });

  it('breaks a range into minutes, hours, days and months and still adds up', async () => {
    // from 04:10 on Oct 28 to 05:40 on Oct 29 by minute: the breakdown reads minutes at both ends from the orders themselves
    const minutes = await stats('productSales', { dateFrom: '2001-10-28T04:10:00Z', dateTo: '2001-10-29T05:40:00Z', grain: 'minute' });
    expect(minutes.body.series).toHaveLength(25 * 60 + 30);
    expect(minutes.body.breakdown!.map((r) => [r.key, r.units])).toEqual([[stores[0].id, 2], [stores[1].id, 1]]); // the cancelled order left out
    expect((await stats('productSales', { dateFrom: '2001-10-28T00:00:00Z', dateTo: '2001-10-30T00:00:00Z', grain: 'minute' })).status).toBe(422); // 2,880 minutes
    const hours = await stats('productSales', { dateFrom: '2001-10-28T04:00:00Z', dateTo: '2001-10-29T06:00:00Z', grain: 'hour' });
    expect(hours.body.totals).toEqual({ units: 3, revenue: 15.1 });
    expect(hours.body.breakdown!.map((r) => r.units)).toEqual([2, 1]);
  });

  it("counts each member of staff's orders and cancellations", async () => {
    const res = await stats('staffSales', { dateFrom: '2001-10-01T00:00:00Z', dateTo: '2001-11-01T00:00:00Z', grain: 'month' });
    expect(res.status).toBe(200);
    expect(res.body.breakdown).toEqual([{ key: h.admin.userId, label: h.admin.username, orders: 2, cancelled: 1, total: 30.35 }]);
    expect(res.body.totals).toEqual({ orders: 2, cancelled: 1, total: 30.35 });
  });
});

describe('permissions', () => {
  it('answers each section only to a holder of its permission', async () => {
    const viewer = await h.userWith([{ value: 'customer/statistics', type: 'access' }]);
    const q = { dateFrom: '2001-10-01T00:00:00Z', dateTo: '2001-11-01T00:00:00Z', grain: 'month' as const };
    for (const section of DASHBOARD_SECTIONS) {
      const res = await stats(section.id, q, viewer.token);
      expect([section.id, res.status]).toEqual([section.id, section.permission === 'customer/statistics' ? 200 : 403]);
    }
  });

  it('answers every section to the administrator with zeros where nothing happened', async () => {
    for (const section of DASHBOARD_SECTIONS) {
      const res = await stats(section.id, { dateFrom: '2002-06-01T00:00:00Z', dateTo: '2002-07-01T00:00:00Z', grain: 'week' });
      expect([section.id, res.status, res.status === 200 ? '' : JSON.stringify(res.body)]).toEqual([section.id, 200, '']);
      expect(Object.values(res.body.totals).every((v) => v === 0)).toBe(true);
      if (section.breakdown) expect(res.body.breakdown).toEqual([]);
    }
  });
});

describe('facts', () => {
  it('builds a new fact from its table and removes one no longer defined, triggers and slots', async () => {
    const extra: StatFact = {
      name: 'test_languages',
      table: 'language',
      kind: 'series',
      measures: ['n'],
      rows: (rel) => `SELECT NULL::bigint AS k1, 0 AS k2, date_added AS at, 1 AS m1 FROM ${rel}`,
    };
    const slots = async () => Number((await sql<{ n: string }>`SELECT coalesce(sum(m1), 0) AS n FROM stat_rollup WHERE fact = 'test_languages' AND size = 'h'`.execute(h.db)).rows[0].n);
    await syncStatFacts(h.db, [...STAT_FACTS, extra]);
    const languages = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM language`.execute(h.db)).rows[0].n);
    expect(await slots()).toBe(languages);
    await syncStatFacts(h.db, STAT_FACTS);
    expect(await slots()).toBe(0);
    // its trigger went with it: a new language counts nowhere
    await sql`INSERT INTO language (name, code, locale) VALUES ('Test', 'tt', 'tt-TT')`.execute(h.db);
    expect(await slots()).toBe(0);
    const { rows } = await sql`SELECT 1 FROM pg_proc WHERE proname = 'stat_test_languages_change'`.execute(h.db);
    expect(rows).toEqual([]);
  });
});
