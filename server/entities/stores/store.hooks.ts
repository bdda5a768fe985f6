// Stores: the rules of the store form the field checks cannot say (contract/stores.ts).
import { defaultAddressErrors, locationPairErrors } from '../../../contract/stores';
import type { EntityHooks } from '../../engine/entity-hooks';

/** On create and update, as saved (the stored row's addresses replaced by those sent). */
export const storeHooks: EntityHooks = {
  async validate(_ctx, { before, values }) {
    const addresses = 'addresses' in values ? values.addresses : before?.addresses;
    return [...defaultAddressErrors(addresses), ...locationPairErrors(addresses)];
  },
};
