import { defineEntity } from '../entity';

/**
 * A kind of notification. Its channel flags say on which channels it is offered and on by default;
 * each user can turn it off per channel in their settings. The name is what the server's notify()
 * looks up (e.g. 'order', 'order_status', 'review', 'chat', 'inbound_sms', 'order_delivery').
 */
export const notificationType = defineEntity({
  name: 'notificationType',
  label: 'Notification types',
  labelOne: 'Notification type',
  service: 'notification',
  rest: 't',
  id: 'notificationTypeId',
  permission: 'system/notification/type',
  scope: 'platform',
  menu: 'System',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { unique: true, type: 'string', required: true, minLength: 2, maxLength: 200, list: true },
    description: { type: 'text', maxLength: 1000 },
    notificationTypeGroupId: {
      type: 'reference',
      reference: 'notificationTypeGroup',
      as: 'notificationTypeGroup',
      label: 'Group',
      list: true,
    },
    inApp: { type: 'boolean', default: true, label: 'Dashboard', list: true },
    email: { type: 'boolean', default: false, list: true },
    push: { type: 'boolean', default: false, list: true },
    sms: { type: 'boolean', default: false, list: true },
    status: { type: 'boolean', default: true, list: true },
    /** notification sound ids; the first enabled one plays on arrival */
    sounds: { type: 'list', of: 'reference', reference: 'notificationSound', default: [] },
  },
  filters: {
    name: { op: 'ilike' },
    notificationTypeGroupId: { op: 'eq', label: 'Group' },
    status: { op: 'eq' },
  },
});
