import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeliveryStopOrder } from '../../../../../contract/delivery/routes';
import { useNotifyApiError } from '../../../../dataProvider/hooks';
import { useDeliveryApi } from './useDeliveryApi';

/**
 * What the form shows of each stop's order (customer, address, coordinates), read for the ids it
 * does not know yet; orders picked from the search are remembered without a read.
 */
export function useStopOrders(orderIds: number[]) {
  const api = useDeliveryApi();
  const notifyError = useNotifyApiError();
  const [known, setKnown] = useState<Map<number, DeliveryStopOrder>>(new Map());
  const asked = useRef(new Set<number>());
  const key = orderIds.join(',');

  useEffect(() => {
    const missing = orderIds.filter((id) => !known.has(id) && !asked.current.has(id));
    if (!missing.length) return;
    for (const id of missing) asked.current.add(id);
    api
      .stops(missing)
      .then((orders) => setKnown((prev) => new Map([...prev, ...orders.map((o) => [o.orderId, o] as const)])))
      .catch(notifyError);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, api]);

  const remember = useCallback((orders: DeliveryStopOrder[]) => {
    setKnown((prev) => new Map([...prev, ...orders.map((o) => [o.orderId, o] as const)]));
  }, []);
  return { known, remember };
}
