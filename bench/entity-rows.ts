// Fills an entity's table with N rows in one set-based INSERT built from its declaration:
// every writable field gets a value that fits its type and limits, unique where declared.
import { sql } from 'kysely';
import type { EntityDeclaration } from '../contract/entity';
import { entityByName } from '../contract/entities';
import type { FieldDef } from '../contract/fields';
import { hashPassword } from '../server/auth/password';
import type { Db } from '../server/db/database';
import { columnName } from '../server/db/entity-sync';

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** SQL text of a value for row `g` (an integer column of generate_series). */
function valueSql(name: string, def: FieldDef, refs: Record<string, number>, passwordHash: string): string {
  const max = def.maxLength ?? 200;
  const min = def.minLength ?? 0;
  // padded to the minimum length, cut to the maximum from the left so the distinct tail stays
  const fit = (expr: string) => `right(CASE WHEN length(${expr}) < ${min} THEN rpad(${expr}, ${min}, 'x') ELSE ${expr} END, ${max})`;
  const word = quote(name.replace(/[^A-Za-z]/g, '').toLowerCase() || 'v');
  switch (def.type) {
    case 'string':
    case 'text':
      if (def.pattern === 'digits') return fit(`lpad(g::text, 7, '1')`);
      if (def.pattern === 'letters' || def.pattern === 'lowercase') return fit(`(${word} || translate(g::text, '0123456789', 'abcdefghij'))`);
      return fit(`(${word} || '-' || g)`);
    case 'email':
      return `${word} || g || '@example.com'`;
    case 'password':
      return quote(passwordHash);
    case 'integer':
      return `(${def.min ?? 0} + g % ${Math.max(1, Math.min((def.max ?? 1000) - (def.min ?? 0), 10 ** Math.min(def.maxLength ?? 9, 9) - 1) + 1)})`;
    case 'number':
      return `least(greatest(round(((g % 1000) * 1.25)::numeric, 2), ${def.min ?? 0}), ${def.max ?? 1e9})`;
    case 'boolean':
      return typeof def.default === 'boolean' ? String(def.default) : 'true';
    case 'datetime':
      return `now() - (g || ' minutes')::interval`;
    case 'enum':
      return quote(String(def.choices?.[0] ?? ''));
    case 'reference':
      return def.reference && refs[def.reference] ? String(refs[def.reference]) : 'NULL';
    case 'object':
      return `${quote(JSON.stringify(def.default ?? {}))}::jsonb`;
    case 'list':
      return `${quote(JSON.stringify(def.default ?? []))}::jsonb`;
  }
}

/** Adds `rows` rows to the entity's table; references point at the first row of their target. */
export async function fillEntity(db: Db, decl: EntityDeclaration, rows: number): Promise<void> {
  const refs: Record<string, number> = {};
  for (const def of Object.values(decl.fields)) {
    if (def.type !== 'reference' || !def.reference) continue;
    const target = entityByName(def.reference)!;
    const found = await sql<{ id: number }>`SELECT min(id) AS id FROM ${sql.table(target.table)}`.execute(db);
    if (found.rows[0]?.id) refs[def.reference] = found.rows[0].id;
    else if (target.name !== decl.name) {
      await fillEntity(db, target, 1);
      refs[def.reference] = (await sql<{ id: number }>`SELECT min(id) AS id FROM ${sql.table(target.table)}`.execute(db)).rows[0].id;
    }
  }
  const hash = await hashPassword('Bench#Row1');
  const names = Object.entries(decl.fields).filter(([, def]) => !def.readOnly);
  const start = (await sql<{ n: number }>`SELECT coalesce(max(id), 0)::int AS n FROM ${sql.table(decl.table)}`.execute(db)).rows[0].n;
  const cols = names.map(([name]) => `"${columnName(name)}"`).join(', ');
  const vals = names.map(([name, def]) => valueSql(name, def, refs, hash)).join(', ');
  await sql`INSERT INTO ${sql.table(decl.table)} (${sql.raw(cols)})
            SELECT ${sql.raw(vals)} FROM generate_series(${sql.lit(start + 1)}, ${sql.lit(start + rows)}) g`.execute(db);
  await sql`ANALYZE ${sql.table(decl.table)}`.execute(db);
}
