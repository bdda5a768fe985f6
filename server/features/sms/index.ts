import type { Feature } from '../feature';
import { smsHooks } from './hooks';
import { smsRoutes } from './sms.routes';

export const sms: Feature = { name: 'sms', hooks: smsHooks, routes: smsRoutes };
