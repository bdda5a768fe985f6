// Paths of the specification's route list (first document, section 2) that name a screen built at
// another path: each leads there, keeping what follows it (create, update/{id}) and the query
// (docs/decisions.md, "Every route of the specification opens its screen").
import { entities } from './entities';
import { screenPath } from './screen-paths';

export interface ScreenAlias {
  /** the path the specification names */
  from: string;
  /** the screen it names */
  to: string;
  /** where `from/{id}` leads (/users/{id}: the user's screen); without it, `from/...` is `to/...` */
  record?: (id: string) => string;
}

export const SCREEN_ALIASES: readonly ScreenAlias[] = [
  // the route list names reviews twice under /catalog (review, reviews): one list
  { from: '/catalog/reviews', to: screenPath(entities.review, 'list') },
  // recurring profiles are listed under /catalog and /sales; products are sold with them, so the catalogue holds them
  { from: '/sales/recurring_profiles', to: screenPath(entities.recurringProfile, 'list') },
  // returns live at their permission's path (sale/return, as orders' sale/order)
  { from: '/sales/returns', to: screenPath(entities.productReturn, 'list') },
  // the staff: /users and /users/{id} are the users' list and a user's screen of /system/user
  { from: '/users', to: screenPath(entities.user, 'list'), record: (id) => screenPath(entities.user, 'edit', id) },
];

/** Where a path of an alias leads, with the query kept; undefined for a path of no alias. */
export function aliasTarget(pathname: string, search = ''): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const alias of SCREEN_ALIASES) {
    if (path === alias.from) return alias.to + search;
    if (!path.startsWith(alias.from + '/')) continue;
    const rest = path.slice(alias.from.length);
    const id = /^\/([^/]+)$/.exec(rest)?.[1];
    if (alias.record && id && id !== 'create') return alias.record(decodeURIComponent(id)) + search;
    return alias.to + rest + search;
  }
  return undefined;
}
