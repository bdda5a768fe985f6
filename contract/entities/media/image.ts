import { defineEntity } from '../../entity';
import { MEDIA_KINDS } from '../../media';
import { MEDIA_FILTERS, MEDIA_TABS, mediaFields } from './media-fields';

/** Pictures of the catalogue, stored at 120 and 500 pixels wide besides the original. */
export const image = defineEntity({
  name: 'image',
  label: 'Images',
  labelOne: 'Image',
  service: 'media',
  rest: MEDIA_KINDS.image.rest,
  id: 'image_id',
  permission: MEDIA_KINDS.image.permission,
  scope: 'platform',
  menu: 'Media',
  editAt: 'create',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  tabs: MEDIA_TABS,
  fields: mediaFields('image'),
  filters: MEDIA_FILTERS,
});
