// Row-level security from the declarations (docs/tenancy.md). A request of a user bound to a
// business or a franchise runs on a connection whose role is one of the tenant roles below, with the
// user's business and franchise in two settings; PostgreSQL then shows and accepts only that
// tenant's rows, on every statement whatever route sends it. Staff of the platform and the product's
// own work run as the application role, which owns the tables and is not subject to these policies.
import { sql } from 'kysely';
import type { EntityDeclaration } from '../../contract/entity';
import { entityByName, entityList } from '../../contract/entities';
import { isMembersScope, OWNER_ENTITY, scopePath, type OwnerKind, type RowOwner } from '../../contract/tenancy';
import { runAsPlatform } from './tenant-context';
import type { Db } from './database';
import { columnName } from './entity-sync';

/** Holds the tenants' table privileges; the two roles below are members of it. */
export const TENANT_ROLE = 'backoffice_tenant';
/** What a connection becomes for a user bound to a business, and for one bound to a franchise. */
export const TENANT_ROLES: Record<OwnerKind, string> = { business: 'backoffice_tenant_business', franchise: 'backoffice_tenant_franchise' };

/** The settings a tenant connection carries (read by app_tenant_business() and app_tenant_franchise()). */
export const TENANT_SETTINGS = { business: 'app.tenant_business', franchise: 'app.tenant_franchise' } as const;

/**
 * Tables that are not an entity's, with what a tenant's request may do with them:
 * - `via`: rows follow another row (an order's history its order, a campaign's recipients their
 *   campaign): visible and writable when that row is;
 * - `shared`: read and written on any user's behalf: keyed by user and filtered by their routes
 *   (notifications, push subscriptions), or holding nothing of a business's (send limits);
 * - `read`: the platform's, read only (media folders, the dashboard's zones);
 * - `rollup`: the dashboard's sums, written by triggers, read for the tenant's own business;
 * - `none`: never touched by a tenant's request (secrets, sign-in records, counters kept by triggers).
 */
export type AuxRule = { via: { column: string; entity: string } } | 'shared' | 'read' | 'rollup' | 'none';

export const AUX_TABLES: Record<string, AuxRule> = {
  order_history: { via: { column: 'order_id', entity: 'order' } },
  customer_cart: { via: { column: 'customer_id', entity: 'customer' } },
  customer_wishlist_brand: { via: { column: 'customer_id', entity: 'customer' } },
  customer_wishlist_product: { via: { column: 'customer_id', entity: 'customer' } },
  link_visit: { via: { column: 'link_id', entity: 'link' } },
  warehouse_stock: { via: { column: 'warehouse_id', entity: 'warehouse' } },
  driver_location: { via: { column: 'user_id', entity: 'user' } },
  user_worked_hours: { via: { column: 'user_id', entity: 'user' } },
  sms_bulk_campaign: { via: { column: 'business_id', entity: 'business' } },
  sms_business_plan: { via: { column: 'business_id', entity: 'business' } },
  sms_plan_use: { via: { column: 'business_id', entity: 'business' } },
  sms_campaign_recipient: { via: { column: 'campaign_id', entity: 'smsCampaign' } },
  sms_promotion_request: { via: { column: 'sms_domain_id', entity: 'smsDomain' } },
  store_proxy_request: { via: { column: 'store_id', entity: 'store' } },
  // entries written by a tenant's requests carry its business (the column's default)
  audit_log: { via: { column: 'business_id', entity: 'business' } },
  // a user's own sign-ins, second factor and import progress: their routes read the signed-in user's rows
  user_session: 'shared',
  two_factor: 'shared',
  two_factor_recovery_code: 'shared',
  import_job: 'shared',
  notification: 'shared',
  notification_user_setting: 'shared',
  user_list_preference: 'shared',
  push_subscription: 'shared',
  voice_agent: 'shared',
  revoked_session: 'shared',
  chat_read: 'shared',
  chat_file: 'shared',
  stored_file: 'shared',
  send_limit_hit: 'shared',
  provider_pace: 'shared',
  mail_outbox: 'shared',
  account_token: 'shared',
  blocked_phone: 'shared',
  socket_io_attachments: 'shared',
  media_folder: 'read',
  stat_fact: 'read',
  stat_zone: 'read',
  stat_rollup: 'rollup',
  entity_counts: 'none',
  order_counts: 'none',
  app_setting: 'none',
  kysely_migration: 'none',
  kysely_migration_lock: 'none',
  login_failure: 'none',
  login_success: 'none',
  account_code_failure: 'none',
  account_request: 'none',
  captcha_used: 'none',
};

