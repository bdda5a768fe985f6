// The SQL of the global search (docs/search.md). One statement answers every group the caller may
// list; each group reads at most SEARCH_LIMITS.countCap + 1 matches through its indexes, counts them
// and keeps the best few. It runs as the caller's tenant like any other statement of a request, so
// row-level security keeps it to the caller's business or franchise (docs/tenancy.md).
//
// Row-level security lets no index serve a tenant's ILIKE (not leakproof), so a tenant's groups of
// business rows take two steps before that statement: the ids of the owner rows their scope path
// leads to that the tenant sees (read as the tenant: the row policies decide), then, as the
// platform, the candidates among those owners' rows through the trigram indexes. The statement then
// reads those candidates as the tenant: the policies still decide what is answered.
import { sql, type RawBuilder } from 'kysely';
import type { EntityDeclaration } from '../../../contract/entity';
import { entities, entityByName } from '../../../contract/entities';
import { SEARCH_LIMITS, type SearchEntity, type SearchGroup, type SearchItem, type SearchTerms } from '../../../contract/search';
import { scopePath, type OwnerKind } from '../../../contract/tenancy';
import type { Db } from '../../db/database';
import { columnName } from '../../db/entity-sync';
import { currentTenant, runAsPlatform, type Tenant } from '../../db/tenant-context';
import { escapeLike } from '../../engine/entity.repository';

type Sql = RawBuilder<unknown>;

/** How one entity is searched: conditions on its table `t`, then its candidates `m` shown and ranked. */
interface GroupSql {
  decl: EntityDeclaration;
  /** the rows the query matches, or undefined when it cannot match any (letters asked of order numbers) */
  match: (terms: SearchTerms) => Sql | undefined;
  /** the columns of `t` a candidate keeps */
  columns: Sql;
  title: Sql;
  /** null when there is nothing to add */
  subtitle: Sql;
  order: (terms: SearchTerms) => Sql;
}

const col = (column: string) => sql.ref(`t.${column}`);

/**
 * A word as a LIKE pattern: found anywhere from three characters on (a trigram has three: the
 * trigram indexes serve it), at the start of the text below that (a trigram index serves that too).
 */
const wordPattern = (word: string) => (word.length >= 3 ? `%${escapeLike(word)}%` : `${escapeLike(word)}%`);

/** Every word of the query in one of the columns (each word in any of them). */
const wordsIn = (terms: SearchTerms, columns: string[]): Sql =>
  sql`(${sql.join(
    terms.words.map((w) => sql`(${sql.join(columns.map((c) => sql`${col(c)} ILIKE ${wordPattern(w)}`), sql` OR `)})`),
    sql` AND `,
  )})`;

/**
 * A column of a telephone's digits starting with the query's digits, as the orders list's filter
 * matches them. `^@` is leakproof, so its btree index serves a tenant's search too: row-level
 * security keeps any other operator on the column from an index (docs/search.md).
 */
const digitsStart = (terms: SearchTerms): Sql | undefined => (terms.digits ? sql`t.telephone_digits ^@ ${terms.digits}` : undefined);

const anyOf = (conditions: (Sql | undefined)[]): Sql | undefined => {
  const present = conditions.filter((c): c is Sql => c !== undefined);
  return present.length ? sql`(${sql.join(present, sql` OR `)})` : undefined;
};

/** The text equal to the query first, then those starting with it, then in order. */
const byText = (text: Sql, terms: SearchTerms): Sql =>
  sql`lower(${text}) = lower(${terms.text}) DESC, starts_with(lower(${text}), lower(${terms.text})) DESC, ${text}, m.id`;

const customerName = sql`concat_ws(' ', m.firstname, m.lastname)`;

