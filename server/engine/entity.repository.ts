import { sql, type CompiledQuery, type RawBuilder, type Transaction } from 'kysely';
import type { EntityDeclaration } from '../../contract/entity';
import { entityByName, entityList } from '../../contract/entities';
import type { FieldDef } from '../../contract/fields';
import { messages } from '../../contract/messages';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import { columnName } from '../db/entity-sync';
import { ApiError, StaleRecordError, ValidationError } from '../http/errors';
import { preconditionHolds, recordVersion } from '../../contract/record-version';
import type { Actor, EntityHooks, WriteAction, WriteTarget, WriteTx } from './entity-hooks';
import { countedByCounters, listOrder } from './list-order';
import { countFromCounters } from '../db/entity-counts';
import { archiveChange, checkDestroyable, diff } from './lifecycle';
import { currentTenant } from '../db/tenant-context';
import { fillOwner, tenantProblems } from './tenant-writes';
import { referenceListProblems } from './reference-lists';
import { scopePath } from '../../contract/tenancy';
import { lookupFields, lookupLabelFields, searchWords } from '../../contract/lookups';
import { heldToMembership, membershipOf, type Viewer } from './members';

export type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Trx = Transaction<any>;

export type { Actor } from './entity-hooks';

export interface ListQuery {
  page: number;
  count: number;
  deleted: boolean;
  filters: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

/** How a write joins a larger transaction, or names its audit entry (`invite`, `password reset`). */
export interface WriteOptions {
  /** run inside this transaction (its owner commits it); default: a transaction of its own */
  tx?: WriteTx;
  /** the audit action recorded; default: the write's own (create, update...) */
  action?: string;
  /** the row's id, for the product's own writes (seed) only */
  id?: number;
  /**
   * Fields set by the server only that an update sent back (validateFields): refused, naming them,
   * unless they hold what the row holds (a form saving what it read).
   */
  serverSet?: Record<string, unknown>;
  /**
   * An update's precondition (`If-Match`, contract/record-version.ts): refused with a 409 naming who
   * changed the row and when, unless it admits the row's version as stored. Absent: no precondition.
   */
  ifMatch?: string;
}

/**
 * A write's new version: now, or a millisecond past the version it replaces when now falls in the
 * same millisecond (versions are read in milliseconds), so every write makes a version no reader
 * of the previous one holds.
 */
const NEXT_VERSION = sql`greatest(now(), date_trunc('milliseconds', date_modified) + interval '1 millisecond')`;

const sameValue = (stored: unknown, sent: unknown) => JSON.stringify(stored instanceof Date ? stored.toISOString() : stored ?? null) === JSON.stringify(sent ?? null);

/**
 * Runs `fn` in one transaction; work registered with `tx.afterCommit` runs once it committed, so
 * several repository writes (and other SQL) commit or fail together.
 */
export async function inTransaction<T>(db: Db, fn: (tx: WriteTx) => Promise<T>): Promise<T> {
  const committed: (() => void)[] = [];
  const result = await db.transaction().execute((trx) => fn({ trx, afterCommit: (f) => committed.push(f) }));
  for (const f of committed) {
    try {
      f();
    } catch (e) {
      console.error('after-commit work failed', e);
    }
  }
  return result;
}

/** How many compiled list statements a repository keeps (then it starts again). */
const COMPILED_LISTS_KEPT = 500;

const isJson = (def: FieldDef) => def.type === 'object' || def.type === 'list';
/** Field types stored as text: names sorted in natural order. */
const TEXT_TYPES = new Set<FieldDef['type']>(['string', 'text', 'email']);
/** An instant as JSON.stringify writes a Date: UTC, milliseconds, 'Z'. */
const isoText = (col: RawBuilder<unknown>) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/**
 * A text's natural sort key: lower case, each run of digits padded to 30 places, so 'Product 2'
 * sorts before 'Product 10' and 'Batch7 2' before 'Batch7 10' (any PostgreSQL, no collation needed);
 * an empty text keeps its place first, a missing one stays missing.
 */
const naturalKey = (col: RawBuilder<unknown>) =>
  sql`coalesce((SELECT string_agg(CASE WHEN m.part[1] ~ '^[0-9]' THEN lpad(m.part[1], 30, '0') ELSE lower(m.part[1]) END, '' ORDER BY m.n)
       FROM regexp_matches(${col}, '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS m(part, n)), ${col})`;
/** A search word written as (part of) a phone number: digits with a phone's punctuation only. */
const PHONE_WORD = /^\+?[\d().-]*\d[\d().-]*$/;
/** A text searched with LIKE or ILIKE for itself: its backslashes, `%` and `_` escaped. */
export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => '\\' + c);

