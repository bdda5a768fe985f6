// The `order_delivery` notification (first document, section 2: it links to /delivery/delivery/{id}):
// sent to a route's driver when the route is created and on POST send/notification.
import { NOTIFICATION_KINDS } from '../../../contract/notifications';
import type { Db } from '../../db/database';
import type { NotificationService, NotifyResult } from '../notifications/notify';
import { routeDriverId } from './delivery.repository';

/**
 * The database each notification service works beside. The entity hooks get the notification
 * service but no database; the delivery routes (which have both) bind them at start.
 */
const databases = new WeakMap<NotificationService, Db>();

export function bindDeliveryNotices(service: NotificationService, db: Db): void {
  databases.set(service, db);
}

/** Sends the route's driver the notification; undefined when the route or its driver is gone. */
export async function notifyRouteDriver(service: NotificationService, routeId: number, senderId?: number): Promise<NotifyResult | undefined> {
  const db = databases.get(service);
  if (!db) return undefined;
  const driverId = await routeDriverId(db, routeId);
  if (!driverId) return undefined;
  return service.notify({
    type: NOTIFICATION_KINDS.orderDelivery,
    receivers: [driverId],
    content: { text: 'routeAssigned', values: { routeId } },
    data: { deliveryRouteId: routeId },
    senderId: senderId ?? null,
  });
}
