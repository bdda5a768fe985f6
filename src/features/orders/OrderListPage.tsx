import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Box,
  Checkbox,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { usePermissions, useTranslate, type Identifier } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { ALL_STATUS_TAB, statusDialog, type Order, type OrderFilter, type OrderStatus, type StatusDialog } from '../../../contract/orders';
import { deliveryRoute } from '../../../contract/entities/delivery/deliveryRoute';
import { order as orderEntity } from '../../../contract/entities/order';
import { screenPath } from '../../../contract/screen-paths';
import { can, type Permission } from '../../../contract/permissions';
import { EVENTS } from '../../../contract/realtime';
import { LoadingBar } from '../../components/LoadingBar';
import { ListBulkActions } from '../../components/list/ListBulkActions';
import { PageSizeSelect } from '../../components/list/PageSizeSelect';
import { Pager } from '../../components/list/Pager';
import { ListColumnsMenu } from '../../components/list/ListColumnsMenu';
import { ListLoadError } from '../../components/list/ListLoadError';
import { ListViewsMenu } from '../../components/list/ListViewsMenu';
import { useVisibleColumns } from '../../components/list/useListPreferences';
import { useEntityListController } from '../../components/list/useEntityListController';
import { PermissionButton } from '../../components/PermissionButton';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { useEntityLabel } from '../../i18n/useLabels';
import { useSocketEvent } from '../../realtime/useSocketEvent';
import { OrderCompactRow } from './components/OrderCompactRow';
import { OrderExportButtons } from './components/OrderExportButtons';
import { useListShortcuts } from '../../components/list/useListShortcuts';
import { OrderFilterPanel, type OrderPanelFilter } from './components/OrderFilterPanel';
import { OrderListTabs } from './components/OrderListTabs';
import type { OrderListRowProps } from './components/order-row-props';
import { OrderStatusDialog, type StatusDialogResult } from './components/OrderStatusDialog';
import { OrderStatusDoneDialog } from './components/OrderStatusDoneDialog';
import { ORDER_COLUMNS } from './components/order-columns';
import { ORDER_ROW_COLUMNS, OrderTableRow } from './components/OrderTableRow';
import { orderListMemory, statusTabOf, withStatusTab } from './order-list-memory';
import { useOrdersApi } from './orders-api';

const isMobileDevice = () => typeof navigator !== 'undefined' && /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);

/** The orders list remembers its position under the spec's keys (order-list-memory.ts). */
const memory = orderListMemory();

type PendingStatus = { order: Order; status: OrderStatus; kind: StatusDialog };

/**
 * The orders list (spec, first document, section 2, "Orders list screen"), on the list engine
 * (useEntityListController): the Published/Archived tabs are its tabs, the status tabs its `status`
 * filter value, the filter panel its other filter values; pager, page size, selection, bulk and row
 * archive / recover / delete and the remembered position are the engine's. Its own: the rows (table
 * or compact), the status, franchise and payment changes of a row, the exports, the delivery route.
 */
