import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useGetList, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { screenPath } from '../../../contract/screen-paths';
import type { EntityDeclaration } from '../../../contract/entity';
import { pageCount } from '../../../contract/pager';
import { useCan } from '../../authProvider/useCan';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';
import { withFailureTexts } from './failure-texts';
import { entityKeys, useEntityLabel } from '../../i18n/useLabels';
import { ConfirmDialog } from '../ConfirmDialog';
import { ImportButton } from '../import/ImportButton';
import { ExportButton } from './ExportButton';
import { PermissionButton } from '../PermissionButton';
import { ListBulkActions, type ListAction } from './ListBulkActions';
import { ListRowActions } from './ListRowActions';
import { cellText } from './cell-text';
import { FilterPanel } from './FilterPanel';
import { openingListParams } from './list-prefetch';
import { loadFilterOpen, loadPageState, saveFilterOpen, savePageState, type ListTab, type PageState } from './list-prefs';
import { PageSizeSelect } from './PageSizeSelect';
import { Pager } from './Pager';
import { LoadingBar } from '../LoadingBar';
import { useLiveList } from './useLiveList';

type Pending = { op: ListAction; ids: Identifier[] } | null;

const tabsSx = { flex: 1 } as const;
/** The actions stay in view at the right edge when the columns are wider than the screen. */
const actionsCellSx = {
  whiteSpace: 'nowrap',
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: 'inset 1px 0 0 rgba(0, 0, 0, 0.08)',
} as const;

/**
 * Active/Archived. Memoised: MUI's Tabs measure their indicator after every render of theirs,
 * which would force a layout of the whole table whenever the rows change.
 */
const ListTabs = memo(function ListTabs({ tab, onChange }: { tab: ListTab; onChange: (tab: ListTab) => void }) {
  const translate = useTranslate();
  return (
    <Tabs value={tab} onChange={(_e, v: ListTab) => onChange(v)} aria-label={translate('app.list.tabs')} sx={tabsSx}>
      <Tab value="active" label={translate('app.list.active')} />
      <Tab value="archived" label={translate('app.list.archived')} />
    </Tabs>
  );
});

