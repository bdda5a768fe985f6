// The courier's own pages: sharing the live location from a phone.
import type { PageRoute } from '../routes';

export const courierPageRoutes: PageRoute[] = [];
