import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import type { DeliveryStopOrder } from '../../../../../contract/delivery/routes';
import { useNotifyQueryError } from '../../../../dataProvider/hooks';
import { useDeliveryApi } from './useDeliveryApi';

/** A stop's order as read; null when the server answered without it. */
type StopOrder = DeliveryStopOrder | null;

interface Waiter {
  resolve: (order: StopOrder) => void;
  reject: (error: unknown) => void;
}

/**
 * One read for every order asked for in the same moment: the stops a form opens with are read
 * together, as one call, and each of their queries gets its own order from it.
 */
function readTogether(read: (orderIds: number[]) => Promise<DeliveryStopOrder[]>): (orderId: number) => Promise<StopOrder> {
  let waiting: Map<number, Waiter[]> | undefined;
  return (orderId) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        const batch = new Map<number, Waiter[]>();
        waiting = batch;
        setTimeout(() => {
          waiting = undefined;
          read([...batch.keys()]).then(
            (orders) => {
              const byId = new Map(orders.map((o) => [o.orderId, o]));
              for (const [id, waiters] of batch) for (const w of waiters) w.resolve(byId.get(id) ?? null);
            },
            // every query of the read fails with it: one notification
            (error) => {
              for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
            },
          );
        }, 0);
      }
      waiting.set(orderId, [...(waiting.get(orderId) ?? []), { resolve, reject }]);
    });
}

/** The orders read so far by id, and the latest failed read. */
const byOrder = (results: UseQueryResult<StopOrder>[]) => ({
  known: new Map(results.flatMap((r) => (r.data ? [[r.data.orderId, r.data] as const] : []))),
  error: results.reduce<UseQueryResult<StopOrder> | undefined>((latest, r) => (r.error && (!latest || r.errorUpdatedAt > latest.errorUpdatedAt) ? r : latest), undefined)?.error,
});

/**
 * What the form shows of each stop's order (customer, address, coordinates), read for the ids it
 * does not know yet; orders picked from the search are remembered without a read.
 */
export function useStopOrders(orderIds: number[]) {
  const api = useDeliveryApi();
  const queryClient = useQueryClient();
  // the orders are the form's own: read once while it is open, again when it opens again
  const form = useId();
  const read = useMemo(() => readTogether(api.stops), [api]);
  const keyOf = useCallback((orderId: number) => ['delivery', 'stopOrder', form, orderId], [form]);
  const { known, error } = useQueries({
    queries: [...new Set(orderIds)].map((orderId) => ({
      queryKey: keyOf(orderId),
      queryFn: () => read(orderId),
      staleTime: Infinity,
      retry: false,
      retryOnMount: false,
      refetchOnWindowFocus: false,
    })),
    combine: byOrder,
  });
  useNotifyQueryError(error);

  const remember = useCallback(
    (orders: DeliveryStopOrder[]) => {
      for (const o of orders) queryClient.setQueryData<StopOrder>(keyOf(o.orderId), o);
    },
    [queryClient, keyOf],
  );
  return { known, remember };
}
