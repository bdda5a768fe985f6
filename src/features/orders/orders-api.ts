// The order calls the screens make, through the data provider (token, service map, error mapping).
import { useMemo } from 'react';
import type { Identifier } from 'react-admin';
import {
  DRIVER_LIST_SIZE,
  ORDER_PATHS,
  ORDER_SERVICE,
  type Driver,
  type FranchiseChange,
  type Order,
  type OrderExportRow,
  type OrderFilter,
  type OrderInput,
  type PaymentMethodChange,
  type StaffAssignment,
  type StatusChange,
} from '../../../contract/orders';
import { entityByName } from '../../../contract/entities';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import type { QueryValue } from '../../dataProvider/http';

export interface Paged<T> {
  data: T[];
  count: number;
}

export interface NamedItem {
  id: number;
  name: string;
}

const toQuery = (filter: OrderFilter): Record<string, QueryValue> => ({ ...filter }) as Record<string, QueryValue>;

export function useOrdersApi() {
  const dp = useBackOfficeDataProvider();
  return useMemo(() => {
    const call = <T>(path: string, options?: Parameters<typeof dp.call>[2]) => dp.call<T>(ORDER_SERVICE, path, options);
    return {
      list: (page: number, count: number, filter: OrderFilter, signal?: AbortSignal) =>
        call<Paged<Order>>(ORDER_PATHS.list(page, count), { query: toQuery(filter), signal }),
      /** the export's fields of up to EXPORT_MAX_ROWS orders of the filter, newest first */
      exportRows: async (filter: OrderFilter, signal?: AbortSignal): Promise<OrderExportRow[]> =>
        (await call<{ data: OrderExportRow[] }>(ORDER_PATHS.export, { query: toQuery(filter), signal })).data,
      one: (id: Identifier) => call<Order>(ORDER_PATHS.one(id)),
      create: (body: OrderInput) => call<Order>(ORDER_PATHS.sales, { method: 'POST', body }),
      update: (id: Identifier, body: OrderInput) => call<Order>(ORDER_PATHS.one(id), { method: 'PUT', body }),
      changeStatus: (id: Identifier, body: StatusChange) => call<Order>(ORDER_PATHS.status(id), { method: 'PUT', body }),
      assignStaff: (body: StaffAssignment) => call<Order>(ORDER_PATHS.staff, { method: 'POST', body }),
      changeFranchise: (id: Identifier, body: FranchiseChange) => call<Order>(ORDER_PATHS.franchise(id), { method: 'PUT', body }),
      changePaymentMethod: (id: Identifier, body: PaymentMethodChange) =>
        call<Order>(ORDER_PATHS.paymentMethod(id), { method: 'PUT', body }),
      archive: (ids: Identifier[]) => call(ORDER_PATHS.bulkArchive, { method: 'POST', body: ids }),
      recover: (ids: Identifier[]) => call(ORDER_PATHS.bulkRecover, { method: 'POST', body: ids }),
      destroy: (ids: Identifier[]) => call(ORDER_PATHS.bulkDestroy, { method: 'POST', body: ids }),
      types: async (): Promise<NamedItem[]> => {
        const body = await call<{ data: { orderTypeId: number; name: string }[] }>(ORDER_PATHS.types);
        return body.data.map((t) => ({ id: t.orderTypeId, name: t.name }));
      },
      cancellationReasons: async (): Promise<NamedItem[]> => {
        const body = await call<{ data: { orderCancellationReasonId: number; name: string }[] }>(ORDER_PATHS.cancellationReasons);
        return body.data.map((r) => ({ id: r.orderCancellationReasonId, name: r.name }));
      },
      drivers: async (): Promise<Driver[]> => (await call<Paged<Driver>>(ORDER_PATHS.drivers)).data.slice(0, DRIVER_LIST_SIZE),
      /** an entity's see-all lookup (GET {rest}/r/{page}/{count}?name=) as id and name pairs */
      lookup: async (resource: string, page: number, perPage: number, q?: string): Promise<Paged<NamedItem>> => {
        const label = entityByName(resource)?.recordRepresentation ?? 'name';
        const body = await dp.lookup(resource, { page, perPage, q });
        return { data: body.data.map((row) => ({ id: Number(row.id), name: String(row[label] ?? row.name ?? row.id) })), count: body.total };
      },
    };
  }, [dp]);
}

export type OrdersApi = ReturnType<typeof useOrdersApi>;

