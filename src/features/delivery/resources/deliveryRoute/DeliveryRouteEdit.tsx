import { EntityEdit } from '../../../../components/form/EntityEdit';
import { deliveryRouteInputs } from './delivery-route-inputs';

/** The delivery route's edit screen at /delivery/routes/update/{id}. */
export function DeliveryRouteEdit() {
  return <EntityEdit inputs={deliveryRouteInputs} />;
}
