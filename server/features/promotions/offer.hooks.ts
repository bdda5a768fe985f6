// Discounts and promo codes: the rules between their fields (contract/promotions/offer-checks.ts),
// checked on the record as it will be saved (the stored row merged with the update).
import type { Offer, PercentField } from '../../../contract/promotions';
import { offerErrors } from '../../../contract/promotions';
import type { EntityHooks } from '../../engine/entity-hooks';

export const offerHooks = (percentField: PercentField): EntityHooks => ({
  async validate(_ctx, { before, values }) {
    const merged = { ...(before ?? {}), ...values } as Partial<Offer>;
    const errors = offerErrors(merged, percentField);
    return errors.length ? errors : undefined;
  },
});
