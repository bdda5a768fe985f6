// Statistics rollups (docs/dashboard.md): every dashboard section reads pre-summed slots instead of
// scanning its source table. A fact names a source table and how each of its rows counts (a key,
// an instant, up to four measures); statement-level triggers add each write's change to the fact's
// slots in the writer's own transaction, so a committed order is in the next load and a rolled
// back one never was. Series are kept in UTC quarter-hours and hours (the quarter-hours serve zones
// whose offset is not a whole hour) and in the local days of each zone users ask for; breakdowns
// by key in UTC hours, days and months.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { runAsPlatform } from '../../db/tenant-context';

/** 'z': a zone's local day (the zone's id in k2) */
export type SlotSize = 'q' | 'h' | 'd' | 'm' | 'z';

export interface StatFact {
  name: string;
  /** the source table */
  table: string;
  /** series: one key (0) per slot, quarter-hours, hours and zone days; breakdown: a key per slot, hours, days, months */
  kind: 'series' | 'breakdown';
  /**
   * SQL selecting, from the relation `rel` (the table, or a trigger's transition table), one row per
   * thing counted: `k1` (its business, or NULL), `k2` (its key: 0 for a series), `at` (timestamptz)
   * and `m1`.. (bigint measures, money in cents), as many as `measures` names.
   */
  rows: (rel: string) => string;
  /** the measures' names, m1 first (at most four) */
  measures: readonly string[];
  /** measures held in cents and returned in dollars */
  money?: readonly string[];
  /** breakdown only: SQL selecting `key` and `label` (joined to the keys shown) */
  labels?: string;
}

const M = ['m1', 'm2', 'm3', 'm4'] as const;
const SIZES: Record<StatFact['kind'], SlotSize[]> = { series: ['q', 'h', 'z'], breakdown: ['h', 'd', 'm'] };

/** The slot of an instant, in SQL (`tz`: the zone of a 'z' slot). */
const slotSql = (at: string) => `CASE size
  WHEN 'z' THEN date_trunc('day', ${at}, tz)
  WHEN 'q' THEN to_timestamp(floor(extract(epoch FROM ${at}) / 900) * 900)
  WHEN 'h' THEN date_trunc('hour', ${at}, 'UTC')
  WHEN 'd' THEN date_trunc('day', ${at}, 'UTC')
  ELSE date_trunc('month', ${at}, 'UTC') END`;

/** Adds the rows of `source` (a SELECT of k1, k2, at, m1..m4 with signs applied) to the fact's slots. */
function applySql(fact: StatFact, source: string): string {
  const sizes = SIZES[fact.kind].filter((s) => s !== 'z').map((s) => `'${s}'`).join(', ');
  const sums = M.map((m) => `sum(${m})::bigint AS ${m}`).join(', ');
  const nonZero = M.map((m) => `sum(${m}) <> 0`).join(' OR ');
  // every size of slot, and a series' local day in each zone of stat_zone (its id as the key)
  const zoneDays = SIZES[fact.kind].includes('z') ? `UNION ALL SELECT 'z'::"char", id, name FROM stat_zone` : '';
  return `
    INSERT INTO stat_rollup AS r (fact, size, k1, k2, slot, m1, m2, m3, m4)
    SELECT '${fact.name}', size, k1, k2, slot, m1, m2, m3, m4 FROM (
      SELECT size, k1, CASE WHEN size = 'z' THEN zone ELSE k2 END AS k2, ${slotSql('at')} AS slot, ${sums}
      FROM (
        SELECT 0::bigint AS k1, k2, at, m1, m2, m3, m4 FROM (${source}) s
        UNION ALL
        SELECT k1, k2, at, m1, m2, m3, m4 FROM (${source}) s WHERE k1 IS NOT NULL
      ) keyed CROSS JOIN (SELECT size, 0::bigint AS zone, NULL::text AS tz FROM unnest(ARRAY[${sizes}]::"char"[]) AS size ${zoneDays}) AS sizes
      GROUP BY 1, 2, 3, 4 HAVING ${nonZero}
    ) d
    ORDER BY size, k1, k2, slot
    ON CONFLICT (fact, size, k1, k2, slot) DO UPDATE
      SET m1 = r.m1 + EXCLUDED.m1, m2 = r.m2 + EXCLUDED.m2, m3 = r.m3 + EXCLUDED.m3, m4 = r.m4 + EXCLUDED.m4`;
}

