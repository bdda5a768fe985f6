import { defineEntity } from '../entity';

export const notificationSound = defineEntity({
  name: 'notificationSound',
  label: 'Notification sounds',
  labelOne: 'Notification sound',
  service: 'notification',
  rest: 'sound',
  id: 'notificationSoundId',
  permission: 'system/notification/sound',
  scope: 'platform',
  menu: 'System',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, minLength: 2, maxLength: 200, list: true },
    /** the uploaded audio file (POST notification/files/upload returns it); played from GET notification/files/{fileId} */
    fileId: { type: 'integer', required: true, min: 1, label: 'Sound file', upload: 'sound' },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: {
    name: { op: 'ilike' },
    status: { op: 'eq' },
  },
});
