import { defineEntity } from '../../entity';
import { MEDIA_KINDS } from '../../media';
import { MEDIA_FILTERS, MEDIA_TABS, mediaFields } from './media-fields';

/** Files offered for download (documents, archives), kept as uploaded. */
export const download = defineEntity({
  name: 'download',
  label: 'Downloads',
  labelOne: 'Download',
  service: 'media',
  rest: MEDIA_KINDS.download.rest,
  id: 'downloadId',
  permission: MEDIA_KINDS.download.permission,
  scope: 'platform',
  menu: 'Media',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  tabs: MEDIA_TABS,
  fields: mediaFields('download'),
  filters: MEDIA_FILTERS,
});
