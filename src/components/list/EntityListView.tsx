import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
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
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetList, useNotify, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { EntityDeclaration } from '../../../contract/entity';
import { fieldLabel } from '../../../contract/fields';
import { messages } from '../../../contract/messages';
import { pageCount } from '../../../contract/pager';
import { useCan } from '../../authProvider/useCan';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';
import { ConfirmDialog } from '../ConfirmDialog';
import { PermissionButton } from '../PermissionButton';
import { ListBulkActions, type ListAction } from './ListBulkActions';
import { ListRowActions } from './ListRowActions';
import { cellText } from './cell-text';
import { FilterPanel } from './FilterPanel';
import { loadFilterOpen, loadPageState, saveFilterOpen, savePageState, type ListTab, type PageState } from './list-prefs';
import { PageSizeSelect } from './PageSizeSelect';
import { Pager } from './Pager';

type Pending = { op: ListAction; ids: Identifier[] } | null;

/** The common list screen of one entity: tabs, filters, table, bulk and row actions, pager. */
export function EntityListView({ decl }: { decl: EntityDeclaration }) {
  const base = '/' + decl.permission;
  const { can } = useCan();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const dataProvider = useBackOfficeDataProvider();
  const navigate = useNavigate();

  const [tab, setTab] = useState<ListTab>('active');
  const [pageState, setPageState] = useState<PageState>(() => loadPageState(decl.name, 'active'));
  const [filterOpen, setFilterOpen] = useState(() => loadFilterOpen(decl.filterStorageKey));
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [sort, setSort] = useState(decl.sort ?? { field: 'id', order: 'DESC' as const });
  const [selected, setSelected] = useState<Identifier[]>([]);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const columns = useMemo(() => Object.entries(decl.fields).filter(([, def]) => def.list), [decl]);

  const { data, total, isPending, isFetching, error, refetch } = useGetList(
    decl.name,
    { pagination: pageState, sort, filter: { ...filters, deleted: tab === 'archived' } },
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

  const changeTab = (next: ListTab) => {
    setTab(next);
    setSelected([]);
    setPageState(loadPageState(decl.name, next));
  };

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
      notify(op === 'archive' ? 'Archived' : op === 'recover' ? 'Recovered' : messages.deleted, { type: 'success' });
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
          {decl.label}
        </Typography>
        <Button startIcon={<FilterListIcon />} onClick={toggleFilters} aria-expanded={filterOpen} aria-label="Filters">
          Filters
        </Button>
        <PermissionButton allowed={mayCreate} label="Create" variant="contained" onClick={() => navigate(`${base}/create`)}>
          Create
        </PermissionButton>
      </Box>
      <FilterPanel decl={decl} open={filterOpen} values={filters} onChange={changeFilters} />
      <Paper variant="outlined">
        <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
          <Tabs value={tab} onChange={(_e, v: ListTab) => changeTab(v)} aria-label="List tabs" sx={{ flex: 1 }}>
            <Tab value="active" label="Active" />
            <Tab value="archived" label="Archived" />
          </Tabs>
          <ListBulkActions tab={tab} count={selected.length} busy={busy} mayArchive={mayArchive} mayDelete={mayDelete} onAction={(op) => ask(op, selected)} />
        </Box>
        <Box sx={{ height: 4 }}>{isFetching ? <LinearProgress aria-label="Loading" /> : null}</Box>
        {error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {error.message || messages.badResponse}
          </Alert>
        ) : null}
        <TableContainer>
          <Table size="small" aria-label={decl.label}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox checked={allChecked} indeterminate={!allChecked && selected.length > 0} onChange={toggleAll} slotProps={{ input: { 'aria-label': 'Select all' } }} />
                </TableCell>
                <TableCell sortDirection={sort.field === 'id' ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                  <TableSortLabel active={sort.field === 'id'} direction={sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => sortBy('id')}>
                    Id
                  </TableSortLabel>
                </TableCell>
                {columns.map(([name, def]) => (
                  <TableCell key={name}>
                    <TableSortLabel active={sort.field === name} direction={sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => sortBy(name)}>
                      {fieldLabel(name, def)}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover selected={selected.includes(row.id)} data-testid="list-row" data-id={row.id}>
                  <TableCell padding="checkbox">
                    <Checkbox checked={selected.includes(row.id)} onChange={() => toggleRow(row.id)} slotProps={{ input: { 'aria-label': `Select row ${row.id}` } }} />
                  </TableCell>
                  <TableCell>{row.id}</TableCell>
                  {columns.map(([name, def]) => (
                    <TableCell key={name}>{cellText(name, def, row)}</TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <ListRowActions
                      tab={tab}
                      busy={busy}
                      mayUpdate={mayUpdate}
                      mayArchive={mayArchive}
                      mayDelete={mayDelete}
                      onEdit={() => navigate(`${base}/update/${row.id}`)}
                      onAction={(op) => ask(op, [row.id])}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {!isPending && !rows.length ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 3} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {messages.emptyOrders}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" data-testid="list-total">
            {total ?? 0} total
          </Typography>
          <Pager page={pageState.page} pageCount={pages} onChange={(page) => updatePage({ ...pageState, page })} />
          <PageSizeSelect value={pageState.perPage} onChange={(perPage) => updatePage({ page: 1, perPage })} />
        </Box>
      </Paper>
      <ConfirmDialog
        open={!!pending}
        text={messages.confirmDelete}
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
