// Catalogue pages beyond the generated screens (the filter chooser...).
import type { PageRoute } from '../routes';

export const catalogRoutes: PageRoute[] = [];
