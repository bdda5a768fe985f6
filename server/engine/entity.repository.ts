import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { EntityDeclaration } from '../../contract/entity';
import { entityByName, entityList } from '../../contract/entities';
import type { FieldDef } from '../../contract/fields';
import { messages } from '../../contract/messages';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import { columnName } from '../db/entity-sync';
import { ApiError, ValidationError } from '../http/errors';
import type { Actor, EntityHooks, WriteAction, WriteTarget } from './entity-hooks';

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

export interface WriteHooks {
  /** inside the transaction, after the rows are written */
  inTransaction?: (trx: Trx, decl: EntityDeclaration, ids: number[]) => Promise<void>;
  /** after commit */
  afterCommit?: (decl: EntityDeclaration, ids: number[], action: string) => void;
}

const isJson = (def: FieldDef) => def.type === 'object' || def.type === 'list';
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => '\\' + c);

/** All SQL of the generic entity pattern, for one declaration. */
export class EntityRepository {
  private readonly table: RawBuilder<unknown>;

  constructor(
    private readonly db: Db,
    readonly decl: EntityDeclaration,
    private readonly hooks: WriteHooks = {},
    private readonly rules: EntityHooks = {},
  ) {
    this.table = sql.table(decl.table);
  }

  /** The select list turning columns into API field names. */
  private selection(): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = [
      sql`t.id AS ${sql.id(this.decl.id)}`,
      sql`t.deleted`,
      sql`t.date_added AS "dateAdded"`,
      sql`t.date_modified AS "dateModified"`,
    ];
    for (const [name, def] of Object.entries(this.decl.fields)) {
      if (def.writeOnly || def.readOnly) continue;
      parts.push(sql`t.${sql.id(columnName(name))} AS ${sql.id(name)}`);
      if (def.type === 'reference' && def.as && def.reference) {
        const target = entityByName(def.reference)!;
        parts.push(
          sql`(SELECT r.${sql.id(columnName(target.recordRepresentation))} FROM ${sql.table(target.table)} r WHERE r.id = t.${sql.id(columnName(name))}) AS ${sql.id(def.as)}`,
        );
      }
    }
    return sql.join(parts);
  }

  private where(q: Pick<ListQuery, 'deleted' | 'filters'>): RawBuilder<unknown> {
    const conds: RawBuilder<unknown>[] = [sql`t.deleted = ${q.deleted}`];
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
        case 'in':
          conds.push(sql`${col} = ANY(${value as unknown[]})`);
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

  private orderBy(q: Pick<ListQuery, 'sort' | 'order'>): RawBuilder<unknown> {
    const field = q.sort ?? this.decl.sort?.field;
    const dir = sql.raw((q.order ?? this.decl.sort?.order ?? 'DESC') === 'ASC' ? 'ASC' : 'DESC');
    if (!field || field === this.decl.id) return sql`t.id ${dir}`;
    const col = field === 'dateAdded' ? 'date_added' : columnName(field);
    return sql`t.${sql.id(col)} ${dir} NULLS LAST, t.id ${dir}`;
  }

  async list(q: ListQuery): Promise<{ data: Row[]; count: number }> {
    const where = this.where(q);
    const [rows, total] = await Promise.all([
      sql<Row>`SELECT ${this.selection()} FROM ${this.table} t WHERE ${where}
               ORDER BY ${this.orderBy(q)} LIMIT ${q.count} OFFSET ${(q.page - 1) * q.count}`.execute(this.db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM ${this.table} t WHERE ${where}`.execute(this.db),
    ]);
    return { data: rows.rows, count: total.rows[0].n };
  }

  /** See-all lookups: id and representation only, searched by representation. */
  async lookup(page: number, count: number, search?: string): Promise<{ data: Row[]; count: number }> {
    const rep = this.decl.recordRepresentation;
    const repCol = sql.id(columnName(rep));
    const where = search ? sql`NOT t.deleted AND t.${repCol} ILIKE ${'%' + escapeLike(search) + '%'}` : sql`NOT t.deleted`;
    const [rows, total] = await Promise.all([
      sql<Row>`SELECT t.id AS ${sql.id(this.decl.id)}, t.${repCol} AS ${sql.id(rep)} FROM ${this.table} t
               WHERE ${where} ORDER BY t.${repCol} ASC, t.id LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(this.db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM ${this.table} t WHERE ${where}`.execute(this.db),
    ]);
    return { data: rows.rows, count: total.rows[0].n };
  }

  async get(id: number, db: Db | Trx = this.db): Promise<Row | undefined> {
    const { rows } = await sql<Row>`SELECT ${this.selection()} FROM ${this.table} t WHERE t.id = ${id}`.execute(db);
    return rows[0];
  }

  private async columnsAndValues(values: Row) {
    const cols: RawBuilder<unknown>[] = [];
    const vals: RawBuilder<unknown>[] = [];
    for (const [name, value] of Object.entries(values)) {
      const def = this.decl.fields[name];
      if (!def || def.readOnly) continue;
      cols.push(sql.id(columnName(name)));
      if (value === null || value === undefined) vals.push(sql`NULL`);
      else if (isJson(def)) vals.push(sql`${JSON.stringify(value)}::jsonb`);
      else if (def.type === 'password') vals.push(sql`${await hashPassword(String(value))}`);
      else vals.push(sql`${value}`);
    }
    return { cols, vals };
  }

  /** The declaration's rules for a write, inside its transaction, before anything is written. */
  private check(trx: Trx, action: WriteAction, actor: Actor, targets: WriteTarget[]): Promise<void> {
    return this.rules.beforeWrite?.({ action, actor, trx }, targets) ?? Promise.resolve();
  }

  /** The rows of `ids`, locked for the rest of the transaction. */
  private async lock(ids: number[], trx: Trx): Promise<Row[]> {
    const { rows } = await sql<Row>`SELECT ${this.selection()} FROM ${this.table} t WHERE t.id = ANY(${ids}) FOR UPDATE`.execute(trx);
    return rows;
  }

  /** Runs a write in one transaction with its audit entries and hooks. */
  private async write<T>(action: WriteAction, actor: Actor, fn: (trx: Trx) => Promise<{ result: T; ids: number[]; audit: AuditEntry[] }>): Promise<T> {
    const { result, ids } = await this.db
      .transaction()
      .execute(async (trx) => {
        const out = await fn(trx);
        for (const a of out.audit) await recordAudit(trx, actor, this.decl.name, a.id, action, a.before, a.after);
        if (out.ids.length) await this.hooks.inTransaction?.(trx, this.decl, out.ids);
        return out;
      })
      .catch((e) => {
        throw translateDbError(e, this.decl);
      });
    if (ids.length) this.hooks.afterCommit?.(this.decl, ids, action);
    return result;
  }

  create(values: Row, actor: Actor): Promise<Row> {
    return this.write('create', actor, async (trx) => {
      await this.check(trx, 'create', actor, [{ id: null, before: null, values }]);
      const { cols, vals } = await this.columnsAndValues(values);
      const { rows } = await sql<{ id: number }>`INSERT INTO ${this.table} (${sql.join(cols)}) VALUES (${sql.join(vals)}) RETURNING id`.execute(trx);
      const id = rows[0].id;
      const after = (await this.get(id, trx))!;
      return { result: after, ids: [id], audit: [{ id, before: null, after }] };
    });
  }

  update(id: number, values: Row, actor: Actor): Promise<Row> {
    return this.write('update', actor, async (trx) => {
      const [before] = await this.lock([id], trx);
      if (!before) throw new ApiError(404, `${this.decl.labelOne} not found`);
      await this.check(trx, 'update', actor, [{ id, before, values }]);
      const { cols, vals } = await this.columnsAndValues(values);
      const sets = cols.map((c, i) => sql`${c} = ${vals[i]}`);
      sets.push(sql`date_modified = now()`);
      await sql`UPDATE ${this.table} SET ${sql.join(sets)} WHERE id = ${id}`.execute(trx);
      const after = (await this.get(id, trx))!;
      const changed = diff(before, after, Object.keys(values).includes('password'));
      return { result: after, ids: [id], audit: changed ? [{ id, ...changed }] : [] };
    });
  }

  /** Archive (deleted = true) or recover (deleted = false) the listed rows. */
  setArchived(ids: number[], archived: boolean, actor: Actor): Promise<{ ids: number[] }> {
    const action = archived ? 'archive' : 'recover';
    return this.write(action, actor, async (trx) => {
      const targets = (await this.lock(ids, trx)).filter((r) => r.deleted !== archived);
      await this.check(trx, action, actor, targets.map((before) => ({ id: before[this.decl.id] as number, before, values: null })));
      const { rows } = await sql<{ id: number }>`
        UPDATE ${this.table} SET deleted = ${archived}, date_modified = now()
        WHERE id = ANY(${ids}) AND deleted = ${!archived} RETURNING id`.execute(trx);
      const changed = rows.map((r) => r.id);
      return {
        result: { ids: changed },
        ids: changed,
        audit: changed.map((id) => ({ id, before: { deleted: !archived }, after: { deleted: archived } })),
      };
    });
  }

  /** Permanent delete, allowed only for archived rows. */
  destroy(ids: number[], actor: Actor): Promise<{ ids: number[] }> {
    return this.write('destroy', actor, async (trx) => {
      const found = await this.lock(ids, trx);
      if (found.length !== new Set(ids).size) throw new ApiError(404, `${this.decl.labelOne} not found`);
      if (found.some((r) => !r.deleted)) throw new ApiError(409, messages.destroyOnlyArchived);
      await this.check(trx, 'destroy', actor, found.map((before) => ({ id: before[this.decl.id] as number, before, values: null })));
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

function diff(before: Row, after: Row, passwordChanged: boolean): { before: Row; after: Row } | undefined {
  const b: Row = {};
  const a: Row = {};
  for (const key of Object.keys(after)) {
    if (key === 'dateModified') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  if (passwordChanged) {
    b.password = '(hidden)';
    a.password = '(changed)';
  }
  return Object.keys(a).length ? { before: b, after: a } : undefined;
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
  const err = e as { code?: string; constraint?: string; table?: string; detail?: string };
  if (err.code === '23505' && err.constraint) {
    const field = Object.keys(decl.fields).find((f) => err.constraint === `${decl.table}_${columnName(f)}_key`);
    if (field) return new ValidationError([{ path: field, msg: messages.taken(field) }]);
  }
  // Deleting a row something points at ("is still referenced from table ..."; a row of the same
  // table too, e.g. a parent): name what points at it. Otherwise a reference points at no row.
  const stillReferenced = err.detail ? err.detail.includes('still referenced') : err.table !== decl.table;
  if (err.code === '23503' && err.table && stillReferenced) {
    const from = entityList.find((d) => d.table === err.table);
    const label = decl.referencedBy?.find((r) => r.entity === from?.name)?.label ?? from?.label.toLowerCase() ?? err.table;
    return new ApiError(409, messages.referenced(label));
  }
  if (err.code === '23503') {
    const field = Object.keys(decl.fields).find((f) => err.constraint === `${decl.table}_${columnName(f)}_fkey`);
    return new ValidationError([{ path: field ?? 'id', msg: 'The chosen record does not exist.' }]);
  }
  return e;
}
