// Reads a statistics call of a record over a date range, again whenever the record or the range changes.
import { useQuery } from '@tanstack/react-query';
import { useBackOfficeDataProvider, useNotifyQueryError } from '../../../dataProvider/hooks';

export interface StatsRangeValues {
  /** datetime-local texts, empty for the default range */
  dateFrom: string;
  dateTo: string;
}

const iso = (local: string) => (local ? new Date(local).toISOString() : undefined);

export function useStats<T>(service: string, path: string | null, range: StatsRangeValues): { data: T | null; loading: boolean } {
  const dataProvider = useBackOfficeDataProvider();
  // an end before the start is refused by the server; the inputs prevent it, the last figures stay
  const valid = !(range.dateFrom && range.dateTo && range.dateTo < range.dateFrom);
  const { data, isFetching, error } = useQuery({
    queryKey: ['stats', service, path, range.dateFrom, range.dateTo],
    queryFn: ({ signal }) => dataProvider.call<T>(service, path as string, { query: { dateFrom: iso(range.dateFrom), dateTo: iso(range.dateTo) }, signal }),
    enabled: path !== null && valid,
    retry: false,
    placeholderData: (previous) => previous,
  });
  useNotifyQueryError(error);
  return { data: path === null ? null : (data ?? null), loading: isFetching };
}
