// Pages of SMS, bulk SMS campaigns, SMS groups, domains and phones beyond the generated screens.
import type { PageRoute } from '../routes';

export const smsPageRoutes: PageRoute[] = [];
