// What the engine checks when a user bound to a business or a franchise writes (docs/tenancy.md).
// Row-level security already refuses a row that would not be the tenant's; these checks run first,
// inside the write's transaction on the tenant's connection, so the answer names the field.
import { sql } from 'kysely';
import type { EntityDeclaration } from '../../contract/entity';
import { entityByName } from '../../contract/entities';
import { fieldLabel } from '../../contract/fields';
import { messages } from '../../contract/messages';
import { OWNER_ENTITY, scopedReferences, scopePath, type OwnerKind } from '../../contract/tenancy';
import type { ValidationItem } from '../../contract/validate';
import type { Tenant } from '../db/tenant-context';
import type { WriteTarget } from './entity-hooks';
import type { Trx } from './entity.repository';

type Target = WriteTarget & { values: Record<string, unknown> };

const OWN: Record<OwnerKind, (t: Tenant) => number | null> = { business: (t) => t.businessId, franchise: (t) => t.franchiseId };

/** On a tenant's create, an owner field left empty names the tenant's own business (and franchise). */
export function fillOwner(decl: EntityDeclaration, tenant: Tenant, target: Target): void {
  if (target.before) return;
  for (const kind of ['business', 'franchise'] as const) {
    const step = scopePath(decl, kind);
    if (!step || step.shape !== 'one' || step.target !== OWNER_ENTITY[kind] || decl.fields[step.field]?.readOnly) continue;
    const own = OWN[kind](tenant);
    if (own != null && target.values[step.field] == null) target.values[step.field] = own;
  }
}

/**
 * A tenant's create or update names only rows the tenant may see (a store, a customer group, a
 * driver: 'The chosen record does not exist.', as for a row that is not there), and keeps the paths
 * to its owners filled: a row that leads to no business would be nobody's, and a franchise's user
 * emptying a row's franchise would hand it to the whole business.
 */
export async function tenantProblems(trx: Trx, decl: EntityDeclaration, tenant: Tenant, target: Target): Promise<ValidationItem[]> {
  const items: ValidationItem[] = [];
  for (const ref of scopedReferences(decl)) {
    if (!(ref.field in target.values)) continue;
    const raw = target.values[ref.field];
    const given = (ref.many ? (Array.isArray(raw) ? raw : []) : [raw]).map((v, i) => ({ id: v == null ? undefined : Number(v), i }));
    const ids = [...new Set(given.flatMap((g) => (g.id === undefined || !Number.isSafeInteger(g.id) ? [] : [g.id])))];
    if (!ids.length) continue;
    const table = entityByName(ref.target)!.table;
    // on the tenant's connection: row-level security shows only the tenant's rows
    const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE id = ANY(${ids})`.execute(trx);
    const seen = new Set(rows.map((r) => Number(r.id)));
    for (const g of given) {
      if (g.id !== undefined && !seen.has(g.id)) items.push({ path: ref.many ? `${ref.field}.${g.i}` : ref.field, msg: messages.missingRecord });
    }
  }
  const kinds: OwnerKind[] = tenant.franchiseId != null ? ['business', 'franchise'] : ['business'];
  for (const kind of kinds) {
    const step = scopePath(decl, kind);
    if (!step || step.shape === 'self' || decl.fields[step.field]?.readOnly) continue;
    const value = step.field in target.values ? target.values[step.field] : target.before?.[step.field];
    const empty = value == null || (Array.isArray(value) && value.length === 0);
    if (empty && !items.some((i) => i.path === step.field)) items.push({ path: step.field, msg: messages.required(fieldLabel(step.field, decl.fields[step.field])) });
  }
  return items;
}
