// The spec's paths that name a screen built at another path (contract/screen-aliases.ts): each, and
// everything below it, leads there.
import { SCREEN_ALIASES } from '../../../contract/screen-aliases';
import type { PageRoute } from '../routes';
import { AliasRedirect } from './AliasRedirect';

export const aliasRoutes: PageRoute[] = SCREEN_ALIASES.flatMap((a) => [
  { path: a.from, element: AliasRedirect },
  { path: `${a.from}/*`, element: AliasRedirect },
]);
