import { defineEntity } from '../../entity';
import { DEFAULT_DELIVERY_ROUTE_STATUS, DELIVERY_ROUTE_REST, DELIVERY_ROUTE_STATUSES, DELIVERY_TEXTS } from '../../delivery/routes';

/**
 * Delivery routes (spec, second document, section 3, "Delivery route"): a driver and the orders to
 * deliver in order. Distance, estimated time and franchise are set by the server from the stops.
 */
export const deliveryRoute = defineEntity({
  name: 'deliveryRoute',
  label: 'Delivery routes',
  labelOne: 'Delivery route',
  service: 'order',
  rest: DELIVERY_ROUTE_REST,
  id: 'deliveryRouteId',
  permission: 'delivery/routes',
  scope: { business: { field: 'driverId', entity: 'user' }, franchise: { field: 'franchiseId', entity: 'franchise' } },
  menu: 'Delivery',
  recordRepresentation: 'name',
  sort: { field: 'deliveryRouteId', order: 'DESC' },
  messages: { created: DELIVERY_TEXTS.created, updated: DELIVERY_TEXTS.updated },
  tabs: ['General', 'Notes'],
  fields: {
    // first of the texts (the generic tests change the first text alone); shown on its own tab
    notes: { type: 'text', maxLength: 2000, label: 'Notes for the driver', tab: 'Notes' },
    /** optional, e.g. 'Westside evening'; what lookups and titles show */
    name: { type: 'string', maxLength: 100, label: 'Route name', list: true },
    // a user with the Delivery permission (checked by the server); a plain id, not a reference, since
    // not every user may be chosen: the foreign key is in migration 0015
    driverId: { type: 'integer', required: true, min: 1, label: 'Driver', list: true },
    status: { type: 'enum', required: true, choices: DELIVERY_ROUTE_STATUSES, default: DEFAULT_DELIVERY_ROUTE_STATUS, list: true },
    /** the driver's username, set by the server */
    driverName: { type: 'string', maxLength: 200, label: 'Driver name', readOnly: true },
    ordersDeliverRoute: {
      type: 'list',
      label: 'Stops',
      fields: {
        sortOrder: { type: 'integer', min: 0 },
        orderId: { type: 'integer', required: true, min: 1 },
      },
    },
    /** metres, set by the server */
    distance: { type: 'number', min: 0, list: true, help: 'Metres, computed from the stops.', readOnly: true },
    /** seconds, set by the server */
    estimatedTime: { type: 'integer', min: 0, list: true, help: 'Seconds, computed from the stops.', readOnly: true },
    /** the first stop's franchise and its name, set by the server (foreign key in migration 0015) */
    franchiseId: { type: 'integer', min: 1, label: 'Franchise', readOnly: true },
    franchiseName: { type: 'string', maxLength: 200, label: 'Franchise', list: true, readOnly: true },
    /** orders of the route without coordinates, left out of the distance (set by the server) */
    stopsWithoutLocation: { type: 'list', of: 'integer', label: 'Stops without coordinates', readOnly: true },
  },
  filters: {
    driverId: { op: 'eq', label: 'Driver' },
    status: { op: 'eq' },
  },
});