/** A fact's rows of `rel` with every measure column present and multiplied by `sign`. */
function signedRows(fact: StatFact, rel: string, sign: 1 | -1): string {
  const measures = M.map((m, i) => (i < fact.measures.length ? `${sign === 1 ? '' : '-'}${m}::bigint AS ${m}` : `0::bigint AS ${m}`)).join(', ');
  return `SELECT k1::bigint AS k1, k2::bigint AS k2, at, ${measures} FROM (${fact.rows(rel)}) f`;
}

function triggerFunction(fact: StatFact): string {
  const fn = `stat_${fact.name}_change`;
  const both = `${signedRows(fact, 'new_rows', 1)} UNION ALL ${signedRows(fact, 'old_rows', -1)}`;
  return `
    CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM stat_rollup WHERE fact = '${fact.name}';
      ELSIF TG_OP = 'INSERT' THEN
        ${applySql(fact, signedRows(fact, 'new_rows', 1))};
      ELSIF TG_OP = 'DELETE' THEN
        ${applySql(fact, signedRows(fact, 'old_rows', -1))};
      ELSE
        ${applySql(fact, both)};
      END IF;
      RETURN NULL;
    END $fn$`;
}

const ROLLUP_DDL = [
  `CREATE TABLE IF NOT EXISTS stat_rollup (
     fact text NOT NULL,
     size "char" NOT NULL,
     k1 bigint NOT NULL,
     k2 bigint NOT NULL,
     slot timestamptz NOT NULL,
     m1 bigint NOT NULL DEFAULT 0,
     m2 bigint NOT NULL DEFAULT 0,
     m3 bigint NOT NULL DEFAULT 0,
     m4 bigint NOT NULL DEFAULT 0,
     PRIMARY KEY (fact, size, k1, k2, slot)
   )`,
  // breakdowns read every key of a slot range
  `CREATE INDEX IF NOT EXISTS stat_rollup_slot_idx ON stat_rollup (fact, size, k1, slot) INCLUDE (k2, m1, m2, m3, m4)`,
  `CREATE TABLE IF NOT EXISTS stat_fact (name text PRIMARY KEY, hash text NOT NULL, built_at timestamptz NOT NULL DEFAULT now())`,
  // the zones whose local days series keep (registerZone)
  `CREATE TABLE IF NOT EXISTS stat_zone (id bigint PRIMARY KEY, name text NOT NULL UNIQUE, added_at timestamptz NOT NULL DEFAULT now())`,
];

const factHash = (fact: StatFact) =>
  createHash('sha256').update(JSON.stringify({ v: 1, t: fact.table, k: fact.kind, s: SIZES[fact.kind], r: fact.rows('rel'), m: fact.measures })).digest('hex').slice(0, 16);

/**
 * Makes each fact's trigger and slots match its definition: a new or changed fact gets its function
 * and triggers and is summed once from its table, under a lock that holds the table's writes back
 * meanwhile (so the slots start exact). Unchanged facts cost one read. Safe with several processes.
 */
