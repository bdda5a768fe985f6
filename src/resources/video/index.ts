// video: the media library's screens (src/customPages/media) at the registry's paths (contract/entities/media/video.ts).
import type { ResourceViews } from '../resource-views';

export const views: ResourceViews = {
  list: () => import('../../customPages/media/MediaLibraryPage').then((m) => m.MediaLibraryPage),
  create: () => import('../../customPages/media/MediaLibraryPage').then((m) => m.MediaUploadPage),
  edit: () => import('../../customPages/media/MediaEditPage').then((m) => m.MediaEditPage),
};