export function OrderListPage() {
  const api = useOrdersApi();
  const notifyError = useNotifyApiError();
  const translate = useTranslate();
  const { plural } = useEntityLabel();
  const { permissions: raw } = usePermissions<Permission[]>();
  const permissions = useMemo(() => (Array.isArray(raw) ? raw : []), [raw]);
  const mayRoute = can(permissions, 'create', deliveryRoute.permission);
  const navigate = useNavigate();
  const compact = useMediaQuery('(max-width:1799.95px)') || isMobileDevice();

  const { tab, changeTab, pagination, setPage, setPerPage, pages, filters, setFilters, listFilter, sort, applyView, filterOpen, toggleFilters, rows, total, isPending, isFetching, error, refetch, list } =
    useEntityListController(orderEntity, { memory });
  // the columns the user shows (the column chooser), with their translated headings for the chooser
  const columns = useVisibleColumns(orderEntity, ORDER_COLUMNS);
  const choosable = useMemo(() => ORDER_COLUMNS.map((c) => ({ key: c.key, label: translate(c.label) })), [translate]);
  const { selected, toggleRow, toggleAll, busy, setBusy, may: rights, ask } = list;
  useListShortcuts({ create: rights.create ? () => navigate(screenPath(orderEntity, 'create')) : undefined, filterOpen, toggleFilters });
  const orders = rows as unknown as (Order & { id: Identifier })[];
  const count = total ?? 0;

  const statusTab = statusTabOf(filters);
  const changeStatusTab = useCallback((next: string) => setFilters(withStatusTab(filters, next)), [filters, setFilters]);
  // the panel edits the filter values but the status (the status tabs)
  const panelFilter = useMemo((): OrderPanelFilter => withStatusTab(filters, ALL_STATUS_TAB), [filters]);

  const reload = useCallback(() => void refetch(), [refetch]);
  // status and payment changes made anywhere show up at once
  useSocketEvent('order', EVENTS.saleStatus, reload);
  useSocketEvent('order', EVENTS.paymentStatus, reload);
  useSocketEvent('main', EVENTS.notification, reload);

  const [pendingStatus, setPendingStatus] = useState<PendingStatus | null>(null);
  const [doneStatus, setDoneStatus] = useState<string | null>(null);
  const closeDone = useCallback(() => setDoneStatus(null), []);

  /** Runs a change of one order, then reads the page again; a failure is shown as a notification. */
  const act = async (work: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      after?.();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      reload();
    }
  };

  const changeStatus = (order: Order, status: OrderStatus, extra: StatusDialogResult = {}) =>
    act(
      // accepting also makes the signed-in user the order's manager, in the same server call
      () => api.changeStatus(order.orderId, { status, previousStatus: order.status, ...extra }),
      () => {
        setPendingStatus(null);
        setDoneStatus(status);
      },
    );

  const rowProps = (order: Order & { id: Identifier }): OrderListRowProps => ({
    order,
    columns,
    permissions,
    rights,
    tab,
    busy,
    selected: selected.includes(order.id),
    onToggle: () => toggleRow(order.id),
    onStatusPick: (status) => {
      const kind = statusDialog(status);
      if (kind) setPendingStatus({ order, status, kind });
      else void changeStatus(order, status);
    },
    onFranchise: (f) => void act(() => api.changeFranchise(order.orderId, { Id: order.orderId, franchiseId: f.id, name: f.name })),
    onPayment: (method) => void act(() => api.changePaymentMethod(order.orderId, { Id: order.orderId, paymentMethod: method })),
    onAction: (op) => ask(op, [order.id]),
  });

  const allSelected = orders.length > 0 && orders.every((o) => selected.includes(o.id));

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-testid="order-list">
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {plural(orderEntity)}
        </Typography>
        <ListViewsMenu decl={orderEntity} filters={filters} sort={sort} onApply={applyView} />
        <ListColumnsMenu decl={orderEntity} columns={choosable} />
        {rights.delete && count > 0 && <OrderExportButtons filter={listFilter as OrderFilter} />}
        <PermissionButton
          allowed={!busy}
          label={translate('app.action.filter')}
          variant={filterOpen ? 'contained' : 'outlined'}
          startIcon={<FilterListIcon />}
          aria-expanded={filterOpen}
          onClick={toggleFilters}
        >
          {translate('app.action.filter')}
        </PermissionButton>
        <PermissionButton
          allowed={rights.create}
          label={translate('app.action.create')}
          variant="contained"
          startIcon={<AddIcon />}
          component={Link}
          to={screenPath(orderEntity, 'create')}
        />
      </Stack>

      <OrderFilterPanel open={filterOpen} value={panelFilter} onApply={(next) => setFilters(withStatusTab(next, statusTab))} />

      <Paper variant="outlined" sx={{ mb: 1 }}>
        <OrderListTabs tab={tab} statusTab={statusTab} onTab={changeTab} onStatusTab={changeStatusTab} />
        <Box sx={{ py: 0.5, minHeight: 40, display: 'flex', alignItems: 'center' }}>
          <ListBulkActions
            tab={tab}
            count={selected.length}
            busy={busy}
            mayArchive={rights.archive}
            mayDelete={rights.delete}
            onAction={(op) => ask(op, selected)}
            before={
              <>
                <Checkbox
                  size="small"
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  onChange={() => toggleAll(orders.map((o) => o.id))}
                  slotProps={{ input: { 'aria-label': translate('app.list.select_all') } }}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                  {error || total === undefined ? null : selected.length ? translate('app.order.list.count_selected', { count, selected: selected.length }) : translate('app.order.list.count', { count })}
                </Typography>
              </>
            }
            after={
              tab === 'active' && (
                // the route form opens with the checked orders as its stops, in the list's order
                <PermissionButton
                  allowed={mayRoute}
                  disabled={busy || !selected.length}
                  label={translate('app.order.list.create_route')}
                  onClick={() =>
                    navigate(screenPath(deliveryRoute, 'create'), {
                      state: { record: { ordersDeliverRoute: orders.filter((o) => selected.includes(o.id)).map((o, sortOrder) => ({ orderId: o.orderId, sortOrder })) } },
                    })
                  }
                />
              )
            }
          />
        </Box>
      </Paper>

      <Box sx={{ height: 4 }}>{isFetching ? <LoadingBar /> : null}</Box>
      {error ? (
        <ListLoadError error={error} onRetry={reload} retrying={isFetching} sx={{ mb: 1 }} />
      ) : !isPending && orders.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography data-testid="order-empty">{translate('app.message.emptyOrders')}</Typography>
        </Paper>
      ) : compact ? (
        <Box data-testid="order-rows" data-layout="compact">
          {orders.map((o) => (
            <OrderCompactRow key={o.orderId} {...rowProps(o)} />
          ))}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" data-testid="order-rows" data-layout="table">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                {[...columns.map((c) => c.label), ...ORDER_ROW_COLUMNS].map((label) => (
                  <TableCell key={label} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {translate(label)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((o) => (
                <OrderTableRow key={o.orderId} {...rowProps(o)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ mt: 2 }}>
        <Pager page={pagination.page} pageCount={pages} onChange={setPage} />
        <PageSizeSelect value={pagination.perPage} onChange={setPerPage} />
      </Stack>

      {pendingStatus && (
        <OrderStatusDialog
          kind={pendingStatus.kind}
          status={pendingStatus.status}
          orderId={pendingStatus.order.orderId}
          busy={busy}
          onCancel={() => setPendingStatus(null)}
          onConfirm={(result) => void changeStatus(pendingStatus.order, pendingStatus.status, result)}
        />
      )}
      {doneStatus && <OrderStatusDoneDialog status={doneStatus} onClose={closeDone} />}
      {list.confirm}
    </Box>
  );
}