/** All SQL of the generic entity pattern, for one declaration. */
export class EntityRepository {
  private readonly table: RawBuilder<unknown>;

  constructor(
    /** the database; writers beside the repository (the batch import) use it with the same rules */
    readonly db: Db,
    readonly decl: EntityDeclaration,
    /** the declaration's hooks (server/features/<feature>/) */
    readonly rules: EntityHooks = {},
  ) {
    this.table = sql.table(decl.table);
  }

  /**
   * The select list turning columns into API field names. `asJson`: instants as the ISO text
   * JSON.stringify gives a Date, for answers built as JSON by the database.
   */
  private selection(asJson = false): RawBuilder<unknown> {
    const instant = (col: RawBuilder<unknown>) => (asJson ? isoText(col) : col);
    const parts: RawBuilder<unknown>[] = [
      sql`t.id AS ${sql.id(this.decl.id)}`,
      sql`t.deleted`,
      sql`${instant(sql`t.date_added`)} AS "dateAdded"`,
      sql`${instant(sql`t.date_modified`)} AS "dateModified"`,
    ];
    for (const [name, def] of Object.entries(this.decl.fields)) {
      if (def.writeOnly) continue;
      const col = sql`t.${sql.id(columnName(name))}`;
      parts.push(sql`${def.type === 'datetime' ? instant(col) : col} AS ${sql.id(name)}`);
      if (def.type === 'reference' && def.as && def.reference) {
        const target = entityByName(def.reference)!;
        parts.push(
          sql`(SELECT r.${sql.id(columnName(target.recordRepresentation))} FROM ${sql.table(target.table)} r WHERE r.id = t.${sql.id(columnName(name))}) AS ${sql.id(def.as)}`,
        );
      }
    }
    return sql.join(parts);
  }

  private where(q: Pick<ListQuery, 'deleted' | 'filters'>, viewer?: Viewer): RawBuilder<unknown> {
    const conds: RawBuilder<unknown>[] = [sql`t.deleted = ${q.deleted}`];
    const members = membershipOf(this.decl, viewer);
    if (members) conds.push(members);
    for (const [key, value] of Object.entries(q.filters)) {
      if (value === undefined || value === '' || value === null) continue;
      const filter = this.decl.filters[key];
      if (!filter) continue;
      const field = filter.field ?? key;
      const col = field === this.decl.id ? sql`t.id` : sql`t.${sql.id(columnName(field))}`;
      switch (filter.op) {
        case 'eq':
          conds.push(sql`${col} = ${value}`);
          break;
        case 'ilike':
          conds.push(sql`${col} ILIKE ${'%' + escapeLike(String(value)) + '%'}`);
          break;
        case 'words':
          conds.push(sql`regexp_replace(${col}, '[^[:alnum:]_]+', '', 'g') ILIKE ${'%' + escapeLike(String(value).replace(/\W+/g, '')) + '%'}`);
          break;
        case 'in':
          conds.push(sql`${col} = ANY(${value as unknown[]})`);
          break;
        case 'overlaps':
          // a jsonb list holding any of the ids: containment of one-item lists (a GIN index serves it)
          conds.push(sql`${col} @> ANY(${(value as unknown[]).map((v) => JSON.stringify([v]))}::jsonb[])`);
          break;
        case 'gte':
          conds.push(sql`${col} >= ${value}`);
          break;
        case 'lte':
          conds.push(sql`${col} <= ${value}`);
          break;
      }
    }
    return sql.join(conds, sql` AND `);
  }

