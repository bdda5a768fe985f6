import type { PageNeed } from '../features/routes';

type Can = (resource: string, action: string) => boolean;

/** Whether a user may use a screen: access to its resource, and every further right it needs. */
export const mayOpen = (can: Can, resource: string, needs: readonly PageNeed[] = []): boolean =>
  can(resource, 'list') && needs.every((n) => can(n.resource, n.action));
