import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { entityList } from '../../../contract/entities';
import { pageCount } from '../../../contract/pager';
import { LookupSelect } from '../../components/inputs/LookupSelect';
import { ListLoadError } from '../../components/list/ListLoadError';
import { loadPageState, savePageState, type PageState } from '../../components/list/list-prefs';
import { PageSizeSelect } from '../../components/list/PageSizeSelect';
import { Pager } from '../../components/list/Pager';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { useEntityLabel } from '../../i18n/useLabels';
import type { AuditEntry } from './audit-entry';
import { AuditTable } from './AuditTable';
import { LoadingBar } from '../../components/LoadingBar';

interface AuditFilters {
  userId?: number | null;
  entity?: string;
  dateFrom?: string;
  dateTo?: string;
}

const toIso = (local?: string) => (local ? new Date(local).toISOString() : undefined);

/** The audit log: every write through the engine, filtered by user, entity and date range. */
export function AuditLogPage() {
  const dataProvider = useBackOfficeDataProvider();
  const translate = useTranslate();
  const { plural } = useEntityLabel();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [paging, setPaging] = useState<PageState>(() => loadPageState('audit', 'active'));
  const query = { userId: filters.userId ?? undefined, entity: filters.entity, dateFrom: toIso(filters.dateFrom), dateTo: toIso(filters.dateTo) };
  const { data: result, error, isFetching: loading, refetch } = useQuery({
    queryKey: ['audit', 'log', paging.page, paging.perPage, query],
    queryFn: ({ signal }) => dataProvider.call<{ data: AuditEntry[]; count: number }>('api', `audit/${paging.page}/${paging.perPage}`, { query, signal }),
    retry: false,
    // the last page stays on screen until the next comes
    placeholderData: (previous) => previous,
  });

  const changePaging = (next: PageState) => {
    setPaging(next);
    savePageState('audit', 'active', next);
  };
  const setFilter = (patch: Partial<AuditFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    changePaging({ ...paging, page: 1 });
  };

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('app.audit.title')}
      </Typography>
      <Paper variant="outlined" role="search" aria-label={translate('app.action.filters')} sx={{ p: 2, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <LookupSelect size="small" reference="user" label={translate('app.audit.user')} value={filters.userId} onChange={(userId) => setFilter({ userId })} allowEmpty />
        <TextField select fullWidth={false} size="small" label={translate('app.audit.entity')} value={filters.entity ?? ''} onChange={(e) => setFilter({ entity: e.target.value || undefined })} sx={{ minWidth: 180 }}>
          <MenuItem value="">{translate('app.list.any')}</MenuItem>
          {entityList.map((d) => (
            <MenuItem key={d.name} value={d.name}>
              {plural(d)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          fullWidth={false}
          type="datetime-local"
          label={translate('app.audit.date_from')}
          value={filters.dateFrom ?? ''}
          onChange={(e) => setFilter({ dateFrom: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.dateTo } }}
        />
        <TextField
          size="small"
          fullWidth={false}
          type="datetime-local"
          label={translate('app.audit.date_to')}
          value={filters.dateTo ?? ''}
          onChange={(e) => {
            const v = e.target.value || undefined;
            // the end cannot precede the start
            setFilter({ dateTo: v && filters.dateFrom && v < filters.dateFrom ? filters.dateFrom : v });
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.dateFrom } }}
        />
      </Paper>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{loading ? <LoadingBar /> : null}</Box>
        {/* a failed read is said with a retry, never shown as an empty log */}
        {error ? <ListLoadError error={error} onRetry={() => void refetch()} retrying={loading} sx={{ m: 1 }} /> : <AuditTable entries={result?.data ?? []} showEntity />}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, p: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {result && !error ? translate('app.list.total', { count: result.count }) : null}
          </Typography>
          <Pager page={paging.page} pageCount={pageCount(result?.count ?? 0, paging.perPage)} onChange={(page) => changePaging({ ...paging, page })} />
          <PageSizeSelect value={paging.perPage} onChange={(perPage) => changePaging({ page: 1, perPage })} />
        </Box>
      </Paper>
    </Box>
  );
}
