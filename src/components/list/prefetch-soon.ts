// The list's first read started from a route (entity-screens.tsx, a feature's views): the list's
// URL and memory helpers load with it, so that the console's first code (all the sign-in page
// loads) does not carry them.
import type { EntityDeclaration } from '../../../contract/entity';
import type { ListMemory } from './list-prefs';

/** Starts the list's first read (list-prefetch.ts) once its helpers, and the list's own memory if it has one, are loaded. */
export function prefetchEntityListSoon(decl: EntityDeclaration, memory?: () => Promise<ListMemory>): void {
  void Promise.all([import('./list-prefetch'), memory?.()])
    .then(([m, own]) => m.prefetchEntityList(decl, own))
    .catch(() => undefined); // a failed load shows when the screen renders
}