  /**
   * The list's ORDER BY (list-order.ts, which also derives the indexes of large entities from it). A
   * text sort of an entity that is not large takes its natural order, as the pickers do ('Product 2'
   * before 'Product 10'); a large entity's keeps the plain column its index holds.
   */
  private orderBy(q: Pick<ListQuery, 'sort' | 'order'>): RawBuilder<unknown> {
    const keys = listOrder(this.decl, q.sort, q.order);
    const field = q.sort ?? this.decl.sort?.field;
    const natural = !this.decl.large && !!field && Object.hasOwn(this.decl.fields, field) && TEXT_TYPES.has(this.decl.fields[field].type);
    return sql.join(
      keys.map((k, i) => {
        const col = sql`t.${sql.id(k.column)}`;
        const how = sql.raw(`${k.dir}${k.nullsLast ? ' NULLS LAST' : ''}`);
        return natural && i === 0 ? sql`${naturalKey(col)} ${how}, ${col} ${how}` : sql`${col} ${how}`;
      }),
    );
  }

  /** The page `{data, count}` as the JSON text the API answers, built by the database in one statement. */
  async listJson(q: ListQuery, viewer?: Viewer): Promise<string> {
    // a tenant's total is counted (the counters hold every business's rows): another statement; a
    // member's list is of their rooms
    const key = JSON.stringify(q) + (currentTenant() ? ' tenant' : '') + (heldToMembership(this.decl, viewer) ? ` member ${viewer!.userId}` : '');
    let query = this.compiledLists.get(key);
    if (!query) {
      query = this.listQuery(q, viewer).compile(this.db);
      if (this.compiledLists.size >= COMPILED_LISTS_KEPT) this.compiledLists.clear();
      this.compiledLists.set(key, query);
    }
    const { rows } = await this.db.executeQuery(query);
    return rows[0].body;
  }

  /** List statements already compiled, by their query: the common views repeat. */
  private readonly compiledLists = new Map<string, CompiledQuery<{ body: string }>>();

  async list(q: ListQuery, viewer?: Viewer): Promise<{ data: Row[]; count: number }> {
    return JSON.parse(await this.listJson(q, viewer)) as { data: Row[]; count: number };
  }

  /**
   * The page and its exact total in one statement, as JSON text (one round trip, no rows parsed
   * and serialized again in Node); the bench runs it straight through pg as the floor. A large
   * entity's default view reads its total from the row counters (server/db/entity-counts.ts); a
   * filtered view counts its matches.
   */
  listQuery(q: ListQuery, viewer?: Viewer) {
    const where = this.where(q, viewer);
    const total = countedByCounters(this.decl, q.filters) && !currentTenant() && !heldToMembership(this.decl, viewer)
      ? countFromCounters(this.decl.table, q.deleted)
      : sql`(SELECT count(*)::int FROM ${this.table} t WHERE ${where})`;
    return sql<{ body: string }>`
      SELECT json_build_object(
        'data', coalesce((SELECT json_agg(page) FROM (
          SELECT ${this.selection(true)} FROM ${this.table} t WHERE ${where}
          ORDER BY ${this.orderBy(q)} LIMIT ${q.count} OFFSET ${(q.page - 1) * q.count}) page), '[]'::json),
        'count', ${total})::text AS body`;
  }