/**
 * Columns of the platform's tables a tenant's own flows move: a received purchase adds its units to
 * the catalogue product's stock. Every other write to platform data is refused (the engine says so
 * first, with a 403).
 */
export const PLATFORM_COLUMNS_TENANTS_MOVE: Record<string, string[]> = { product: ['quantity', 'date_modified'] };

/** What a tenant may do with each table: its grant, and its policy (SQL) per tenant role, if any. */
export interface TableTenancy {
  table: string;
  grant: 'all' | 'select' | 'none';
  /** row filter per tenant role; a table with policies has row-level security on */
  policies?: Partial<Record<OwnerKind, string>>;
}

const q = (name: string) => '"' + name.replace(/"/g, '""') + '"';
const tenantOf = (kind: OwnerKind) => (kind === 'business' ? 'app_tenant_business()' : 'app_tenant_franchise()');

/** Rows of `column` (one id) whose target row the current tenant may see. */
function followsSql(column: string, target: string, kind: OwnerKind, many: boolean): string {
  if (target === OWNER_ENTITY[kind]) return many ? `${column} @> jsonb_build_array(${tenantOf(kind)})` : `${column} = ${tenantOf(kind)}`;
  const t = entityByName(target);
  if (!t) throw new Error(`tenancy: unknown entity ${target}`);
  // the target's own policy applies inside: a customer is visible when its store is
  return many ? `EXISTS (SELECT 1 FROM ${q(t.table)} x WHERE ${column} @> jsonb_build_array(x.id))` : `${column} IN (SELECT x.id FROM ${q(t.table)} x)`;
}

/** The condition a row of the declaration must meet for a tenant of `kind` (its own path, or the business path). */
export function ownerSql(decl: EntityDeclaration, kind: OwnerKind): string {
  const step = scopePath(decl, kind) ?? scopePath(decl, 'business')!;
  const stepKind: OwnerKind = scopePath(decl, kind) ? kind : 'business';
  // columns named with their table: inside a subquery an unqualified name could be the other table's
  if (step.shape === 'self') return `${q(decl.table)}.id = ${tenantOf(stepKind)}`;
  return followsSql(`${q(decl.table)}.${q(columnName(step.field))}`, step.target, stepKind, step.shape === 'many');
}

/** Every table's tenancy: the declarations' tables, then the others. */
export function tenancyTables(declarations: readonly EntityDeclaration[] = entityList): TableTenancy[] {
  const out: TableTenancy[] = [];
  for (const d of declarations) {
    if (d.scope === 'platform') out.push({ table: d.table, grant: 'select' });
    else if (isMembersScope(d.scope)) out.push({ table: d.table, grant: 'all' });
    else out.push({ table: d.table, grant: 'all', policies: { business: ownerSql(d, 'business'), franchise: ownerSql(d, 'franchise') } });
  }
  for (const [table, rule] of Object.entries(AUX_TABLES)) {
    if (rule === 'shared') out.push({ table, grant: 'all' });
    else if (rule === 'read') out.push({ table, grant: 'select' });
    else if (rule === 'none') out.push({ table, grant: 'none' });
    // the dashboard's sums of the tenant's business; a franchise's are not kept apart, so it reads none
    else if (rule === 'rollup') out.push({ table, grant: 'select', policies: { business: `k1 = ${tenantOf('business')}`, franchise: 'false' } });
    else {
      const policy = (kind: OwnerKind) => {
        const target = entityByName(rule.via.entity)!;
        // an aux row of an owner entity follows the owner itself; of another entity, that entity's visible rows
        const column = `${q(table)}.${q(rule.via.column)}`;
        if (target.name === OWNER_ENTITY.business) return followsSql(column, 'business', 'business', false);
        return followsSql(column, target.name, kind, false);
      };
      out.push({ table, grant: 'all', policies: { business: policy('business'), franchise: policy('franchise') } });
    }
  }
  return out;
}

/** Statements that make the tenant roles (as a role allowed to create roles) and let `appRole` become them. */
export function tenantRoleStatements(appRole: string): string[] {
  const roles = [TENANT_ROLE, ...Object.values(TENANT_ROLES)];
  return [
    ...roles.map((r) => `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${r}') THEN CREATE ROLE ${q(r)} NOLOGIN NOINHERIT; END IF; END $$`),
    ...Object.values(TENANT_ROLES).map((r) => `ALTER ROLE ${q(r)} INHERIT`),
    ...Object.values(TENANT_ROLES).map((r) => `GRANT ${q(TENANT_ROLE)} TO ${q(r)}`),
    `GRANT ${Object.values(TENANT_ROLES).map(q).join(', ')} TO ${q(appRole)}`,
  ];
}

/** Whether the current user can become both tenant roles. */
async function rolesReady(db: Db): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    SELECT bool_and(pg_has_role(current_user, rolname, 'MEMBER')) AND count(*) = ${Object.keys(TENANT_ROLES).length} AS ok
    FROM pg_roles WHERE rolname = ANY(${Object.values(TENANT_ROLES)})`.execute(db);
  return rows[0]?.ok === true;
}

export function missingRolesError(appRole: string): Error {
  return new Error(
    `The database role ${appRole} cannot become the tenant roles (docs/tenancy.md). As a superuser, run:\n  ` + tenantRoleStatements(appRole).join(';\n  ') + ';',
  );
}

/**
 * Brings the tenant roles' grants and policies in step with the declarations; every start, after the
 * migrations. Tables nobody classified get no grant: a tenant's request touching one fails (403)
 * instead of reading it (`tests/api/tenancy/tenancy.test.ts` lists them).
 */
export async function syncTenancy(db: Db): Promise<void> {
  if (!(await rolesReady(db))) {
    const { rows } = await sql<{ me: string }>`SELECT current_user AS me`.execute(db);
    // a role that may create roles (a superuser, the test database's owner) makes them itself
    try {
      for (const s of tenantRoleStatements(rows[0].me)) await sql.raw(s).execute(db);
    } catch {
      if (!(await rolesReady(db))) throw missingRolesError(rows[0].me);
    }
  }
  const tables = tenancyTables();
  const { rows: existing } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')`.execute(db);
  const present = new Set(existing.map((r) => r.name));
  await db.transaction().execute(async (trx) => {
    // one start at a time: two processes starting together would both drop and create the policies
    await sql`SELECT pg_advisory_xact_lock(hashtext('tenancy sync'))`.execute(trx);
    await sql.raw(`REVOKE ALL ON ALL TABLES IN SCHEMA ${q(await schema(trx))} FROM ${q(TENANT_ROLE)}`).execute(trx);
    await sql.raw(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${q(await schema(trx))} TO ${q(TENANT_ROLE)}`).execute(trx);
    for (const t of tables) {
      if (!present.has(t.table)) continue;
      const table = q(t.table);
      if (t.grant === 'all') await sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ${q(TENANT_ROLE)}`).execute(trx);
      if (t.grant === 'select') await sql.raw(`GRANT SELECT ON ${table} TO ${q(TENANT_ROLE)}`).execute(trx);
      const columns = PLATFORM_COLUMNS_TENANTS_MOVE[t.table];
      if (columns) await sql.raw(`GRANT UPDATE (${columns.map(q).join(', ')}) ON ${table} TO ${q(TENANT_ROLE)}`).execute(trx);
      const { rows: old } = await sql<{ name: string }>`SELECT policyname AS name FROM pg_policies WHERE schemaname = current_schema() AND tablename = ${t.table}`.execute(trx);
      for (const p of old) await sql.raw(`DROP POLICY ${q(p.name)} ON ${table}`).execute(trx);
      if (!t.policies) {
        await sql.raw(`ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY`).execute(trx);
        continue;
      }
      await sql.raw(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`).execute(trx);
      for (const [kind, using] of Object.entries(t.policies) as [OwnerKind, string][]) {
        await sql.raw(`CREATE POLICY ${q('tenant_' + kind)} ON ${table} TO ${q(TENANT_ROLES[kind])} USING (${using}) WITH CHECK (${using})`).execute(trx);
      }
    }
    // triggers keep counters and rollups for every business: they run as their owner, whoever writes
    const { rows: triggers } = await sql<{ sig: string }>`
      SELECT p.oid::regprocedure::text AS sig FROM pg_proc p
      WHERE p.pronamespace = current_schema()::regnamespace AND p.prorettype = 'trigger'::regtype AND NOT p.prosecdef
        AND pg_has_role(current_user, p.proowner, 'USAGE')`.execute(trx);
    for (const t of triggers) await sql.raw(`ALTER FUNCTION ${t.sig} SECURITY DEFINER SET search_path = ${q(await schema(trx))}, pg_temp`).execute(trx);
  });
  await grantQueueToTenants(db);
}

const schema = async (db: Db) => (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db)).rows[0].s;

/**
 * A tenant's write may enqueue a job in its own transaction (pg-boss, schema `pgboss`): the tenants
 * may add jobs and read the queues' definitions. Run again once the queue has made its schema.
 */
export async function grantQueueToTenants(db: Db): Promise<void> {
  const { rows } = await sql`SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss'`.execute(db);
  if (!rows.length) return;
  await sql.raw(`GRANT USAGE ON SCHEMA pgboss TO ${q(TENANT_ROLE)}`).execute(db);
  await sql.raw(`GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA pgboss TO ${q(TENANT_ROLE)}`).execute(db);
  await sql.raw(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA pgboss TO ${q(TENANT_ROLE)}`).execute(db);
}

/** Tables of the database that neither a declaration nor AUX_TABLES classifies. */
export async function unclassifiedTables(db: Db): Promise<string[]> {
  const known = new Set(tenancyTables().map((t) => t.table));
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`.execute(db);
  return rows.map((r) => r.name).filter((n) => !known.has(n));
}

/** SQL giving the id of the row's owner of `kind` (alias `a` is the row), or undefined when the declaration names no such path. */
function ownerIdSql(decl: EntityDeclaration, kind: OwnerKind, alias: string, depth = 0): string | undefined {
  const step = scopePath(decl, kind);
  if (!step) return undefined;
  if (step.shape === 'self') return `${alias}.id`;
  const column = `${alias}.${q(columnName(step.field))}`;
  if (step.target === OWNER_ENTITY[kind]) return step.shape === 'many' ? `(${column}->>0)::bigint` : column;
  const target = entityByName(step.target)!;
  const next = `o${depth}`;
  const inner = ownerIdSql(target, kind, next, depth + 1);
  if (!inner) return undefined;
  const match = step.shape === 'many' ? `${column} @> jsonb_build_array(${next}.id)` : `${next}.id = ${column}`;
  return `(SELECT ${inner} FROM ${q(target.table)} ${next} WHERE ${match} LIMIT 1)`;
}

/**
 * The owners of rows of a scoped declaration (their business, and franchise where it names one),
 * read as the product itself: who may hear of them (socket events, notifications) follows.
 */
export async function rowOwners(db: Db, decl: EntityDeclaration, ids: number[]): Promise<Map<number, RowOwner>> {
  const business = ownerIdSql(decl, 'business', 'a') ?? 'NULL';
  const franchise = ownerIdSql(decl, 'franchise', 'a') ?? 'NULL';
  const { rows } = await runAsPlatform(() =>
    sql<{ id: number; b: number | null; f: number | null }>`
      SELECT a.id, ${sql.raw(business)} AS b, ${sql.raw(franchise)} AS f FROM ${sql.table(decl.table)} a WHERE a.id = ANY(${ids})`.execute(db),
  );
  return new Map(rows.map((r) => [Number(r.id), { businessId: r.b == null ? null : Number(r.b), franchiseId: r.f == null ? null : Number(r.f) }]));
}
