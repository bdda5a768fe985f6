// The order locations map's data: the positions of the period's orders (newest first, capped) and
// the map's tiles, read again when the period changes.
import { useEffect, useState } from 'react';
import type { OrderLocationsResponse } from '../../../../contract/orders/order-locations';
import { ORDER_PATHS, ORDER_SERVICE } from '../../../../contract/orders/order-paths';
import { useBackOfficeDataProvider } from '../../../dataProvider/hooks';

export function useOrderLocations(dateFrom: string, dateTo: string): { data?: OrderLocationsResponse; loading: boolean; error?: unknown } {
  const dp = useBackOfficeDataProvider();
  const [state, setState] = useState<{ data?: OrderLocationsResponse; loading: boolean; error?: unknown }>({ loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ data: s.data, loading: true }));
    dp.call<OrderLocationsResponse>(ORDER_SERVICE, ORDER_PATHS.locations, { query: { dateFrom, dateTo }, signal: controller.signal })
      .then((data) => setState({ data, loading: false }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ loading: false, error });
      });
    return () => controller.abort();
  }, [dp, dateFrom, dateTo]);
  return state;
}
