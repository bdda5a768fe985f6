// The media library's pages (/tool/upload, /tool/video, /tool/icon, /mediaFiles/downloads, /mediaFiles/slide).
import type { PageRoute } from '../routes';

export const mediaRoutes: PageRoute[] = [];
