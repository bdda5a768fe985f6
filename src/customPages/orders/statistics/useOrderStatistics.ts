// The orders statistics panel's data: the orders section's series and totals and the product
// sales section's best sellers, read together for one query, again when the query changes.
import { useEffect, useState } from 'react';
import { sectionById, type StatsQuery, type StatsResponse } from '../../../../contract/dashboard/dashboard';
import { orderPath, ORDER_SERVICE } from '../../../../contract/orders/order-paths';
import { useBackOfficeDataProvider } from '../../../dataProvider/hooks';

/** A section's call relative to the order service (the dashboard table gives it from the API root). */
const relative = (path: string) => path.slice(orderPath('').length);
const ORDERS_CALL = relative(sectionById('orders').path);
const PRODUCTS_CALL = relative(sectionById('productSales').path);

export interface OrderStatistics {
  orders: StatsResponse;
  products: StatsResponse;
}

export function useOrderStatistics(query: StatsQuery): { data?: OrderStatistics; loading: boolean; error?: unknown } {
  const dp = useBackOfficeDataProvider();
  const [state, setState] = useState<{ data?: OrderStatistics; loading: boolean; error?: unknown }>({ loading: true });
  const { dateFrom, dateTo, grain, tz, businessId } = query;
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ data: s.data, loading: true }));
    const q = { dateFrom, dateTo, grain, tz, businessId };
    Promise.all([
      dp.call<StatsResponse>(ORDER_SERVICE, ORDERS_CALL, { query: q, signal: controller.signal }),
      dp.call<StatsResponse>(ORDER_SERVICE, PRODUCTS_CALL, { query: q, signal: controller.signal }),
    ])
      .then(([orders, products]) => setState({ data: { orders, products }, loading: false }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ loading: false, error });
      });
    return () => controller.abort();
  }, [dp, dateFrom, dateTo, grain, tz, businessId]);
  return state;
}