const GROUPS: Record<SearchEntity, GroupSql> = {
  order: {
    decl: entities.order,
    match: (terms) => anyOf([terms.number !== undefined ? sql`t.id = ${terms.number}` : undefined, digitsStart(terms)]),
    columns: sql`t.id, t.date_added, t.telephone, t.customer_id, t.store_id`,
    title: sql`'#' || m.id`,
    subtitle: sql`nullif(concat_ws(' · ', m.telephone,
      (SELECT concat_ws(' ', c.firstname, c.lastname) FROM customer c WHERE c.id = m.customer_id),
      (SELECT s.name FROM store s WHERE s.id = m.store_id)), '')`,
    // the order of that number, then the newest
    order: (terms) => sql`${terms.number !== undefined ? sql`m.id = ${terms.number} DESC, ` : sql``}m.date_added DESC, m.id DESC`,
  },
  customer: {
    decl: entities.customer,
    match: (terms) => anyOf([wordsIn(terms, ['firstname', 'lastname', 'email']), digitsStart(terms)]),
    columns: sql`t.id, t.firstname, t.lastname, t.telephone, t.email`,
    title: customerName,
    subtitle: sql`nullif(concat_ws(' · ', m.telephone, m.email), '')`,
    order: (terms) => byText(customerName, terms),
  },
  product: {
    decl: entities.product,
    match: (terms) => wordsIn(terms, ['name', 'model']),
    columns: sql`t.id, t.name, t.model`,
    title: sql`coalesce(nullif(m.name, ''), m.model, '#' || m.id)`,
    subtitle: sql`CASE WHEN nullif(m.name, '') IS NOT NULL THEN nullif(m.model, '') END`,
    order: (terms) => byText(sql`coalesce(m.name, m.model, '')`, terms),
  },
  user: {
    decl: entities.user,
    match: (terms) => wordsIn(terms, ['username', 'firstname', 'lastname', 'email']),
    columns: sql`t.id, t.username, t.firstname, t.lastname, t.email`,
    title: sql`m.username`,
    subtitle: sql`nullif(concat_ws(' · ', nullif(concat_ws(' ', m.firstname, m.lastname), ''), m.email), '')`,
    order: (terms) => byText(sql`m.username`, terms),
  },
  store: {
    decl: entities.store,
    match: (terms) => wordsIn(terms, ['name']),
    columns: sql`t.id, t.name, t.url`,
    title: sql`m.name`,
    subtitle: sql`nullif(m.url, '')`,
    order: (terms) => byText(sql`m.name`, terms),
  },
  supplier: {
    decl: entities.supplier,
    match: (terms) => wordsIn(terms, ['name']),
    columns: sql`t.id, t.name, t.business_id`,
    title: sql`m.name`,
    subtitle: sql`(SELECT b.name FROM business b WHERE b.id = m.business_id)`,
    order: (terms) => byText(sql`m.name`, terms),
  },
};

/** One group's JSON: `{entity, n, items}`, n the matches read (at most the cap + 1). */
function groupSql(entity: SearchEntity, g: GroupSql, match: Sql, terms: SearchTerms, limit: number): Sql {
  return sql`(WITH m AS (SELECT ${g.columns} FROM ${sql.table(g.decl.table)} t WHERE NOT t.deleted AND ${match} LIMIT ${SEARCH_LIMITS.countCap + 1})
    SELECT json_build_object('entity', ${entity}::text, 'n', (SELECT count(*) FROM m), 'items', coalesce((
      SELECT json_agg(json_strip_nulls(json_build_object('id', p.id, 'title', p.title, 'subtitle', p.subtitle)))
      FROM (SELECT m.id, ${g.title} AS title, ${g.subtitle} AS subtitle FROM m ORDER BY ${g.order(terms)} LIMIT ${limit}) p), '[]'::json)))`;
}

interface GroupRow {
  entity: SearchEntity;
  n: number;
  items: SearchItem[];
}

/** Ids of a tenant's candidates per group (their groups of business rows only). */
export type Candidates = Partial<Record<SearchEntity, number[]>>;

const idsIn = (ids: number[]) => sql`t.id = ANY(${ids}::bigint[])`;

/**
 * The statement searching these groups, or undefined when the query can match none of them. A
 * group with candidates reads those rows (a tenant's); the others, the rows the query matches. The
 * bench runs it straight through pg as the floor.
 */
export function searchQuery(groups: readonly SearchEntity[], terms: SearchTerms, limit: number, candidates: Candidates = {}) {
  const parts = groups.flatMap((entity) => {
    const ids = candidates[entity];
    const match = ids ? (ids.length ? idsIn(ids) : undefined) : GROUPS[entity].match(terms);
    return match ? [groupSql(entity, GROUPS[entity], match, terms, limit)] : [];
  });
  return parts.length ? sql<{ groups: GroupRow[] }>`SELECT json_build_array(${sql.join(parts)}) AS groups` : undefined;
}

/** Where a tenant's rows of a group are narrowed: the column of its scope path and the entity it names. */
export interface OwnerStep {
  column: string;
  target: EntityDeclaration;
}

/**
 * The first step of the group's scope path for this tenant, as its row policy takes it (a
 * franchise's user by the franchise path where the entity names one: server/db/tenancy.ts,
 * `ownerSql`); undefined for the platform's data and for paths of several ids (read directly).
 */
