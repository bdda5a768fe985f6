import { useQuery } from '@tanstack/react-query';
import { statsQueryString, type DashboardSection, type StatsQuery, type StatsResponse } from '../../../contract/dashboard/dashboard';
import { retryUnlessRefused } from '../../dataProvider/api-error';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { sectionCall } from './dashboard-data';

/** A section's figures (GET {section.path}?dateFrom&dateTo&grain&tz&businessId), only once `enabled`. */
export function useSectionStats(section: DashboardSection, query: StatsQuery, enabled: boolean) {
  const dataProvider = useBackOfficeDataProvider();
  const { service, path } = sectionCall(section);
  return useQuery({
    queryKey: ['dashboard', section.id, statsQueryString(query)],
    queryFn: ({ signal }) =>
      dataProvider.call<StatsResponse>(service, path, {
        query: { dateFrom: query.dateFrom, dateTo: query.dateTo, grain: query.grain, tz: query.tz, businessId: query.businessId },
        signal,
      }),
    enabled,
    retry: retryUnlessRefused,
    // a new range or grain keeps the previous chart on screen until its figures come
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}
