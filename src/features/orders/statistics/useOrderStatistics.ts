// The orders statistics panel's data: the orders section's series and totals and the product
// sales section's best sellers, read together for one query, again when the query changes.
import { useQuery } from '@tanstack/react-query';
import { sectionById, type StatsQuery, type StatsResponse } from '../../../../contract/dashboard/dashboard';
import { orderPath, ORDER_SERVICE } from '../../../../contract/orders/order-paths';
import { retryUnlessRefused } from '../../../dataProvider/api-error';
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
  const { dateFrom, dateTo, grain, tz, businessId } = query;
  const q = { dateFrom, dateTo, grain, tz, businessId };
  const result = useQuery({
    queryKey: ['orders', 'statistics', q],
    queryFn: async ({ signal }): Promise<OrderStatistics> => {
      const [orders, products] = await Promise.all([
        dp.call<StatsResponse>(ORDER_SERVICE, ORDERS_CALL, { query: q, signal }),
        dp.call<StatsResponse>(ORDER_SERVICE, PRODUCTS_CALL, { query: q, signal }),
      ]);
      return { orders, products };
    },
    retry: retryUnlessRefused,
    // a new query keeps the previous figures on screen until its own come
    placeholderData: (previous) => previous,
  });
  return { data: result.isError ? undefined : result.data, loading: result.isFetching, error: result.error ?? undefined };
}
