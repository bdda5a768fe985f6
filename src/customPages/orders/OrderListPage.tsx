import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Box,
  Checkbox,
  LinearProgress,
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
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePermissions, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import {
  statusDialog,
  type Order,
  type OrderFilter,
  type OrderStatus,
  type StatusDialog,
} from '../../../contract/orders';
import { deliveryRoute } from '../../../contract/entities/delivery/deliveryRoute';
import { order as orderEntity } from '../../../contract/entities/order';
import { pageCount } from '../../../contract/pager';
import { screenPath } from '../../../contract/screen-paths';
import { can, type Permission } from '../../../contract/permissions';
import { EVENTS } from '../../../contract/realtime';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageSizeSelect } from '../../components/list/PageSizeSelect';
import { Pager } from '../../components/list/Pager';
import { loadFilterOpen, saveFilterOpen } from '../../components/list/list-prefs';
import { PermissionButton } from '../../components/PermissionButton';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { useEntityLabel } from '../../i18n/useLabels';
import { useSocketEvent } from '../../realtime/useSocketEvent';
import { OrderCompactRow } from './components/OrderCompactRow';
import { OrderExportButtons } from './components/OrderExportButtons';
import { OrderFilterPanel, type OrderPanelFilter } from './components/OrderFilterPanel';
import { OrderListTabs } from './components/OrderListTabs';
import type { OrderRights, OrderRowProps } from './components/order-row-props';
import { OrderStatusDialog, type StatusDialogResult } from './components/OrderStatusDialog';
import { OrderStatusDoneDialog } from './components/OrderStatusDoneDialog';
import { ORDER_COLUMNS, OrderTableRow } from './components/OrderTableRow';
import { ORDER_STORAGE_KEYS, positionFilter } from './order-list-storage';
import { useOrdersApi } from './orders-api';
import { useOrderList } from './useOrderList';
import { useOrderListPosition } from './useOrderListPosition';

const isMobileDevice = () => typeof navigator !== 'undefined' && /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);

type PendingStatus = { order: Order; status: OrderStatus; kind: StatusDialog };

