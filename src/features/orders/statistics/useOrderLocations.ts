// The order locations map's data: the positions of the period's orders (newest first, capped) and
// the map's tiles, read again when the period changes (the last ones stay on screen meanwhile).
import { useQuery } from '@tanstack/react-query';
import type { OrderLocationsResponse } from '../../../../contract/orders/order-locations';
import { ORDER_PATHS, ORDER_SERVICE } from '../../../../contract/orders/order-paths';
import { retryUnlessRefused } from '../../../dataProvider/api-error';
import { useBackOfficeDataProvider } from '../../../dataProvider/hooks';

export function useOrderLocations(dateFrom: string, dateTo: string): { data?: OrderLocationsResponse; loading: boolean; error?: unknown } {
  const dp = useBackOfficeDataProvider();
  const query = useQuery({
    queryKey: ['orders', 'locations', dateFrom, dateTo],
    queryFn: ({ signal }) => dp.call<OrderLocationsResponse>(ORDER_SERVICE, ORDER_PATHS.locations, { query: { dateFrom, dateTo }, signal }),
    retry: retryUnlessRefused,
    placeholderData: (previous) => previous,
  });
  return { data: query.isError ? undefined : query.data, loading: query.isFetching, error: query.error ?? undefined };
}
