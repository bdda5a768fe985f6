import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ACCOUNT_PATHS } from '../../../../../contract/accounts';
import { DEFAULT_PAGE_SIZE, pageCount } from '../../../../../contract/pager';
import { LoadingBar } from '../../../../components/LoadingBar';
import { PageSizeSelect } from '../../../../components/list/PageSizeSelect';
import { Pager } from '../../../../components/list/Pager';
import { useBackOfficeDataProvider } from '../../../../dataProvider/hooks';
import { useIntlLocale } from '../../../../i18n/intl-locale';

/** GET u/worked_hours/{id}: the hours of each range (today, week, month). */
interface WorkedRanges {
  data: { rangeName: string; hours: number }[];
}

/** GET u/worked_hours/{id}/{page}/{count}: check-ins, newest first. */
interface WorkedEntries {
  data: { userWorkedHoursId: number; checkIn: string; checkOut: string | null; note: string | null; hours: number }[];
  count: number;
}

const API = 'api';

/** A user's worked hours: a figure per range, then their check-ins a page at a time. */
export function WorkedHoursTab({ userId }: { userId: string }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const dataProvider = useBackOfficeDataProvider();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const base = `${ACCOUNT_PATHS.workedHours}/${encodeURIComponent(userId)}`;
  const ranges = useQuery({
    queryKey: [API, base],
    queryFn: ({ signal }) => dataProvider.call<WorkedRanges>(API, base, { signal }),
  });
  const entries = useQuery({
    queryKey: [API, base, page, size],
    queryFn: ({ signal }) => dataProvider.call<WorkedEntries>(API, `${base}/${page}/${size}`, { signal }),
    placeholderData: keepPreviousData,
  });
  const when = (value: string | null) => (value ? new Date(value).toLocaleString(locale) : translate('app.worked_hours.open'));
  const hours = (value: number) => translate('app.worked_hours.hours', { hours: value.toLocaleString(locale) });
  const failed = ranges.error ?? entries.error;
  return (
    <Box data-testid="worked-hours">
      {ranges.isFetching || entries.isFetching ? <LoadingBar /> : <Box sx={{ height: 4 }} />}
      {failed ? <Alert severity="error">{failed instanceof Error ? failed.message : translate('app.worked_hours.failed')}</Alert> : null}
      <Box component="dl" sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', m: 0, mb: 2 }}>
        {(ranges.data?.data ?? []).map((r) => (
          <Box key={r.rangeName} data-testid={`worked-hours-${r.rangeName}`}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`app.worked_hours.range.${r.rangeName}`, { _: r.rangeName })}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {hours(r.hours)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Table size="small" aria-label={translate('app.worked_hours.entries')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.worked_hours.check_in')}</TableCell>
            <TableCell>{translate('app.worked_hours.check_out')}</TableCell>
            <TableCell align="right">{translate('app.worked_hours.worked')}</TableCell>
            <TableCell>{translate('app.worked_hours.note')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(entries.data?.data ?? []).map((e) => (
            <TableRow key={e.userWorkedHoursId} data-testid="worked-hours-row">
              <TableCell>{when(e.checkIn)}</TableCell>
              <TableCell>{when(e.checkOut)}</TableCell>
              <TableCell align="right">{hours(e.hours)}</TableCell>
              <TableCell>{e.note ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {entries.data && entries.data.count === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {translate('app.worked_hours.empty')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Pager page={page} pageCount={pageCount(entries.data?.count ?? 0, size)} onChange={setPage} />
        <PageSizeSelect
          value={size}
          onChange={(s) => {
            setSize(s);
            setPage(1);
          }}
        />
      </Box>
    </Box>
  );
}
