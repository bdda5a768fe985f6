import { defineEntity } from '../entity';

export const notificationTypeGroup = defineEntity({
  name: 'notificationTypeGroup',
  label: 'Notification groups',
  labelOne: 'Notification group',
  service: 'notification',
  rest: 'tg',
  id: 'notificationTypeGroupId',
  permission: 'system/notification/type_group',
  scope: 'platform',
  menu: 'System',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, minLength: 2, maxLength: 200, list: true },
  },
  filters: {
    name: { op: 'ilike' },
  },
});
