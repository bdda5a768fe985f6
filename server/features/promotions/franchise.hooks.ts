// Franchises keep `name` equal to the default language's description name (descriptions[0].name in the
// spec), as products do; traffic links cannot end before they start.
import { messages } from '../../../contract/messages';
import { nameInStep } from '../../../contract/products';
import { PROMOTION_TEXTS } from '../../../contract/promotions';
import type { EntityHooks } from '../../engine/entity-hooks';

export const franchiseHooks: EntityHooks = {
  async validate(_ctx, { before, values }) {
    Object.assign(values, nameInStep(values, before));
    const name = 'name' in values ? values.name : before?.name;
    if (typeof name !== 'string' || !name.trim()) return [{ path: 'name', msg: messages.required('Name') }];
  },
};

export const linkHooks: EntityHooks = {
  async validate(_ctx, { before, values }) {
    const merged = { ...(before ?? {}), ...values } as { startDate?: string | null; endDate?: string | null };
    if (merged.startDate && merged.endDate && Date.parse(merged.endDate) < Date.parse(merged.startDate)) {
      return [{ path: 'endDate', msg: PROMOTION_TEXTS.endBeforeStart }];
    }
  },
};
