import { EntityCreate } from '../../../../components/form/EntityCreate';
import { placeInputs } from './place-inputs';

/** A new warehouse: the shared form, hours per weekday as a week. */
export function WarehouseCreate() {
  return <EntityCreate inputs={placeInputs} />;
}