  /**
   * See-all lookups (contract/lookups.ts): the id and the fields a picker shows. `search`: each of its
   * words is found in one of those fields (a phone's digits as digits). `ids`: those records, archived
   * ones too unless `archived` is false (the label of a reference already held). Names sort in natural
   * order ('Product 2' before 'Product 10'); a large entity's lookup keeps its list's indexed order.
   */
  async lookup(page: number, count: number, search?: string, viewer?: Viewer, ids?: readonly number[], archived = true): Promise<{ data: Row[]; count: number }> {
    const fields = lookupFields(this.decl).filter((f) => f in this.decl.fields);
    const col = (f: string) => sql`t.${sql.id(columnName(f))}`;
    const members = membershipOf(this.decl, viewer);
    const which = ids ? sql`t.id = ANY(${[...ids]}::int[])${archived ? sql`` : sql` AND t.deleted = false`}` : sql`t.deleted = false`;
    const conds = [which, ...searchWords(search).map((word) => this.lookupWord(fields, word)), ...(members ? [members] : [])];
    const where = sql.join(conds, sql` AND `);
    const select = sql.join([sql`t.id AS ${sql.id(this.decl.id)}`, ...fields.map((f) => sql`${col(f)} AS ${sql.id(f)}`)]);
    const [rows, total] = await Promise.all([
      sql<Row>`SELECT ${select} FROM ${this.table} t WHERE ${where} ORDER BY ${this.lookupOrder()} LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(this.db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM ${this.table} t WHERE ${where}`.execute(this.db),
    ]);
    return { data: rows.rows, count: total.rows[0].n };
  }

  /**
   * The rows of a list's view (its filters, archived or not, the viewer's rows only) counted by the
   * declaration's `listStatistics` field: every choice with its count, and the total.
   */
  async statistics(q: Pick<ListQuery, 'deleted' | 'filters'>, viewer?: Viewer): Promise<Record<string, number>> {
    const field = this.decl.listStatistics;
    const choices = field ? this.decl.fields[field]?.choices : undefined;
    if (!field || !choices) throw new Error(`${this.decl.name}: no listStatistics enum field`);
    const { rows } = await sql<{ value: string | null; n: number }>`
      SELECT t.${sql.id(columnName(field))} AS value, count(*)::int AS n FROM ${this.table} t WHERE ${this.where(q, viewer)} GROUP BY 1`.execute(this.db);
    const out: Record<string, number> = { total: 0 };
    for (const choice of choices) out[choice] = 0;
    for (const { value, n } of rows) {
      if (value === null || !choices.includes(value)) continue;
      out[value] += n;
      out.total += n;
    }
    return out;
  }

  /** One search word found in one of the lookup's texts (or lists): contained, or for a phone, its digits. */
  private lookupWord(fields: string[], word: string): RawBuilder<unknown> {
    const like = '%' + escapeLike(word) + '%';
    // a word written as a phone is ('555-0101', '(202)'): a name holding digits ('Park 11') is text
    const digits = PHONE_WORD.test(word) ? word.replace(/\D/g, '') : '';
    // names, codes, emails, phones and lists of them: a price or a count is shown, not searched ('product 1' is no $6.10)
    const searched = fields.filter((f) => TEXT_TYPES.has(this.decl.fields[f].type) || this.decl.fields[f].type === 'list');
    const found = (searched.length ? searched : fields).map((f) => {
      const def = this.decl.fields[f];
      const col = sql`t.${sql.id(columnName(f))}`;
      if (def.phone && digits) return sql`regexp_replace(coalesce(${col}, ''), '[^0-9]', '', 'g') LIKE ${'%' + digits + '%'}`;
      return sql`${col}::text ILIKE ${like}`;
    });
    return sql`(${sql.join(found, sql` OR `)})`;
  }

  /**
   * The lookup's ORDER BY: a large entity's list order (its index); else the order the operator sets
   * (`sortOrder`, where the list sorts by it: languages), then the name in natural order, then the id.
   */
  private lookupOrder(): RawBuilder<unknown> {
    if (this.decl.large) return this.orderBy({});
    const set = this.decl.sort?.field === 'sortOrder' ? [sql`t.${sql.id(columnName('sortOrder'))} ASC NULLS LAST`] : [];
    const keys = lookupLabelFields(this.decl).filter((f) => f in this.decl.fields).flatMap((f) => {
      const col = sql`t.${sql.id(columnName(f))}`;
      if (!TEXT_TYPES.has(this.decl.fields[f].type)) return [sql`${col} ASC NULLS LAST`];
      return [sql`${naturalKey(col)} ASC NULLS LAST`, sql`${col} ASC`];
    });
    return sql.join([...set, ...keys, sql`t.id ASC`]);
  }

