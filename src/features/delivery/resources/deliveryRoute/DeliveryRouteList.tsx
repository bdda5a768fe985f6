import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { formatDistance, formatDuration } from '../../../../../contract/delivery/geo';
import { deliveryRoute } from '../../../../../contract/entities/delivery/deliveryRoute';
import { EntityListView, type EntityListViewProps, type ListColumn } from '../../../../components/list/EntityListView';
import { entityKeys } from '../../../../i18n/useLabels';
import { DeliveryRouteRowActions } from './DeliveryRouteRowActions';
import { DeliveryRouteStatusChip } from './DeliveryRouteStatusChip';

const rowActions: EntityListViewProps['rowActions'] = (row, { tab, list, refetch }) =>
  tab === 'active' ? <DeliveryRouteRowActions row={row} list={list} refetch={refetch} /> : null;

const noWrap = { whiteSpace: 'nowrap' } as const;
const number = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** The route list: driver, status, stops, distance, time and franchise; the route page, notification and status on each row. */
export function DeliveryRouteList() {
  const translate = useTranslate();
  const columns = useMemo<ListColumn[]>(() => {
    const t = (key: string) => translate(`app.delivery.list.${key}`);
    return [
      { key: 'id', label: translate('app.list.id'), sortField: 'id', cell: (row) => row.id },
      { key: 'name', label: translate(entityKeys.field(deliveryRoute.name, 'name')), sortField: 'name', cell: (row) => (row.name as string | null) ?? '' },
      { key: 'driver', label: t('driver'), sortField: 'driverId', cell: (row) => (row.driverName as string | null) ?? '' },
      { key: 'status', label: t('status'), sortField: 'status', cell: (row) => <DeliveryRouteStatusChip status={String(row.status)} /> },
      { key: 'stops', label: t('stops'), align: 'right', cell: (row) => (Array.isArray(row.ordersDeliverRoute) ? row.ordersDeliverRoute.length : 0) },
      { key: 'distance', label: t('distance'), sortField: 'distance', align: 'right', cellSx: noWrap, cell: (row) => (number(row.distance) === null ? '' : formatDistance(row.distance as number)) },
      { key: 'time', label: t('time'), sortField: 'estimatedTime', align: 'right', cellSx: noWrap, cell: (row) => (number(row.estimatedTime) === null ? '' : formatDuration(row.estimatedTime as number)) },
      { key: 'franchise', label: t('franchise'), sortField: 'franchiseId', cell: (row) => (row.franchiseName as string | null) ?? '' },
    ];
  }, [translate]);
  return <EntityListView decl={deliveryRoute} columns={columns} rowActions={rowActions} />;
}
