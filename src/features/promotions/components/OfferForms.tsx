import { discount } from '../../../../contract/entities/promotions/discount';
import { promoCode } from '../../../../contract/entities/promotions/promoCode';
import { EntityCreate } from '../../../components/form/EntityCreate';
import { EntityEdit } from '../../../components/form/EntityEdit';
import Box from '@mui/material/Box';
import { OFFER_FORM_SX, offerInputs } from './OfferInputs';

// one set of inputs per entity, built once (the inputs are components: a new one each render would remount them)
const discountInputs = offerInputs(discount);
const promoCodeInputs = offerInputs(promoCode);

/** Discount forms: only the fields the chosen type, applies-to, eligibility, minimum and limit need. */
export const DiscountCreate = () => (
  <Box sx={OFFER_FORM_SX}>
    <EntityCreate inputs={discountInputs} />
  </Box>
);
export const DiscountEdit = () => (
  <Box sx={OFFER_FORM_SX}>
    <EntityEdit inputs={discountInputs} />
  </Box>
);

/** Promo code forms, the same way. */
export const PromoCodeCreate = () => (
  <Box sx={OFFER_FORM_SX}>
    <EntityCreate inputs={promoCodeInputs} />
  </Box>
);
export const PromoCodeEdit = () => (
  <Box sx={OFFER_FORM_SX}>
    <EntityEdit inputs={promoCodeInputs} />
  </Box>
);
