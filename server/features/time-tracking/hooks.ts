import { sql } from 'kysely';
import { messages } from '../../../contract/messages';
import type { ValidationItem } from '../../../contract/validate';
import type { EntityHooks } from '../../engine/entity-hooks';

const instant = (v: unknown) => (v instanceof Date ? v : typeof v === 'string' ? new Date(v) : undefined);

/** Attendance reports: the end not before the start (as saved after an update), and every listed user existing. */
export const timeTrackingHooks: EntityHooks = {
  async validate({ trx }, { before, values }) {
    const errors: ValidationItem[] = [];
    const from = instant(values.dateFrom ?? before?.dateFrom);
    const to = instant(values.dateTo ?? before?.dateTo);
    if (from && to && to < from) errors.push({ path: 'dateTo', msg: messages.dateToBeforeFrom });
    const users = Array.isArray(values.users) ? (values.users as number[]) : [];
    if (users.length) {
      const { rows } = await sql<{ id: number }>`SELECT id::int AS id FROM app_user WHERE id = ANY(${users}::bigint[])`.execute(trx);
      const known = new Set(rows.map((r) => r.id));
      users.forEach((u, i) => {
        if (!known.has(u)) errors.push({ path: `users.${i}`, msg: messages.missingRecord });
      });
    }
    return errors;
  },
};
