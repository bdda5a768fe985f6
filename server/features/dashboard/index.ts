import type { Feature } from '../feature';
import { dashboardRoutes } from './dashboard.routes';

export const dashboard: Feature = { name: 'dashboard', routes: (ctx) => dashboardRoutes(ctx.db) };
