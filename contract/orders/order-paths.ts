// The order calls (spec, second document, section 7), relative to the `order` service base
// (mounted by the server at /order/). One module, imported by the SPA and the server.

export const ORDER_SERVICE = 'order';

export const ORDER_PATHS = {
  /** GET {list}/{page}/{count}?filter -> {data: Order[], count}; POST {list} create; GET/PUT {list}/{id} */
  sales: 's/sales',
  list: (page: number, count: number) => `s/sales/${page}/${count}`,
  /** GET {page}/{count}?filter: the spec's other path of the orders list (its `s/group/{a}/{b}`), the same call */
  group: (page: number | string, count: number | string) => `s/group/${page}/${count}`,
  /** PUT body OrderInput -> Order: the spec's other path of an order's update (its `s/group/u/{id}`), the same call */
  groupUpdate: (id: string | number) => `s/group/u/${id}`,
  one: (id: string | number) => `s/sales/${id}`,
  /** GET ?filter (the list's) -> {data: OrderExportRow[]}: the export's fields of up to EXPORT_MAX_ROWS orders, newest first */
  export: 's/export',
  /** GET -> {data: OrderProduct[]}: the lines of one order */
  products: (id: string | number) => `s/sales/p/${id}`,
  /** PUT body StatusChange -> Order */
  status: (id: string | number) => `s/sales/status/${id}`,
  /** POST body StaffAssignment -> Order */
  staff: 's/sales/staff',
  /** PUT body FranchiseChange -> Order */
  franchise: (id: string | number) => `u/f/${id}`,
  /** PUT body PaymentMethodChange -> Order */
  paymentMethod: (id: string | number) => `u/p/${id}`,
  /** POST body [ids] or {ids} (orderId numbers or mongoIds) -> {ids} */
  bulkArchive: 'b/a',
  bulkRecover: 'b/r',
  bulkDestroy: 'b/d',
  /** GET ?dateFrom&dateTo&grain&tz&businessId -> StatsResponse: the dashboard's orders section (contract/dashboard/dashboard.ts) */
  statistics: 's/statistics',
  /** GET ?filter -> OrderLocations (contract/orders/order-locations.ts): {data, limit, map}; needs sale/order/statistics */
  locations: 's/locations',
  /** GET -> {data: [{orderTypeId, name}]} */
  types: 's/types',
  /** GET ?name= -> {data: [{categoryId, name}], count}: the catalogue's categories (the category lookup, first 1000) */
  categories: 's/categories',
  /** GET -> {data: [{status, colour, tab}]} */
  statuses: 's/status',
  /** GET -> {data: [{orderCancellationReasonId, name}]} */
  cancellationReasons: 's/cancellation_reasons',
  /** GET -> {data: Driver[], count} users whose group holds the Delivery permission, at most 100 */
  drivers: 's/drivers',
} as const;

/** Full path from the service root, e.g. `/order/s/sales/1/20`. */
export const orderPath = (relative: string): string => `/${ORDER_SERVICE}/${relative}`;

/** The driver list size of the spec (first document, section 9). */
export const DRIVER_LIST_SIZE = 100;
/** The orders screen's page sizes: default 20 (options 10-100). */
export const ORDER_DEFAULT_PAGE_SIZE = 20;
