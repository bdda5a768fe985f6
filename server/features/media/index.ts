import type { Feature } from '../feature';
import { mediaHooks } from './hooks';
import { mediaRoutes } from './media.routes';

export const media: Feature = { name: 'media', hooks: mediaHooks, routes: mediaRoutes };
