// The SQL of the global search (docs/search.md). One statement answers every group the caller may
// list; each group reads at most SEARCH_LIMITS.countCap + 1 matches through its indexes, counts them
// and keeps the best few. It runs as the caller's tenant like any other statement of a request, so
// row-level security keeps it to the caller's business or franchise (docs/tenancy.md).
import { sql, type RawBuilder } from 'kysely';
import type { EntityDeclaration } from '../../../contract/entity';
import { entities } from '../../../contract/entities';
import { SEARCH_LIMITS, type SearchEntity, type SearchGroup, type SearchItem, type SearchTerms } from '../../../contract/search';
import type { Db } from '../../db/database';
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

/**
 * The statement searching these groups, or undefined when the query can match none of them. The
 * bench runs it straight through pg as the floor.
 */
export function searchQuery(groups: readonly SearchEntity[], terms: SearchTerms, limit: number) {
  const parts = groups.flatMap((entity) => {
    const match = GROUPS[entity].match(terms);
    return match ? [groupSql(entity, GROUPS[entity], match, terms, limit)] : [];
  });
  return parts.length ? sql<{ groups: GroupRow[] }>`SELECT json_build_array(${sql.join(parts)}) AS groups` : undefined;
}

/** The groups with matches, in the order asked; a total only when the matches were all counted. */
export async function search(db: Db, groups: readonly SearchEntity[], terms: SearchTerms, limit: number): Promise<SearchGroup[]> {
  const query = searchQuery(groups, terms, limit);
  if (!query) return [];
  const { rows } = await query.execute(db);
  return rows[0].groups
    .filter((g) => g.n > 0)
    .map((g) => ({ entity: g.entity, ...(g.n <= SEARCH_LIMITS.countCap ? { total: g.n } : {}), items: g.items }));
}
