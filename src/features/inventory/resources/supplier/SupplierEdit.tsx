import { EntityEdit } from '../../../../components/form/EntityEdit';
import { placeInputs } from '../warehouse/place-inputs';

/** A supplier: the shared form, hours per weekday as a week. */
export function SupplierEdit() {
  return <EntityEdit inputs={placeInputs} />;
}
