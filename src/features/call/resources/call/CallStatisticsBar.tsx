import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { CALL_PATHS, CALL_STATUSES, type CallStatistics } from '../../../../../contract/call/call';
import { useBackOfficeDataProvider } from '../../../../dataProvider/hooks';

/** Counts of calls by status (the list's showStatistics=true), above the calls list. */
export function CallStatisticsBar() {
  const translate = useTranslate();
  const dataProvider = useBackOfficeDataProvider();
  const { data } = useQuery({
    queryKey: ['callStatistics'],
    queryFn: () => dataProvider.call<CallStatistics>('call', CALL_PATHS.statistics, { query: { showStatistics: true } }),
  });
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }} aria-label={translate('app.call.statistics.title')} role="group">
      <Chip color="primary" label={`${translate('app.call.statistics.total')}: ${data?.total ?? '…'}`} />
      {CALL_STATUSES.map((s) => (
        <Chip key={s} variant="outlined" label={`${translate(`app.call.status.${s}`)}: ${data?.[s] ?? '…'}`} />
      ))}
    </Stack>
  );
}
