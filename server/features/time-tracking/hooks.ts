import { messages } from '../../../contract/messages';
import type { ValidationItem } from '../../../contract/validate';
import type { EntityHooks } from '../../engine/entity-hooks';

const instant = (v: unknown) => (v instanceof Date ? v : typeof v === 'string' ? new Date(v) : undefined);

/** Attendance reports: the end not before the start (as saved after an update); the engine checks the listed users as a list of references. */
export const timeTrackingHooks: EntityHooks = {
  async validate(_ctx, { before, values }) {
    const errors: ValidationItem[] = [];
    const from = instant(values.dateFrom ?? before?.dateFrom);
    const to = instant(values.dateTo ?? before?.dateTo);
    if (from && to && to < from) errors.push({ path: 'dateTo', msg: messages.dateToBeforeFrom });
    return errors;
  },
};
