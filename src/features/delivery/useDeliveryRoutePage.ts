import { useCallback, useEffect, useState } from 'react';
import type { Identifier } from 'react-admin';
import type { DeliveryMapSettings, DeliveryRouteDetails } from '../../../contract/delivery/routes';
import type { PaymentStatusEvent, SaleStatusEvent } from '../../../contract/orders';
import { EVENTS } from '../../../contract/realtime';
import { useSocketEvent } from '../../realtime/useSocketEvent';
import { useDeliveryApi } from './resources/deliveryRoute/useDeliveryApi';

/**
 * The route page's data: the route with its stops' orders and the driver's last position, and the
 * map settings. Order status and payment-method events change the stops in place, without a read.
 */
export function useDeliveryRoutePage(id: Identifier | undefined) {
  const api = useDeliveryApi();
  const [details, setDetails] = useState<DeliveryRouteDetails>();
  const [settings, setSettings] = useState<DeliveryMapSettings>();
  const [error, setError] = useState<unknown>();

  const load = useCallback(async () => {
    if (id === undefined) return;
    try {
      const [d, s] = await Promise.all([api.details(id), api.map()]);
      setDetails(d);
      setSettings(s);
    } catch (e) {
      setError(e);
    }
  }, [api, id]);
  useEffect(() => {
    void load();
  }, [load]);

  const patchStop = (orderId: number, change: Partial<DeliveryRouteDetails['stops'][number]>) =>
    setDetails((d) => (d && d.stops.some((s) => s.orderId === orderId) ? { ...d, stops: d.stops.map((s) => (s.orderId === orderId ? { ...s, ...change } : s)) } : d));
  useSocketEvent<SaleStatusEvent>('order', EVENTS.saleStatus, (e) => patchStop(e.orderId, { status: e.status }));
  useSocketEvent<PaymentStatusEvent>('order', EVENTS.paymentStatus, (e) => patchStop(e.orderId, { paymentMethod: e.paymentMethod }));

  return { details, settings, error, reload: load };
}