export async function syncStatFacts(db: Db, facts: readonly StatFact[]): Promise<void> {
  for (const ddl of ROLLUP_DDL) await sql.raw(ddl).execute(db);
  const { rows } = await sql<{ name: string; hash: string }>`SELECT name, hash FROM stat_fact`.execute(db);
  const built = new Map(rows.map((r) => [r.name, r.hash]));
  // facts no longer defined: their triggers (dropped with their function) and slots go
  for (const name of built.keys()) {
    if (facts.some((f) => f.name === name)) continue;
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('stat_fact'), hashtext(${name}))`.execute(trx);
      await sql`DROP FUNCTION IF EXISTS ${sql.id(`stat_${name}_change`)}() CASCADE`.execute(trx);
      await sql`DELETE FROM stat_rollup WHERE fact = ${name}`.execute(trx);
      await sql`DELETE FROM stat_fact WHERE name = ${name}`.execute(trx);
    });
  }
  let rebuilt = false;
  for (const fact of facts) {
    const hash = factHash(fact);
    if (built.get(fact.name) === hash) continue;
    rebuilt = true;
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('stat_fact'), hashtext(${fact.name}))`.execute(trx);
      const again = await sql<{ hash: string }>`SELECT hash FROM stat_fact WHERE name = ${fact.name}`.execute(trx);
      if (again.rows[0]?.hash === hash) return; // another process built it meanwhile
      const t = sql.table(fact.table);
      await sql`LOCK TABLE ${t} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
      await sql.raw(triggerFunction(fact)).execute(trx);
      const fn = sql.raw(`stat_${fact.name}_change()`);
      const name = (suffix: string) => sql.id(`${fact.table}_stat_${fact.name}_${suffix}`);
      for (const suffix of ['ins', 'upd', 'del', 'trunc']) await sql`DROP TRIGGER IF EXISTS ${name(suffix)} ON ${t}`.execute(trx);
      await sql`CREATE TRIGGER ${name('ins')} AFTER INSERT ON ${t} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}`.execute(trx);
      await sql`CREATE TRIGGER ${name('upd')} AFTER UPDATE ON ${t} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}`.execute(trx);
      await sql`CREATE TRIGGER ${name('del')} AFTER DELETE ON ${t} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}`.execute(trx);
      await sql`CREATE TRIGGER ${name('trunc')} AFTER TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}`.execute(trx);
      await sql`DELETE FROM stat_rollup WHERE fact = ${fact.name}`.execute(trx);
      await sql.raw(applySql(fact, signedRows(fact, fact.table, 1))).execute(trx);
      await sql`INSERT INTO stat_fact (name, hash) VALUES (${fact.name}, ${hash})
                ON CONFLICT (name) DO UPDATE SET hash = EXCLUDED.hash, built_at = now()`.execute(trx);
    });
  }
  // rebuilt slots are read by index alone only once vacuumed: done now rather than by autovacuum later
  if (rebuilt) await sql`VACUUM (ANALYZE) stat_rollup`.execute(db);
}

// ---- reading

export interface Range {
  /** ISO instants, [from, to) */
  from: string;
  to: string;
}

const UNIT_MS = { h: 3_600_000 } as const;
const ceilHour = (t: number) => Math.ceil(t / UNIT_MS.h) * UNIT_MS.h;
const floorHour = (t: number) => Math.floor(t / UNIT_MS.h) * UNIT_MS.h;
const dayStart = (t: number) => { const d = new Date(t); return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()); };
const ceilDay = (t: number) => (dayStart(t) === t ? t : dayStart(t) + 86_400_000);
const monthStart = (t: number) => { const d = new Date(t); return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1); };
const ceilMonth = (t: number) => { const m = monthStart(t); if (m === t) return t; const d = new Date(m); return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1); };

export interface Piece {
  /** 'raw': read the source table itself (less than an hour at either end) */
  size: 'raw' | 'h' | 'd' | 'm';
  from: number;
  to: number;
}

/**
 * [from, to) as the fewest slots: raw minutes at either end up to the first whole hour, then
 * hours up to the first whole day, days up to the first whole month, and months in between.
 */
export function decompose(from: number, to: number): Piece[] {
  const left: Piece[] = [];
  const right: Piece[] = [];
  const levels: [Piece['size'], (t: number) => number, (t: number) => number][] = [
    ['raw', ceilHour, floorHour],
    ['h', ceilDay, dayStart],
    ['d', ceilMonth, monthStart],
  ];
  let a = from;
  let b = to;
  for (const [fine, up, down] of levels) {
    const ca = up(a);
    const fb = down(b);
    if (ca >= fb) {
      if (a < b) left.push({ size: fine, from: a, to: b });
      return [...left, ...right.reverse()];
    }
    if (a < ca) left.push({ size: fine, from: a, to: ca });
    if (fb < b) right.push({ size: fine, from: fb, to: b });
    a = ca;
    b = fb;
  }
  if (a < b) left.push({ size: 'm', from: a, to: b });
  return [...left, ...right.reverse()];
}

const iso = (t: number) => new Date(t).toISOString();

function toNumbers(fact: StatFact, row: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of fact.measures) {
    const v = Number(row[name] ?? 0);
    out[name] = fact.money?.includes(name) ? Math.round(v) / 100 : v;
  }
  return out;
}

export interface SeriesQuery {
  from: string;
  to: string;
  grain: 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
  tz: string;
  businessId?: number;
}

// ---- zones

/** Local days are kept for at most this many zones: each adds a row per series and business to every write. */
export const MAX_STAT_ZONES = 24;

const zoneIds = new Map<string, number>();
let zonesReadAt = 0;
const registering = new Map<string, Promise<void>>();

/**
 * The id of a zone whose local days the series keep, or undefined while they do not (yet). The
 * first ask for a zone starts its registration in the background; the ask itself is answered from
 * the hour slots meanwhile. Zones registered by another process are seen within five seconds.
 */
export async function statZone(db: Db, tz: string, log: { error: (o: unknown, msg?: string) => void } = console): Promise<number | undefined> {
  const known = zoneIds.get(tz);
  if (known !== undefined) return known;
  if (Date.now() - zonesReadAt > 5000) {
    zonesReadAt = Date.now();
    // a cache every user shares, filled for every business: read and written as the product itself
    const { rows } = await runAsPlatform(() => sql<{ id: string; name: string }>`SELECT id, name FROM stat_zone`.execute(db));
    for (const r of rows) zoneIds.set(r.name, Number(r.id));
    if (zoneIds.has(tz)) return zoneIds.get(tz);
  }
  if (!registering.has(tz) && zoneIds.size < MAX_STAT_ZONES) {
    const done = runAsPlatform(() => registerZone(db, tz))
      .then((id) => void (id !== undefined && zoneIds.set(tz, id)))
      .catch((e) => log.error(e, `statistics: keeping the local days of ${tz}`))
      .finally(() => registering.delete(tz));
    registering.set(tz, done);
  }
  return undefined;
}

/** Waits for the registrations under way (tests). */
export const statZonesSettled = async (): Promise<void> => void (await Promise.all(registering.values()));

/**
 * Starts keeping a zone's local days: adds it to stat_zone and sums its days from the quarter-hour
 * slots, while the slots' writers wait (a few seconds on a million orders), so no write is counted
 * twice or missed. Gives up after 5 s waiting for writers; a later ask tries again.
 */
async function registerZone(db: Db, tz: string): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('stat_zone'))`.execute(trx);
    const { rows } = await sql<{ id: string | null; n: string; present: string | null }>`
      SELECT max(id) AS id, count(*) AS n, max(id) FILTER (WHERE name = ${tz}) AS present FROM stat_zone`.execute(trx);
    if (rows[0].present !== null) return Number(rows[0].present);
    if (Number(rows[0].n) >= MAX_STAT_ZONES) return undefined;
    const id = Number(rows[0].id ?? 0) + 1;
    await sql`SET LOCAL lock_timeout = '5s'`.execute(trx);
    await sql`LOCK TABLE stat_rollup IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    await sql`INSERT INTO stat_zone (id, name) VALUES (${id}, ${tz})`.execute(trx);
    await sql`
      INSERT INTO stat_rollup (fact, size, k1, k2, slot, m1, m2, m3, m4)
      SELECT fact, 'z', k1, ${id}, date_trunc('day', slot, ${tz}) AS day, sum(m1), sum(m2), sum(m3), sum(m4)
      FROM stat_rollup WHERE size = 'q' GROUP BY fact, k1, day`.execute(trx);
    return id;
  });
}

// ---- series

const HOUR = 3_600_000;

/** Bucket boundaries depend on nothing but the query: the last ones asked are kept (a page asks the same range for every section). */
const boundsCache = new Map<string, number[]>();
const BOUNDS_CACHE_SIZE = 200;

/** The zone's bucket boundaries from the bucket holding `from` to the end of the one holding `to`, in ms. */
async function bucketBounds(db: Db, q: SeriesQuery): Promise<number[]> {
  const key = `${q.grain} ${q.tz} ${q.from} ${q.to}`;
  const kept = boundsCache.get(key);
  if (kept) return kept;
  const step = sql.raw(`'1 ${q.grain}'::interval`);
  const { rows } = await sql<{ bounds: number[] | null }>`
    SELECT array_append(array_agg(extract(epoch FROM at) * 1000 ORDER BY at), extract(epoch FROM max(date_add(at, ${step}, ${q.tz}))) * 1000)::float8[] AS bounds
    FROM generate_series(date_trunc(${q.grain}, ${q.from}::timestamptz, ${q.tz}),
                         ${q.to}::timestamptz - interval '1 microsecond', ${step}, ${q.tz}) AS at`.execute(db);
  const bounds = (rows[0]?.bounds ?? []).map(Number);
  if (boundsCache.size >= BOUNDS_CACHE_SIZE) boundsCache.delete(boundsCache.keys().next().value!);
  boundsCache.set(key, bounds);
  return bounds;
}

/**
 * A series fact per bucket of the user's zone, every bucket present (zero when empty). Buckets are
 * whole: the first starts at the zone's start of the grain holding `from`, the last holds `to`.
 * Minutes come from the source table itself (a minute grain spans at most a day or so), hours from
 * the hour slots (quarter-hours when a boundary is off the hour). Days, weeks, months and years
 * are sums of the zone's local days (two years by day: 730 slots) once the zone is kept, and of
 * hours or quarter-hours until then. Each is one index range read, each slot given its bucket by a
 * binary search of the bucket starts.
 */
export async function readSeries(db: Db, fact: StatFact, q: SeriesQuery): Promise<{ from: string; to: string; series: Record<string, number | string>[]; totals: Record<string, number> }> {
  const k1 = q.businessId ?? 0;
  const bounds = await bucketBounds(db, q);
  const n = Math.max(bounds.length - 1, 0);
  const cols = fact.measures.map((_, i) => M[i]);
  const values = cols.map(() => new Array<number>(n).fill(0));
  if (n) {
    const zone = q.grain === 'minute' || q.grain === 'hour' ? undefined : await statZone(db, q.tz);
    const [size, k2] = zone !== undefined ? (['z', zone] as const) : ([bounds.some((t) => t % HOUR !== 0) ? 'q' : 'h', 0] as const);
    const sums = sql.raw(cols.map((m) => `sum(${m})::bigint AS ${m}`).join(', '));
    const starts = sql`(SELECT ${bounds.slice(0, n).map((t) => new Date(t).toISOString())}::timestamptz[])::timestamptz[]`;
    const [lo, hi] = [new Date(bounds[0]).toISOString(), new Date(bounds[n]).toISOString()];
    const { rows } = await (q.grain === 'minute'
      ? sql<Record<string, string>>`SELECT width_bucket(at, ${starts}) AS i, ${sums} FROM (${sql.raw(signedRows(fact, fact.table, 1))}) raw
          WHERE at >= ${lo}::timestamptz AND at < ${hi}::timestamptz ${q.businessId ? sql`AND k1 = ${k1}` : sql``} GROUP BY 1`
      : sql<Record<string, string>>`SELECT width_bucket(slot, ${starts}) AS i, ${sums} FROM stat_rollup
          WHERE fact = ${fact.name} AND size = ${size} AND k1 = ${k1} AND k2 = ${k2} AND slot >= ${lo}::timestamptz AND slot < ${hi}::timestamptz
          GROUP BY 1`
    ).execute(db);
    for (const r of rows) cols.forEach((m, k) => (values[k][Number(r.i) - 1] += Number(r[m])));
  }
  const row = (i: number) => Object.fromEntries(fact.measures.map((name, k) => [name, values[k][i]]));
  const series = Array.from({ length: n }, (_, i) => ({ at: new Date(bounds[i]).toISOString(), ...toNumbers(fact, row(i)) }));
  const totals = toNumbers(fact, Object.fromEntries(fact.measures.map((name, k) => [name, values[k].reduce((x, y) => x + y, 0)])));
  return { from: n ? new Date(bounds[0]).toISOString() : q.from, to: n ? new Date(bounds[n]).toISOString() : q.to, series, totals };
}

/** [from, to) widened to whole buckets of the grain in the zone (what a series covers). */
export async function wholeBuckets(db: Db, q: SeriesQuery): Promise<Range> {
  const step = sql.raw(`'1 ${q.grain}'::interval`);
  const { rows } = await sql<{ from: string; to: string }>`
    SELECT to_json(date_trunc(${q.grain}, ${q.from}::timestamptz, ${q.tz})) #>> '{}' AS "from",
           to_json(date_add(date_trunc(${q.grain}, greatest(${q.to}::timestamptz - interval '1 microsecond', ${q.from}::timestamptz), ${q.tz}), ${step}, ${q.tz})) #>> '{}' AS "to"`.execute(db);
  return { from: new Date(rows[0].from).toISOString(), to: new Date(rows[0].to).toISOString() };
}

