import { EntityCreate } from '../../../../components/form/EntityCreate';
import { placeInputs } from '../warehouse/place-inputs';

/** A new supplier: the shared form, hours per weekday as a week. */
export function SupplierCreate() {
  return <EntityCreate inputs={placeInputs} />;
}