/** The orders list (spec, first document, section 2, "Orders list screen"). */
export function OrderListPage() {
  const api = useOrdersApi();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const translate = useTranslate();
  const { plural } = useEntityLabel();
  const { permissions: raw } = usePermissions<Permission[]>();
  const permissions = useMemo(() => (Array.isArray(raw) ? raw : []), [raw]);
  const rights: OrderRights = {
    create: can(permissions, 'create', orderEntity.permission),
    update: can(permissions, 'update', orderEntity.permission),
    archive: can(permissions, 'archive_and_recover', orderEntity.permission),
    delete: can(permissions, 'delete', orderEntity.permission),
  };
  const mayRoute = can(permissions, 'create', deliveryRoute.permission);
  const navigate = useNavigate();
  const compact = useMediaQuery('(max-width:1799.95px)') || isMobileDevice();

  const [position, move] = useOrderListPosition();
  const [panelFilter, setPanelFilter] = useState<OrderPanelFilter>({});
  const [filterOpen, setFilterOpen] = useState(() => loadFilterOpen(ORDER_STORAGE_KEYS.filterPanel));
  const archived = position.filterTab === 'archived';
  const filter: OrderFilter = useMemo(
    () => positionFilter({ statusTab: position.statusTab, filterTab: position.filterTab }, panelFilter),
    [panelFilter, position.statusTab, position.filterTab],
  );
  const { orders, count, loading, reload } = useOrderList(position.page, position.size, filter);

  // status and payment changes made anywhere show up at once
  useSocketEvent('order', EVENTS.saleStatus, reload);
  useSocketEvent('order', EVENTS.paymentStatus, reload);
  useSocketEvent('main', EVENTS.notification, reload);

  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [pendingStatus, setPendingStatus] = useState<PendingStatus | null>(null);
  const [doneStatus, setDoneStatus] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<number[] | null>(null);
  const closeDone = useCallback(() => setDoneStatus(null), []);

  const moveAndClear = useCallback<typeof move>(
    (change) => {
      setSelected(new Set());
      move(change);
    },
    [move],
  );

  /** Runs a change, then reloads; errors are shown one notification per item. */
  const act = async (work: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      after?.();
    } catch (error) {
      notifyError(error);
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

  const bulk = (op: 'archive' | 'recover', ids: number[]) =>
    act(
      () => api[op](ids),
      () => {
        setSelected(new Set());
        notify(op === 'archive' ? 'app.list.archived_notice' : 'app.list.recovered_notice', { type: 'info' });
      },
    );

  const rowProps = (order: Order): OrderRowProps => ({
    order,
    permissions,
    rights,
    archived,
    busy,
    selected: selected.has(order.orderId),
    onSelect: (on) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(order.orderId);
        else next.delete(order.orderId);
        return next;
      }),
    onStatusPick: (status) => {
      const kind = statusDialog(status);
      if (kind) setPendingStatus({ order, status, kind });
      else void changeStatus(order, status);
    },
    onFranchise: (f) => void act(() => api.changeFranchise(order.orderId, { Id: order.orderId, franchiseId: f.id, name: f.name })),
    onPayment: (method) => void act(() => api.changePaymentMethod(order.orderId, { Id: order.orderId, paymentMethod: method })),
    onArchive: () => void bulk('archive', [order.orderId]),
    onRecover: () => void bulk('recover', [order.orderId]),
    onDelete: () => setToDelete([order.orderId]),
  });

  const pages = pageCount(count, position.size);
  // after deletions the remembered page may lie past the end: show the last page instead
  useEffect(() => {
    if (!loading && orders.length === 0 && pages > 0 && position.page > pages) move({ page: pages });
  }, [loading, orders.length, pages, position.page, move]);
  const allSelected = orders.length > 0 && orders.every((o) => selected.has(o.orderId));
  const selectAll = (on: boolean) => setSelected(on ? new Set(orders.map((o) => o.orderId)) : new Set());
  const selectedIds = [...selected];

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-testid="order-list">
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h5" sx={{ flexGrow: 1 }}>
          {plural(orderEntity)}
        </Typography>
        {rights.delete && count > 0 && <OrderExportButtons filter={filter} />}
        <PermissionButton
          allowed={!busy}
          label={translate('app.action.filter')}
          variant={filterOpen ? 'contained' : 'outlined'}
          startIcon={<FilterListIcon />}
          aria-expanded={filterOpen}
          onClick={() => {
            saveFilterOpen(ORDER_STORAGE_KEYS.filterPanel, !filterOpen);
            setFilterOpen(!filterOpen);
          }}
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

      <OrderFilterPanel
        open={filterOpen}
        value={panelFilter}
        onApply={(next) => {
          setPanelFilter(next);
          moveAndClear({ page: 1 });
        }}
      />

      <OrderListTabs filterTab={position.filterTab} statusTab={position.statusTab} onMove={moveAndClear} />

      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, minHeight: 40 }} role="toolbar" aria-label={translate('app.list.bulk_actions')}>
        <Checkbox
          size="small"
          checked={allSelected}
          indeterminate={selected.size > 0 && !allSelected}
          onChange={(e) => selectAll(e.target.checked)}
          slotProps={{ input: { 'aria-label': translate('app.list.select_all') } }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
          {selected.size ? translate('app.order.list.count_selected', { count, selected: selected.size }) : translate('app.order.list.count', { count })}
        </Typography>
        {selected.size > 0 && !archived && (
          <>
            <PermissionButton allowed={rights.archive} disabled={busy} label={translate('app.action.archive')} size="small" onClick={() => void bulk('archive', selectedIds)} />
            {/* the route form opens with the checked orders as its stops, in the list's order */}
            <PermissionButton
              allowed={mayRoute}
              disabled={busy}
              label={translate('app.order.list.create_route')}
              size="small"
              onClick={() =>
                navigate(screenPath(deliveryRoute, 'create'), {
                  state: { record: { ordersDeliverRoute: orders.filter((o) => selected.has(o.orderId)).map((o, sortOrder) => ({ orderId: o.orderId, sortOrder })) } },
                })
              }
            />
          </>
        )}
        {selected.size > 0 && archived && (
          <>
            <PermissionButton allowed={rights.archive} disabled={busy} label={translate('app.action.recover')} size="small" onClick={() => void bulk('recover', selectedIds)} />
            <PermissionButton allowed={rights.delete} disabled={busy} label={translate('app.action.delete')} size="small" color="error" onClick={() => setToDelete(selectedIds)} />
          </>
        )}
      </Stack>

      <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
      {!loading && orders.length === 0 ? (
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
                {ORDER_COLUMNS.map((c) => (
                  <TableCell key={c} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {translate(c)}
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
        <Pager page={position.page} pageCount={pages} onChange={(page) => moveAndClear({ page })} />
        <PageSizeSelect value={position.size} onChange={(size) => moveAndClear({ size })} />
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
      <ConfirmDialog
        open={!!toDelete}
        text={translate('app.message.confirmDelete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          const ids = toDelete ?? [];
          setToDelete(null);
          void act(
            () => api.destroy(ids),
            () => {
              setSelected(new Set());
              notify('app.message.deleted', { type: 'info' });
            },
          );
        }}
      />
    </Box>
  );
}
