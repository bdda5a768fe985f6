// Large entities (customers): the default view's total comes from row counters kept in the
// transaction of every write, its page from the sort index; filtered views count exactly.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { EntityRepository } from '../../../server/engine/entity.repository';
import { base, useHarness } from '../harness';

const h = useHarness();
const customer = entities.customer;
const url = base(customer);

/** Totals of the default view, archived and not, as the list answers them. */
async function listed(): Promise<{ active: number; archived: number }> {
  const [a, b] = await Promise.all([h.call('GET', `${url}/1/5`), h.call('GET', `${url}/1/5?deleted=true`)]);
  expect(a.status).toBe(200);
  expect(b.status).toBe(200);
  return { active: a.body.count, archived: b.body.count };
}

/** The same totals counted in the table. */
async function counted(): Promise<{ active: number; archived: number }> {
  const { rows } = await sql<{ active: number; archived: number }>`
    SELECT count(*) FILTER (WHERE NOT deleted)::int AS active, count(*) FILTER (WHERE deleted)::int AS archived FROM customer`.execute(h.db);
  return rows[0];
}

describe('large entity totals', () => {
  it('stay exact across create, archive, recover and destroy', async () => {
    const start = await listed();
    expect(start).toEqual(await counted());

    const made = await Promise.all([1, 2, 3].map(() => h.create(customer)));
    const ids = made.map((c) => c.customerId as number);
    expect(await listed()).toEqual({ active: start.active + 3, archived: start.archived });

    expect((await h.call('POST', `${url}/b/archive`, { body: ids })).status).toBe(200);
    expect(await listed()).toEqual({ active: start.active, archived: start.archived + 3 });
    // archiving again changes nothing
    expect((await h.call('POST', `${url}/b/archive`, { body: ids })).status).toBe(200);
    expect(await listed()).toEqual({ active: start.active, archived: start.archived + 3 });

    expect((await h.call('POST', `${url}/b/recover`, { body: [ids[0]] })).status).toBe(200);
    expect(await listed()).toEqual({ active: start.active + 1, archived: start.archived + 2 });

    expect((await h.call('POST', `${url}/b/d`, { body: ids.slice(1) })).status).toBe(200);
    expect(await listed()).toEqual({ active: start.active + 1, archived: start.archived });

    // an update that leaves `deleted` alone, and a refused destroy (not archived), change nothing
    expect((await h.call('PUT', `${url}/${ids[0]}`, { body: { lastname: 'Renamed' } })).status).toBe(200);
    expect((await h.call('DELETE', `${url}/${ids[0]}`)).status).toBe(409);
    expect(await listed()).toEqual({ active: start.active + 1, archived: start.archived });
    expect(await listed()).toEqual(await counted());
  });

  it('stay exact under concurrent creates and archives on several connections', async () => {
    const start = await listed();
    const made = await Promise.all(Array.from({ length: 24 }, () => h.create(customer)));
    const ids = made.map((c) => c.customerId as number);
    // archive half of them in concurrent calls, some ids twice, while more creates run
    const calls = await Promise.all([
      ...ids.slice(0, 12).map((id, i) => h.call('POST', `${url}/b/archive`, { body: i % 3 ? [id] : [id, ids[(i + 1) % 12]] })),
      ...Array.from({ length: 6 }, () => h.call('POST', url, { body: { firstname: 'Con', lastname: 'Current', telephone: '5550001' } })),
    ]);
    expect(calls.map((c) => c.status).filter((s) => s >= 300)).toEqual([]);
    expect(await listed()).toEqual({ active: start.active + 24 - 12 + 6, archived: start.archived + 12 });
    expect(await listed()).toEqual(await counted());
  });

  it('count rows written outside the engine too (bulk SQL in the same transaction)', async () => {
    const start = await listed();
    await h.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO customer (firstname, lastname, telephone, deleted)
                SELECT 'Bulk', 'Row' || g, '555' || g, g % 4 = 0 FROM generate_series(1, 40) g`.execute(trx);
    });
    expect(await listed()).toEqual({ active: start.active + 30, archived: start.archived + 10 });
    // a rolled-back write leaves the totals as they were
    await h.db
      .transaction()
      .execute(async (trx) => {
        await sql`UPDATE customer SET deleted = true WHERE NOT deleted`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await listed()).toEqual(await counted());
  });
});

describe('large entity list', () => {
  it('counts filtered views exactly, archived or not', async () => {
    await Promise.all([
      h.create(customer, { telephone: '4441234567', lastname: 'Filterson' }),
      h.create(customer, { telephone: '4441234999', lastname: 'Filterson' }),
      h.create(customer, { telephone: '9994441234', lastname: 'Other' }),
    ]);
    const archived = await h.create(customer, { telephone: '4441234000', lastname: 'Gone' });
    await h.call('POST', `${url}/b/archive`, { body: [archived.customerId] });

    const search = await h.call('GET', `${url}/1/2?telephone=4441234`);
    expect(search.status).toBe(200);
    expect(search.body.count).toBe(3);
    expect(search.body.data.map((r: { lastname: string }) => r.lastname)).toEqual(['Filterson', 'Filterson']);
    expect((await h.call('GET', `${url}/2/2?telephone=4441234`)).body).toMatchObject({ count: 3, data: [{ lastname: 'Other' }] });
    expect((await h.call('GET', `${url}/1/20?telephone=4441234&deleted=true`)).body).toMatchObject({ count: 1, data: [{ lastname: 'Gone' }] });

    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM customer WHERE NOT deleted AND status`.execute(h.db);
    expect((await h.call('GET', `${url}/1/1?status=true`)).body.count).toBe(rows[0].n);
  });

  it('pages in the declared order (last name, then id) and keeps the total past the last page', async () => {
    const { body } = await h.call('GET', `${url}/1/50`);
    const keys = body.data.map((r: { lastname: string; customerId: number }) => [r.lastname, r.customerId]);
    const { rows } = await sql<{ lastname: string; id: number }>`
      SELECT lastname, id FROM customer WHERE NOT deleted ORDER BY lastname, id LIMIT 50`.execute(h.db);
    expect(keys).toEqual(rows.map((r) => [r.lastname, r.id]));
    const past = await h.call('GET', `${url}/100000/50`);
    expect(past).toEqual({ status: 200, body: { data: [], count: body.count } });
  });

  it('answers the default view from the sort index and the counters, never counting the table', async () => {
    const repo = new EntityRepository(h.db, customer);
    await sql`ANALYZE customer`.execute(h.db);
    // the plan on a few rows, with sequential scans discouraged as they would be on a million
    const plan = (filters: Record<string, unknown>) =>
      h.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const query = repo.listQuery({ page: 1, count: 20, deleted: false, filters }).compile(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `EXPLAIN ${query.sql}` });
        return rows.map((r) => r['QUERY PLAN']);
      });
    const defaultView = await plan({});
    // the table is read once: the page through the sort index; the total from the counters
    expect(defaultView.filter((line) => / on customer t\b/.test(line))).toEqual([expect.stringMatching(/Index Scan using customer_list_sort_idx on customer t/)]);
    expect(defaultView.join('\n')).toMatch(/on entity_counts/);
  });
});
