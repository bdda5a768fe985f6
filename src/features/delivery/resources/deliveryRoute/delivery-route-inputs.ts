// The delivery route form's own inputs, shared by create and edit (the rest is generated from the
// declaration). The driver's name, distance, time, franchise and the stops without coordinates are the server's.
import type { CustomInput } from '../../../../components/form/EntityForm';
import { DeliveryDriverInput } from './DeliveryDriverInput';
import { DeliveryStopsInput } from './DeliveryStopsInput';

const SetByServer: CustomInput = () => null;

export const deliveryRouteInputs: Record<string, CustomInput> = {
  driverId: DeliveryDriverInput,
  driverName: SetByServer,
  ordersDeliverRoute: DeliveryStopsInput,
  distance: SetByServer,
  estimatedTime: SetByServer,
  franchiseId: SetByServer,
  franchiseName: SetByServer,
  stopsWithoutLocation: SetByServer,
};