  /** One row by id; a plain read (no connection given: a client's) passes through the `afterRead` hook. */
  async get(id: number, db?: Db | Trx, viewer?: Viewer): Promise<Row | undefined> {
    const members = membershipOf(this.decl, viewer);
    const { rows } = await sql<Row>`SELECT ${this.selection()} FROM ${this.table} t WHERE t.id = ${id}${members ? sql` AND ${members}` : sql``}`.execute(db ?? this.db);
    return rows[0] && !db && this.rules.afterRead ? this.rules.afterRead(rows[0]) : rows[0];
  }

  private async columnsAndValues(values: Row) {
    const cols: RawBuilder<unknown>[] = [];
    const vals: RawBuilder<unknown>[] = [];
    // fields set by the server only arrive here from the server's own flows (hooks): validateFields refuses them from clients
    for (const [name, value] of Object.entries(values)) {
      const def = this.decl.fields[name];
      if (!def) continue;
      cols.push(sql.id(columnName(name)));
      if (value === null || value === undefined) vals.push(sql`NULL`);
      else if (isJson(def)) vals.push(sql`${JSON.stringify(value)}::jsonb`);
      else if (def.type === 'password') vals.push(sql`${await hashPassword(String(value))}`);
      else vals.push(sql`${value}`);
    }
    return { cols, vals };
  }

  /** The declaration's rules for a write, inside its transaction, before anything is written. */
  private async check(tx: WriteTx, action: WriteAction, actor: Actor, targets: WriteTarget[], intent?: string): Promise<void> {
    const { trx, afterCommit } = tx;
    const ctx = { action, actor, trx, intent, afterCommit };
    if (action === 'create' || action === 'update') {
      const target = { ...targets[0], values: targets[0].values ?? {} };
      // a tenant's row is its own and names only its rows: checked before the rules, which may read those rows
      if (actor.tenant) {
        fillOwner(this.decl, actor.tenant, target);
        const problems = await tenantProblems(trx, this.decl, actor.tenant, target);
        if (problems.length) throw new ValidationError(problems);
      }
      // the ids a list of references gains name live rows (the product's own writes are trusted)
      if (!actor.system) {
        const missing = await referenceListProblems(trx, this.decl, target);
        if (missing.length) throw new ValidationError(missing);
      }
      const items = (await this.rules.validate?.(ctx, target)) ?? [];
      if (items.length) throw new ValidationError(items);
    }
    await this.rules.beforeWrite?.(ctx, targets);
  }

  /** Declared defaults for the fields a create leaves out (writes from the product itself, not only from forms). */
  private withDefaults(values: Row): Row {
    const out = { ...values };
    for (const [name, def] of Object.entries(this.decl.fields)) if (!(name in out) && def.default !== undefined) out[name] = def.default;
    return out;
  }

  /** The rows of `ids` the writer may write (their members only, where rows have members), locked for the rest of the transaction. */
  private async lock(ids: number[], trx: Trx, writer?: Viewer): Promise<Row[]> {
    const members = membershipOf(this.decl, writer);
    const { rows } = await sql<Row>`SELECT ${this.selection()} FROM ${this.table} t WHERE t.id = ANY(${ids})${members ? sql` AND ${members}` : sql``} FOR UPDATE`.execute(trx);
    return rows;
  }

