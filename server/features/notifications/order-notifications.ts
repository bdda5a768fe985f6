import { order as orderEntity } from '../../../contract/entities/order';
import { NOTIFICATION_KINDS } from '../../../contract/notifications';
import type { NotificationService } from './notify';

/** Who hears about orders: everyone whose group may open the order list. */
export const ORDER_AUDIENCE = { permission: orderEntity.permission } as const;

/**
 * The order notifications, for the orders service to call after its writes: a new order, and a status
 * change (the user who made the change is left out). Both link to the order's screen.
 */
export function orderNotifications(service: NotificationService) {
  return {
    created: (order: { orderId: number; mongoId: string }, byUserId?: number) =>
      service.notify({
        type: NOTIFICATION_KINDS.order,
        receivers: ORDER_AUDIENCE,
        content: { text: 'newOrder', values: { orderId: order.orderId } },
        data: { Id: order.mongoId },
        senderId: byUserId ?? null,
        exclude: byUserId ? [byUserId] : [],
        about: { decl: orderEntity, id: order.orderId },
      }),
    statusChanged: (event: { orderId: number; mongoId: string; status: string; previousStatus: string; userId: number }) =>
      service.notify({
        type: NOTIFICATION_KINDS.orderStatus,
        receivers: ORDER_AUDIENCE,
        content: { text: 'orderStatus', values: { orderId: event.orderId, status: event.status } },
        message: `${event.previousStatus} → ${event.status}`,
        data: { Id: event.mongoId },
        senderId: event.userId,
        exclude: [event.userId],
        about: { decl: orderEntity, id: event.orderId },
      }),
  };
}
