import { defineEntity } from '../../entity';
import { MEDIA_KINDS } from '../../media';
import { MEDIA_FILTERS, MEDIA_TABS, mediaFields } from './media-fields';

/** Icons (SVG allowed, sanitised), stored at 80 pixels besides the original. */
export const icon = defineEntity({
  name: 'icon',
  label: 'Icons',
  labelOne: 'Icon',
  service: 'media',
  rest: MEDIA_KINDS.icon.rest,
  id: 'iconId',
  permission: MEDIA_KINDS.icon.permission,
  scope: 'platform',
  menu: 'Media',
  editAt: 'create',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  tabs: MEDIA_TABS,
  fields: mediaFields('icon'),
  filters: MEDIA_FILTERS,
});
