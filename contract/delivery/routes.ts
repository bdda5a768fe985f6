// Delivery routes beyond the generic pattern (spec, second document, sections 3, 4, 7 and 8; first
// document, section 2): statuses, the route page's path, custom calls and texts, shared by the SPA
// and the server.
import { orderMessages } from '../orders/order-messages';
import { ORDER_SERVICE } from '../orders/order-paths';

/**
 * Route statuses. The spec names only the default, pending; the others are what an operator moves
 * a route through: on the way (progress), finished (done), called off (cancel).
 */
export const DELIVERY_ROUTE_STATUSES = ['pending', 'progress', 'done', 'cancel'] as const;
export type DeliveryRouteStatus = (typeof DELIVERY_ROUTE_STATUSES)[number];
export const DEFAULT_DELIVERY_ROUTE_STATUS: DeliveryRouteStatus = 'pending';

/** Open routes hold their orders: an order sits on at most one open route. */
export const OPEN_DELIVERY_ROUTE_STATUSES: readonly DeliveryRouteStatus[] = ['pending', 'progress'];
export const isOpenDeliveryRoute = (status: unknown): boolean => OPEN_DELIVERY_ROUTE_STATUSES.includes(status as DeliveryRouteStatus);

/** The entity's rest base on the order service (spec: "Delivery (delivery/route/)"). */
export const DELIVERY_ROUTE_REST = 'delivery/route';

/** Custom calls, relative to the order service. */
export const DELIVERY_PATHS = {
  /** POST: send the driver the `order_delivery` notification of a route */
  sendNotification: `${DELIVERY_ROUTE_REST}/send/notification`,
  /** GET: a route with its stops' orders and the driver's last position (the route page) */
  details: `${DELIVERY_ROUTE_REST}/details/:id`,
  /** POST `{orderIds}`: what the form and the page show of each stop's order (customer, address, coordinates) */
  stops: `${DELIVERY_ROUTE_REST}/stops`,
  /** GET: map settings for the route page (tile URL and attribution) */
  map: `${DELIVERY_ROUTE_REST}/map`,
} as const;

export const deliveryPath = (relative: string): string => `/${ORDER_SERVICE}/${relative}`;

/** The route page (first document, section 2; the `order_delivery` notification links there). */
export const DELIVERY_PAGE_BASE = '/delivery/delivery';
export const deliveryPagePath = (id: string | number): string => `${DELIVERY_PAGE_BASE}/${encodeURIComponent(String(id))}`;
export const isDeliveryPagePath = (pathname: string): boolean => pathname === DELIVERY_PAGE_BASE || pathname.startsWith(DELIVERY_PAGE_BASE + '/');

/** An order as a stop shows it (the route page's side panel, the form's stop list). */
export interface DeliveryStopOrder {
  orderId: number;
  mongoId: string;
  franchiseId: number | null;
  franchiseName: string | null;
  latitude: number | null;
  longitude: number | null;
  status: string;
  paymentMethod: string;
  customer: string;
  telephone: string | null;
  address: string;
}

/** The route page's read: the route, its stops' orders in order, the driver and their last position. */
export interface DeliveryRouteDetails {
  route: Record<string, unknown> & { deliveryRouteId: number; status: string; driverId: number; ordersDeliverRoute: { sortOrder: number; orderId: number }[] };
  stops: (DeliveryStopOrder & { sortOrder: number })[];
  driver: { userId: number; username: string; firstname: string; lastname: string } | null;
  /** the driver's last known position (table driver_location), null before the first report */
  driverLocation: import('./location').DriverPosition | null;
}

/** The route page's map settings: tiles from configuration, none by default (a plain background). */
export interface DeliveryMapSettings {
  tileUrl: string | null;
  attribution: string | null;
}

/** The spec's texts, spelled as the spec spells them (second document, section 8). */
export const DELIVERY_TEXTS = {
  created: 'Your delivery route has been succesfuly create!',
  updated: 'Your delivery route has been succesfuly updated!',
  statusChanged: (status: string) => `Delivery ${status}!`,
  /** Not in the spec: the words of the errors and of the driver's notification. */
  orderOnOpenRoute: (orderId: number, routeId: number) => `Order ${orderId} is already on open delivery route ${routeId}.`,
  /** the orders' own words (a user without the Delivery permission) */
  notADriver: orderMessages.notADriver,
  orderNotFound: (orderId: number) => `Order ${orderId} does not exist.`,
  orderTwice: (orderId: number) => `Order ${orderId} is on this route twice.`,
} as const;
