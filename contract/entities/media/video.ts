import { defineEntity } from '../../entity';
import { MEDIA_KINDS } from '../../media';
import { MEDIA_FILTERS, MEDIA_TABS, mediaFields } from './media-fields';

/** Videos, kept as uploaded. */
export const video = defineEntity({
  name: 'video',
  label: 'Videos',
  labelOne: 'Video',
  service: 'media',
  rest: MEDIA_KINDS.video.rest,
  id: 'videoId',
  permission: MEDIA_KINDS.video.permission,
  scope: 'platform',
  menu: 'Media',
  editAt: 'create',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  tabs: MEDIA_TABS,
  fields: mediaFields('video'),
  filters: MEDIA_FILTERS,
});