  /** Runs a write in one transaction (its own, or the caller's) with its audit entries and hooks. */
  private async write<T>(
    action: WriteAction,
    actor: Actor,
    fn: (trx: Trx, tx: WriteTx) => Promise<{ result: T; ids: number[]; audit: AuditEntry[] }>,
    options: WriteOptions = {},
  ): Promise<T> {
    const run = async (tx: WriteTx) => {
      const out = await fn(tx.trx, tx);
      for (const a of out.audit) await recordAudit(tx.trx, actor, this.decl.name, a.id, options.action ?? action, a.before, a.after);
      if (out.ids.length && this.rules.afterCommit) tx.afterCommit(() => this.rules.afterCommit!(action, out.ids));
      return out.result;
    };
    // the platform's shared data (languages, the catalogue) is written by staff of the platform only
    if (this.decl.scope === 'platform' && actor.tenant) return Promise.reject(new ApiError(403, messages.platformData));
    return (options.tx ? run(options.tx) : inTransaction(this.db, run)).catch((e) => {
      throw translateDbError(e, this.decl);
    });
  }

  create(input: Row, actor: Actor, options: WriteOptions = {}): Promise<Row> {
    if (options.id !== undefined && !actor.system) throw new Error('only the product itself chooses ids');
    const values = this.withDefaults(input);
    return this.write('create', actor, async (trx, tx) => {
      await this.check(tx, 'create', actor, [{ id: null, before: null, values }], options.action);
      const { cols, vals } = await this.columnsAndValues(values);
      if (options.id !== undefined) {
        cols.push(sql.id('id'));
        vals.push(sql`${options.id}`);
      }
      const { rows } = await sql<{ id: number }>`INSERT INTO ${this.table} (${sql.join(cols)}) VALUES (${sql.join(vals)}) RETURNING id`.execute(trx);
      const id = rows[0].id;
      const after = (await this.get(id, trx))!;
      return { result: after, ids: [id], audit: [{ id, before: null, after }] };
    }, options);
  }

  update(id: number, values: Row, actor: Actor, options: WriteOptions = {}): Promise<Row> {
    return this.write('update', actor, async (trx, tx) => {
      const [before] = await this.lock([id], trx, actor);
      if (!before) throw new ApiError(404, messages.notFound(this.decl.labelOne));
      const refused = Object.entries(options.serverSet ?? {}).filter(([name, sent]) => !sameValue(before[name], sent));
      if (refused.length) throw new ValidationError(refused.map(([path]) => ({ path, msg: messages.serverSet })));
      // the row is locked: nobody changes it between this check and the write
      if (options.ifMatch !== undefined && !preconditionHolds(options.ifMatch, recordVersion(before.dateModified as Date))) throw await this.staleRecord(trx, id);
      await this.check(tx, 'update', actor, [{ id, before, values }], options.action);
      const { cols, vals } = await this.columnsAndValues(values);
      const sets = cols.map((c, i) => sql`${c} = ${vals[i]}`);
      sets.push(sql`date_modified = ${NEXT_VERSION}`);
      await sql`UPDATE ${this.table} SET ${sql.join(sets)} WHERE id = ${id}`.execute(trx);
      const after = (await this.get(id, trx))!;
      const changed = diff(before, after, Object.keys(values).includes('password'));
      return { result: after, ids: [id], audit: changed ? [{ id, ...changed }] : [] };
    }, options);
  }

  /**
   * The refusal of a stale update: the row's version and who made it, from the audit entry written
   * with that change, as the caller may read the audit log (a tenant is not told the name behind a
   * change its log does not show); nobody is named when the product itself made it.
   */
  private async staleRecord(trx: Trx, id: number): Promise<StaleRecordError> {
    const { rows } = await sql<{ at: Date; by: string | null }>`
      SELECT t.date_modified AS at, (
        SELECT CASE WHEN a.user_id IS NULL THEN NULL ELSE coalesce(nullif(trim(concat_ws(' ', u.firstname, u.lastname)), ''), a.username) END
        FROM audit_log a LEFT JOIN app_user u ON u.id = a.user_id
        WHERE a.entity = ${this.decl.name} AND a.entity_id = t.id AND a.at > t.date_modified - interval '1 millisecond'
        ORDER BY a.at DESC, a.id DESC LIMIT 1) AS by
      FROM ${this.table} t WHERE t.id = ${id}`.execute(trx);
    return new StaleRecordError(rows[0].by, recordVersion(rows[0].at));
  }

