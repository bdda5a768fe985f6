// Stores: the rules of the store form the field checks cannot say (contract/stores.ts).
import { defaultAddressErrors, locationPairErrors, storeWithDefaults } from '../../../contract/stores';
import type { EntityHooks } from '../../engine/entity-hooks';

/** On create and update, as saved (the stored row's addresses replaced by those sent). */
export const storeHooks: EntityHooks = {
  async validate(_ctx, { before, values }) {
    const addresses = 'addresses' in values ? values.addresses : before?.addresses;
    return [...defaultAddressErrors(addresses), ...locationPairErrors(addresses)];
  },
  // read by id, a store comes with its missing sections filled and its logo from the header logo
  // (spec, second document, section 4, "Store")
  afterRead: storeWithDefaults,
};
