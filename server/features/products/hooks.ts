// Products: `name` stays the default language's description name (contract/products.ts), the
// one name orders, lookups and lists show.
import { messages } from '../../../contract/messages';
import { nameInStep } from '../../../contract/products';
import type { EntityHooks } from '../../engine/entity-hooks';

/**
 * Fills the name from the default language's description (or that description's name from a name
 * sent alone) in the values being written: the engine writes the object the hook is given. A
 * product needs a name one way or the other.
 */
export const productHooks: EntityHooks = {
  async validate(_ctx, { before, values }) {
    Object.assign(values, nameInStep(values, before));
    const name = 'name' in values ? values.name : before?.name;
    if (typeof name !== 'string' || !name.trim()) return [{ path: 'name', msg: messages.required('Name') }];
  },
};
