import type { Feature } from '../feature';
import { chatHooks } from './hooks';
import { chatRoutes } from './chat.routes';

export const chat: Feature = { name: 'chat', hooks: chatHooks, routes: chatRoutes };
