import { defineEntity } from '../../entity';
import { MEDIA_KINDS } from '../../media';
import { MEDIA_FILTERS, MEDIA_TABS, mediaFields } from './media-fields';

/** Pictures of the stores' sliders, with a 120 pixel thumbnail besides the original. */
export const slide = defineEntity({
  name: 'slide',
  label: 'Slides',
  labelOne: 'Slide',
  service: 'media',
  rest: MEDIA_KINDS.slide.rest,
  id: 'slideId',
  permission: MEDIA_KINDS.slide.permission,
  scope: 'platform',
  menu: 'Media',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  tabs: MEDIA_TABS,
  fields: mediaFields('slide'),
  filters: MEDIA_FILTERS,
});
