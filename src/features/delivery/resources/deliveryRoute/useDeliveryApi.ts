// The delivery route calls the screens make, through the data provider (token, service map, error mapping).
import { useMemo } from 'react';
import type { Identifier } from 'react-admin';
import { DELIVERY_PATHS, type DeliveryMapSettings, type DeliveryRouteDetails, type DeliveryStopOrder } from '../../../../../contract/delivery/routes';
import { deliveryRoute } from '../../../../../contract/entities/delivery/deliveryRoute';
import { useBackOfficeDataProvider } from '../../../../dataProvider/hooks';

export function useDeliveryApi() {
  const dp = useBackOfficeDataProvider();
  return useMemo(() => {
    const service = deliveryRoute.service;
    return {
      /** the orders of the given stops, in the order given */
      stops: async (orderIds: number[]): Promise<DeliveryStopOrder[]> =>
        orderIds.length ? (await dp.call<{ data: DeliveryStopOrder[] }>(service, DELIVERY_PATHS.stops, { method: 'POST', body: { orderIds } })).data : [],
      details: (id: Identifier) => dp.call<DeliveryRouteDetails>(service, DELIVERY_PATHS.details.replace(':id', encodeURIComponent(String(id)))),
      map: () => dp.call<DeliveryMapSettings>(service, DELIVERY_PATHS.map),
      notifyDriver: (deliveryRouteId: Identifier) =>
        dp.call<{ sent: boolean }>(service, DELIVERY_PATHS.sendNotification, { method: 'POST', body: { deliveryRouteId }, resource: deliveryRoute.name }),
      /** a status change through the generic update (PUT {id}) */
      setStatus: (id: Identifier, status: string) => dp.update(deliveryRoute.name, { id, data: { status }, previousData: { id } }),
    };
  }, [dp]);
}

export type DeliveryApi = ReturnType<typeof useDeliveryApi>;
