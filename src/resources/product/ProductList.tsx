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
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetList, useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { product } from '../../../contract/entities/product';
import { pageCount } from '../../../contract/pager';
import { PRODUCT_PATHS, PRODUCT_SERVICE, productPreviewUrl, sliderBounds, type ProductRanges } from '../../../contract/products';
import { screenPath } from '../../../contract/screen-paths';
import { useCan } from '../../authProvider/useCan';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingBar } from '../../components/LoadingBar';
import { ImportButton } from '../../components/import/ImportButton';
import { ExportButton } from '../../components/list/ExportButton';
import { ListBulkActions, type ListAction } from '../../components/list/ListBulkActions';
import { ListRowActions } from '../../components/list/ListRowActions';
import { openingListParams } from '../../components/list/list-prefetch';
import { loadFilterOpen, loadPageState, saveFilterOpen, savePageState, type ListTab, type PageState } from '../../components/list/list-prefs';
import { PageSizeSelect } from '../../components/list/PageSizeSelect';
import { Pager } from '../../components/list/Pager';
import { PermissionButton } from '../../components/PermissionButton';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';
import { entityKeys, useEntityLabel } from '../../i18n/useLabels';
import { ProductFilterPanel } from './ProductFilterPanel';
import { ProductRowActions } from './ProductRowActions';
import { ProductThumbnail } from './ProductThumbnail';

type Pending = { op: ListAction; ids: Identifier[] } | null;

/** The columns after the image and the id, in order. */
const COLUMNS = ['name', 'model', 'price', 'quantity', 'status'] as const;

const money = (v: unknown) => (typeof v === 'number' ? v.toFixed(2) : '');

/**
 * The product list: the common list (tabs, pager, page size, bulk actions) with the product filter
 * panel, thumbnails, and Duplicate and Preview on each row.
 */
export function ProductList() {
  const decl = product;
  const { can } = useCan();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const dataProvider = useBackOfficeDataProvider();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { plural } = useEntityLabel();

  const [tab, setTab] = useState<ListTab>('active');
  const [pageState, setPageState] = useState<PageState>(() => openingListParams(decl).pagination);
  const [filterOpen, setFilterOpen] = useState(() => loadFilterOpen(decl.filterStorageKey));
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [sort, setSort] = useState(() => openingListParams(decl).sort);
  const [selected, setSelected] = useState<Identifier[]>([]);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [ranges, setRanges] = useState<ProductRanges>();

  const listFilter = useMemo(() => ({ ...filters, deleted: tab === 'archived' }), [filters, tab]);
  const { data, total, isPending, isFetching, error, refetch } = useGetList(
    decl.name,
    { pagination: pageState, sort, filter: listFilter },
    { placeholderData: (previous) => previous },
  );
  const rows = data ?? [];
  const pages = pageCount(total ?? 0, pageState.perPage);

  // the slider's bounds, read when the panel first opens
  useEffect(() => {
    if (!filterOpen || ranges) return;
    dataProvider
      .call<ProductRanges>(PRODUCT_SERVICE, PRODUCT_PATHS.minmax)
      .then(setRanges)
      .catch(notifyError);
  }, [filterOpen, ranges, dataProvider, notifyError]);

  const updatePage = useCallback(
    (next: PageState, forTab: ListTab = tab) => {
      setPageState(next);
      savePageState(decl.name, forTab, next);
      setSelected([]);
    },
    [decl.name, tab],
  );

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

  const applyFilters = (next: Record<string, unknown>) => {
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

  const duplicate = async (row: RaRecord) => {
    setBusy(true);
    try {
      await dataProvider.call(PRODUCT_SERVICE, PRODUCT_PATHS.duplicate(row.id), { method: 'POST', resource: decl.name });
      notify('app.product.duplicated', { type: 'success' });
      await refetch();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  // the tab opens at once (a press may open it), the store's address follows
  const preview = async (row: RaRecord) => {
    const storeId = (row.stores as number[] | undefined)?.[0];
    if (!storeId) return;
    const tab = window.open('about:blank', '_blank');
    try {
      const { data: store } = await dataProvider.getOne('store', { id: storeId });
      const url = productPreviewUrl(store as { url?: string; ssl?: boolean }, row.id);
      if (url && tab) tab.location.href = url;
      else tab?.close();
    } catch (e) {
      tab?.close();
      notifyError(e);
    }
  };

  const sortBy = (field: string) => setSort((s) => ({ field, order: s.field === field && s.order === 'ASC' ? 'DESC' : 'ASC' }));
  const sortable = (field: string, label: string) => (
    <TableSortLabel active={sort.field === field} direction={sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => sortBy(field)}>
      {label}
    </TableSortLabel>
  );

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
      <ProductFilterPanel open={filterOpen} priceBounds={sliderBounds(ranges?.price)} onApply={applyFilters} />
      <Paper variant="outlined">
        <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
          <Tabs value={tab} onChange={(_e, v: ListTab) => changeTab(v)} aria-label={translate('app.list.tabs')} sx={{ flex: 1 }}>
            <Tab value="active" label={translate('app.list.active')} />
            <Tab value="archived" label={translate('app.list.archived')} />
          </Tabs>
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
                <TableCell>{translate('app.product.image')}</TableCell>
                <TableCell>{sortable('id', translate('app.list.id'))}</TableCell>
                {COLUMNS.map((name) => (
                  <TableCell key={name} align={name === 'price' || name === 'quantity' ? 'right' : undefined}>
                    {sortable(name, translate(entityKeys.field(decl.name, name)))}
                  </TableCell>
                ))}
                <TableCell align="right">{translate('app.list.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover selected={selected.includes(row.id)} data-testid="list-row" data-id={row.id}>
                  <TableCell padding="checkbox">
                    <Checkbox checked={selected.includes(row.id)} onChange={() => toggleRow(row.id)} slotProps={{ input: { 'aria-label': translate('app.list.select_row', { id: row.id }) } }} />
                  </TableCell>
                  <TableCell sx={{ py: 0.5 }}>
                    <ProductThumbnail src={row.imageMain as string | null} name={row.name as string | null} />
                  </TableCell>
                  <TableCell>{row.id}</TableCell>
                  <TableCell>{row.name as string}</TableCell>
                  <TableCell>{row.model as string}</TableCell>
                  <TableCell align="right">{money(row.price)}</TableCell>
                  <TableCell align="right">{(row.quantity as number | null) ?? ''}</TableCell>
                  <TableCell>{translate(row.status ? 'app.list.enabled' : 'app.list.disabled')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <ListRowActions
                      tab={tab}
                      busy={busy}
                      mayUpdate={mayUpdate}
                      mayArchive={mayArchive}
                      mayDelete={mayDelete}
                      onEdit={() => navigate(screenPath(decl, 'edit', row.id))}
                      onAction={(op) => ask(op, [row.id])}
                    />
                    {tab === 'active' ? (
                      <ProductRowActions
                        busy={busy}
                        mayDuplicate={mayCreate}
                        hasStore={Boolean((row.stores as number[] | undefined)?.length)}
                        onDuplicate={() => void duplicate(row)}
                        onPreview={() => void preview(row)}
                      />
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
              {!isPending && !rows.length ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length + 4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
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