  /** Archive (deleted = true) or recover (deleted = false) the listed rows. */
  setArchived(ids: number[], archived: boolean, actor: Actor): Promise<{ ids: number[] }> {
    const action = archived ? 'archive' : 'recover';
    return this.write(action, actor, async (trx, tx) => {
      const targets = (await this.lock(ids, trx, actor)).filter((r) => r.deleted !== archived);
      await this.check(tx, action, actor, targets.map((before) => ({ id: before[this.decl.id] as number, before, values: null })));
      // the rows locked are those the writer may write (a room's members)
      const { rows } = await sql<{ id: number }>`
        UPDATE ${this.table} SET deleted = ${archived}, date_modified = ${NEXT_VERSION}
        WHERE id = ANY(${targets.map((t) => Number(t[this.decl.id]))}) AND deleted = ${!archived} RETURNING id`.execute(trx);
      const changed = rows.map((r) => r.id);
      return {
        result: { ids: changed },
        ids: changed,
        audit: changed.map((id) => ({ id, ...archiveChange(archived) })),
      };
    });
  }

  /** Permanent delete, allowed only for archived rows. */
  destroy(ids: number[], actor: Actor): Promise<{ ids: number[] }> {
    return this.write('destroy', actor, async (trx, tx) => {
      const found = await this.lock(ids, trx, actor);
      checkDestroyable(found, new Set(ids).size, () => new ApiError(404, messages.notFound(this.decl.labelOne)));
      await this.check(tx, 'destroy', actor, found.map((before) => ({ id: before[this.decl.id] as number, before, values: null })));
      await sql`DELETE FROM ${this.table} WHERE id = ANY(${ids})`.execute(trx);
      return {
        result: { ids },
        ids,
        audit: found.map((before) => ({ id: before[this.decl.id] as number, before, after: null })),
      };
    });
  }
}

interface AuditEntry {
  id: number;
  before: Row | null;
  after: Row | null;
}

export async function recordAudit(
  trx: Trx | Db,
  actor: Actor,
  entity: string,
  entityId: number,
  action: string,
  before: Row | null,
  after: Row | null,
): Promise<void> {
  await sql`INSERT INTO audit_log (user_id, username, entity, entity_id, action, before, after)
            VALUES (${actor.userId || null}, ${actor.username}, ${entity}, ${entityId}, ${action},
                    ${before ? JSON.stringify(before) : null}::jsonb, ${after ? JSON.stringify(after) : null}::jsonb)`.execute(trx);
}

/** PostgreSQL errors a client can act on, as clear client errors. */
export function translateDbError(e: unknown, decl: EntityDeclaration): unknown {
  const err = e as { code?: string; constraint?: string; table?: string; detail?: string; message?: string };
  // a row a tenant wrote would not be its own (tenantProblems says why first, in the usual cases)
  if (err.code === '42501' && /row-level security/.test(err.message ?? '')) {
    return new ValidationError([{ path: scopePath(decl, 'business')?.field ?? 'id', msg: messages.notYourBusiness }]);
  }
  if (err.code === '23505' && err.constraint) {
    const field = Object.keys(decl.fields).find((f) => err.constraint === `${decl.table}_${columnName(f)}_key`);
    if (field) return new ValidationError([{ path: field, msg: messages.taken(field) }]);
  }
  // Deleting a row something points at ("is still referenced from table ..."; a row of the same
  // table too, e.g. a parent): name what points at it. Otherwise a reference points at no row.
  const stillReferenced = err.detail ? err.detail.includes('still referenced') : err.table !== decl.table;
  if (err.code === '23503' && err.table && stillReferenced) {
    const from = entityList.find((d) => d.table === err.table);
    const label = from?.label.toLowerCase() ?? err.table;
    return new ApiError(409, messages.referenced(label));
  }
  if (err.code === '23503') {
    const field = Object.keys(decl.fields).find((f) => err.constraint === `${decl.table}_${columnName(f)}_fkey`);
    return new ValidationError([{ path: field ?? 'id', msg: messages.missingRecord }]);
  }
  return e;
}