/** The common list screen of one entity: tabs, filters, table, bulk and row actions, pager. */
export function EntityListView({ decl }: { decl: EntityDeclaration }) {
  useLiveList(decl);
  const { can } = useCan();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const provider = useBackOfficeDataProvider();
  // failed archive, recover and delete worded as the declaration says
  const dataProvider = useMemo(() => withFailureTexts(provider, decl), [provider, decl]);
  const navigate = useNavigate();
  const translate = useTranslate();
  const { plural } = useEntityLabel();

  const [tab, setTab] = useState<ListTab>('active');
  // the opening read is the one started ahead by the route (list-prefetch.ts): same page, sort, filter
  const [pageState, setPageState] = useState<PageState>(() => openingListParams(decl).pagination);
  const [filterOpen, setFilterOpen] = useState(() => loadFilterOpen(decl.filterStorageKey));
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [sort, setSort] = useState(() => openingListParams(decl).sort);
  const [selected, setSelected] = useState<Identifier[]>([]);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const columns = useMemo(() => Object.entries(decl.fields).filter(([, def]) => def.list), [decl]);

  const listFilter = useMemo(() => ({ ...filters, deleted: tab === 'archived' }), [filters, tab]);
  const { data, total, isPending, isFetching, error, refetch } = useGetList(
    decl.name,
    { pagination: pageState, sort, filter: listFilter },
    { placeholderData: (previous) => previous },
  );
  const rows = data ?? [];
  const pages = pageCount(total ?? 0, pageState.perPage);

  const updatePage = useCallback(
    (next: PageState, forTab: ListTab = tab) => {
      setPageState(next);
      savePageState(decl.name, forTab, next);
      setSelected([]);
    },
    [decl.name, tab],
  );

  // a page past the end (rows archived from the last page) falls back to the last page
  useEffect(() => {
    if (!isFetching && total !== undefined && pageState.page > Math.max(pages, 1)) updatePage({ ...pageState, page: Math.max(pages, 1) });
  }, [isFetching, total, pages, pageState, updatePage]);

  const changeTab = useCallback(
    (next: ListTab) => {
      setTab(next);
      setSelected([]);
      setPageState(loadPageState(decl.name, next));
    },
    [decl.name],
  );

  const toggleFilters = () => {
    setFilterOpen((open) => {
      saveFilterOpen(decl.filterStorageKey, !open);
      return !open;
    });
  };

  const changeFilters = (next: Record<string, unknown>) => {
    setFilters(next);
    updatePage({ ...pageState, page: 1 });
  };

  const allChecked = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggleAll = () => setSelected(allChecked ? [] : rows.map((r) => r.id));
  const toggleRow = (id: Identifier) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const mayUpdate = can(decl.name, 'edit');
  const mayArchive = can(decl.name, 'archive_and_recover');
  const mayDelete = can(decl.name, 'delete');
  const mayCreate = can(decl.name, 'create');

  const run = async (op: ListAction, ids: Identifier[]) => {
    setBusy(true);
    try {
      if (op === 'archive') await dataProvider.archiveMany(decl.name, { ids });
      else if (op === 'recover') await dataProvider.recoverMany(decl.name, { ids });
      else if (ids.length === 1) await dataProvider.destroy(decl.name, { id: ids[0] });
      else await dataProvider.deleteMany(decl.name, { ids });
      notify(op === 'archive' ? 'app.list.archived_notice' : op === 'recover' ? 'app.list.recovered_notice' : 'app.message.deleted', { type: 'success' });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      setSelected([]);
      await refetch();
    }
  };

  const ask = (op: ListAction, ids: Identifier[]) => {
    if (op === 'destroy') setPending({ op, ids });
    else void run(op, ids);
  };

  const sortBy = (field: string) =>
    setSort((s) => ({ field, order: s.field === field && s.order === 'ASC' ? 'DESC' : 'ASC' }));

  return (
    <Box data-testid={`list-${decl.name}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {plural(decl)}
        </Typography>
        <Button startIcon={<FilterListIcon />} onClick={toggleFilters} aria-expanded={filterOpen} aria-label={translate('app.action.filters')}>
          {translate('app.action.filters')}
        </Button>
        <ExportButton decl={decl} filter={listFilter} sort={sort} />
        <ImportButton decl={decl} />
        <PermissionButton allowed={mayCreate} label={translate('app.action.create')} variant="contained" onClick={() => navigate(screenPath(decl, 'create'))} />
      </Box>
      <FilterPanel decl={decl} open={filterOpen} values={filters} onChange={changeFilters} />
      <Paper variant="outlined">
        <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
          <ListTabs tab={tab} onChange={changeTab} />
          <ListBulkActions tab={tab} count={selected.length} busy={busy} mayArchive={mayArchive} mayDelete={mayDelete} onAction={(op) => ask(op, selected)} />
        </Box>
        <Box sx={{ height: 4 }}>{isFetching ? <LoadingBar /> : null}</Box>
        {error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {error.message || translate('app.message.badResponse')}
          </Alert>
        ) : null}
        <TableContainer>
          <Table size="small" aria-label={plural(decl)}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox checked={allChecked} indeterminate={!allChecked && selected.length > 0} onChange={toggleAll} slotProps={{ input: { 'aria-label': translate('app.list.select_all') } }} />
                </TableCell>
                <TableCell sortDirection={sort.field === 'id' ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                  <TableSortLabel active={sort.field === 'id'} direction={sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => sortBy('id')}>
                    {translate('app.list.id')}
                  </TableSortLabel>
                </TableCell>
                {columns.map(([name]) => (
                  <TableCell key={name}>
                    <TableSortLabel active={sort.field === name} direction={sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => sortBy(name)}>
                      {translate(entityKeys.field(decl.name, name))}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell align="right" sx={actionsCellSx}>
                  {translate('app.list.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover selected={selected.includes(row.id)} data-testid="list-row" data-id={row.id}>
                  <TableCell padding="checkbox">
                    <Checkbox checked={selected.includes(row.id)} onChange={() => toggleRow(row.id)} slotProps={{ input: { 'aria-label': translate('app.list.select_row', { id: row.id }) } }} />
                  </TableCell>
                  <TableCell>{row.id}</TableCell>
                  {columns.map(([name, def]) => (
                    <TableCell key={name}>{cellText(name, def, row)}</TableCell>
                  ))}
                  <TableCell align="right" sx={actionsCellSx}>
                    <ListRowActions
                      tab={tab}
                      busy={busy}
                      mayUpdate={mayUpdate}
                      mayArchive={mayArchive}
                      mayDelete={mayDelete}
                      onEdit={() => navigate(screenPath(decl, 'edit', row.id))}
                      onAction={(op) => ask(op, [row.id])}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {!isPending && !rows.length ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 3} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {translate('app.message.emptyOrders')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" data-testid="list-total">
            {translate('app.list.total', { count: total ?? 0 })}
          </Typography>
          <Pager page={pageState.page} pageCount={pages} onChange={(page) => updatePage({ ...pageState, page })} />
          <PageSizeSelect value={pageState.perPage} onChange={(perPage) => updatePage({ page: 1, perPage })} />
        </Box>
      </Paper>
      <ConfirmDialog
        open={!!pending}
        text={translate('app.message.confirmDelete')}
        onClose={() => setPending(null)}
        onConfirm={() => {
          const p = pending;
          setPending(null);
          if (p) void run(p.op, p.ids);
        }}
      />
    </Box>
  );
}
