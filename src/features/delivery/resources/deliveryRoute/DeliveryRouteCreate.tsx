import { EntityCreate } from '../../../../components/form/EntityCreate';
import { deliveryRouteInputs } from './delivery-route-inputs';

/** The delivery route's create screen: the same form as its edit screen. */
export function DeliveryRouteCreate() {
  return <EntityCreate inputs={deliveryRouteInputs} />;
}
