// video: the media library's screens (src/features/media) at the registry's paths (contract/entities/media/video.ts).
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  list: () => import('../../MediaLibraryPage').then((m) => m.MediaLibraryPage),
  create: () => import('../../MediaLibraryPage').then((m) => m.MediaUploadPage),
  edit: () => import('../../MediaEditPage').then((m) => m.MediaEditPage),
};
