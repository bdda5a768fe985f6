// Equipment: no more units attached than there are (as saved: the stored row merged with the update).
import { EQUIPMENT_TEXTS } from '../../../contract/businesses';
import type { EntityHooks } from '../../engine/entity-hooks';

export const equipmentHooks: EntityHooks = {
  async validate(_ctx, { before, values }) {
    const quantity = Number('quantity' in values ? values.quantity : before?.quantity ?? 0);
    const attached = Number('attachedCount' in values ? values.attachedCount : before?.attachedCount ?? 0);
    if (attached > quantity) return [{ path: 'attachedCount', msg: EQUIPMENT_TEXTS.attachedOverQuantity }];
  },
};
