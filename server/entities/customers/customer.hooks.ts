// A customer's groups must exist (a list of references has no foreign key to say so).
import { sql } from 'kysely';
import { customerGroup } from '../../../contract/entities/customers/customerGroup';
import { messages } from '../../../contract/messages';
import type { EntityHooks, WriteContext } from '../../engine/entity-hooks';

/** Group ids known to exist, per write: an import validates every row in one context, so it asks once per id. */
const known = new WeakMap<WriteContext, Set<number>>();

export const customerRules: EntityHooks = {
  async validate(ctx, { values }) {
    if (!Array.isArray(values.customerGroups) || !values.customerGroups.length) return;
    const ids = [...new Set(values.customerGroups.map(Number))];
    const seen = known.get(ctx) ?? new Set<number>();
    known.set(ctx, seen);
    const unknown = ids.filter((id) => !seen.has(id));
    if (unknown.length) {
      const { rows } = await sql<{ id: string }>`SELECT id FROM ${sql.table(customerGroup.table)} WHERE id = ANY(${unknown})`.execute(ctx.trx);
      for (const r of rows) seen.add(Number(r.id));
    }
    if (ids.some((id) => !seen.has(id))) return [{ path: 'customerGroups', msg: messages.missingRecord }];
  },
};
