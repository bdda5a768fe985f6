import { EntityCreate } from '../../../../components/form/EntityCreate';
import { purchaseInputs } from './purchase-inputs';

/** A new purchase: the shared form with the lines built through the product picker. */
export function PurchaseCreate() {
  return <EntityCreate inputs={purchaseInputs} />;
}