export function ownerStep(entity: SearchEntity, tenant: Tenant): OwnerStep | undefined {
  const decl = GROUPS[entity].decl;
  const kind: OwnerKind = tenant.franchiseId != null && scopePath(decl, 'franchise') ? 'franchise' : 'business';
  const step = scopePath(decl, kind) ?? scopePath(decl, 'business');
  if (!step || step.shape !== 'one') return undefined;
  return { column: columnName(step.field), target: entityByName(step.target)! };
}

/** As the tenant: the ids of each owner entity's rows the tenant sees, `{store: [..], business: [..]}`. */
export function visibleOwnersQuery(targets: readonly EntityDeclaration[]) {
  const parts = targets.map((t) => sql`${t.name}::text, (SELECT coalesce(json_agg(x.id), '[]'::json) FROM ${sql.table(t.table)} x)`);
  return sql<{ owners: Record<string, number[]> }>`SELECT json_build_object(${sql.join(parts)}) AS owners`;
}

/**
 * As the platform, so the trigram indexes serve it: per group, at most the cap + 1 rows the query
 * matches among those of the owners given. Only ids leave it; the search statement reads them as
 * the tenant, under the row policies. The owner column is kept from the index choice (`+ 0`): its
 * index would walk every row of the tenant's owners, as the row policy does, where the trigram
 * indexes go to the few that match.
 */
export function candidatesQuery(narrowed: readonly { entity: SearchEntity; match: Sql; column: string; owners: number[] }[]) {
  const parts = narrowed.map(
    ({ entity, match, column, owners }) => sql`${entity}::text, (SELECT coalesce(json_agg(c.id), '[]'::json) FROM (
      SELECT t.id FROM ${sql.table(GROUPS[entity].decl.table)} t
      WHERE NOT t.deleted AND ${match} AND ${col(column)} + 0 = ANY(${owners}::bigint[]) LIMIT ${SEARCH_LIMITS.countCap + 1}) c)`,
  );
  return sql<{ candidates: Candidates }>`SELECT json_build_object(${sql.join(parts)}) AS candidates`;
}

/** A tenant's groups of business rows the query can match, with their owner step and match. */
export interface TenantStep extends OwnerStep {
  entity: SearchEntity;
  match: Sql;
}

/**
 * What a tenant's two steps read: the groups narrowed by their owners (`stepped`: each gets
 * candidates, none when it cannot match), those the query can match, and their owner entities.
 */
export function tenantSteps(groups: readonly SearchEntity[], terms: SearchTerms, tenant: Tenant): { stepped: SearchEntity[]; matched: TenantStep[]; targets: EntityDeclaration[] } {
  const stepped = groups.filter((entity) => ownerStep(entity, tenant));
  const matched = stepped.flatMap((entity) => {
    const match = GROUPS[entity].match(terms);
    return match ? [{ entity, match, ...ownerStep(entity, tenant)! }] : [];
  });
  return { stepped, matched, targets: [...new Map(matched.map((s) => [s.target.name, s.target])).values()] };
}

/** The candidates query of the steps, given the owners the tenant sees; undefined when none is left to read. */
export function narrowedCandidates(matched: readonly TenantStep[], owners: Record<string, number[]>) {
  const narrowed = matched.map((s) => ({ entity: s.entity, match: s.match, column: s.column, owners: owners[s.target.name] ?? [] })).filter((s) => s.owners.length);
  return narrowed.length ? candidatesQuery(narrowed) : undefined;
}

/** A tenant's candidates for its groups of business rows: the two steps before the search statement. */
async function tenantCandidates(db: Db, groups: readonly SearchEntity[], terms: SearchTerms, tenant: Tenant): Promise<Candidates> {
  const { stepped, matched, targets } = tenantSteps(groups, terms, tenant);
  const none: Candidates = Object.fromEntries(stepped.map((entity) => [entity, []]));
  if (!matched.length) return none;
  const { owners } = (await visibleOwnersQuery(targets).execute(db)).rows[0];
  const candidates = narrowedCandidates(matched, owners);
  if (!candidates) return none;
  return { ...none, ...(await runAsPlatform(() => candidates.execute(db))).rows[0].candidates };
}

/** The groups with matches, in the order asked; a total only when the matches were all counted. */
export async function search(db: Db, groups: readonly SearchEntity[], terms: SearchTerms, limit: number): Promise<SearchGroup[]> {
  const tenant = currentTenant();
  const query = searchQuery(groups, terms, limit, tenant ? await tenantCandidates(db, groups, terms, tenant) : {});
  if (!query) return [];
  const { rows } = await query.execute(db);
  return rows[0].groups
    .filter((g) => g.n > 0)
    .map((g) => ({ entity: g.entity, ...(g.n <= SEARCH_LIMITS.countCap ? { total: g.n } : {}), items: g.items }));
}