/** A breakdown fact's totals per key over [from, to), largest `orderBy` first, at most `limit` keys, with their labels. */
export async function readBreakdown(
  db: Db,
  fact: StatFact,
  range: Range & { businessId?: number },
  orderBy: string,
  limit: number,
): Promise<Record<string, number | string>[]> {
  const k1 = range.businessId ?? 0;
  const cols = sql.raw(M.slice(0, fact.measures.length).join(', '));
  const pieces = decompose(Date.parse(range.from), Date.parse(range.to)).map((p) =>
    p.size === 'raw'
      ? sql`SELECT k2, ${cols} FROM (${sql.raw(signedRows(fact, fact.table, 1))}) raw
            WHERE at >= ${iso(p.from)}::timestamptz AND at < ${iso(p.to)}::timestamptz ${range.businessId ? sql`AND k1 = ${k1}` : sql``}`
      : sql`SELECT k2, ${cols} FROM stat_rollup
            WHERE fact = ${fact.name} AND size = ${p.size} AND k1 = ${k1}
              AND slot >= ${iso(p.from)}::timestamptz AND slot < ${iso(p.to)}::timestamptz`,
  );
  if (!pieces.length) return [];
  const order = fact.measures.indexOf(orderBy);
  const sums = sql.raw(fact.measures.map((name, i) => `sum(${M[i]})::bigint AS "${name}"`).join(', '));
  const labels = fact.labels ? sql.raw(fact.labels) : sql`SELECT NULL::bigint AS key, NULL::text AS label WHERE false`;
  const { rows } = await sql<Record<string, unknown>>`
    WITH t AS (
      SELECT k2 AS key, ${sums} FROM (${sql.join(pieces, sql` UNION ALL `)}) p
      GROUP BY k2 HAVING ${sql.raw(fact.measures.map((_, i) => `sum(${M[i]}) <> 0`).join(' OR '))}
      ORDER BY ${sql.raw(`sum(${M[Math.max(order, 0)]})`)} DESC, k2 LIMIT ${limit}
    )
    SELECT t.*, l.label FROM t LEFT JOIN (${labels}) l ON l.key = t.key
    ORDER BY ${sql.ref(`t.${orderBy}`)} DESC, t.key`.execute(db);
  return rows.map((r) => ({ key: Number(r.key), label: r.label == null ? `#${r.key}` : String(r.label), ...toNumbers(fact, r) }));
}
