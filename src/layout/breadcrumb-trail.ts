// The breadcrumbs of a screen path, as labels and links: pure, so the rule is tested without a browser.
import type { EntityDeclaration, MenuGroup } from '../../contract/entity';
import { entityList } from '../../contract/entities';
import { titleCase } from '../../contract/fields';
import { screenPath } from '../../contract/screen-paths';
import { privateRoutes, type PageRoute } from '../features';
import { entityKeys } from '../i18n/useLabels';

export interface Crumb {
  to: string;
  label: string;
  /** a known screen: the crumb links to it */
  link: boolean;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a path opens: an entity's screen (and the record's id), or a page of the product. */
type Screen =
  | { kind: 'list'; decl: EntityDeclaration }
  | { kind: 'create'; decl: EntityDeclaration }
  | { kind: 'import'; decl: EntityDeclaration }
  | { kind: 'edit'; decl: EntityDeclaration; id: string }
  | { kind: 'page'; route: PageRoute };

const clean = (path: string) => path.replace(/\/+$/, '') || '/';

/** A route pattern (`/call/tickets/:id`) as a matcher of whole paths. */
const matches = (pattern: string, path: string) =>
  new RegExp('^' + pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+') + '$').test(path);

function screenOf(path: string): Screen | undefined {
  for (const decl of entityList) {
    const list = screenPath(decl, 'list');
    if (path === list) return { kind: 'list', decl };
    if (path === screenPath(decl, 'create')) return { kind: 'create', decl };
    if (decl.importable && path === screenPath(decl, 'import')) return { kind: 'import', decl };
    const edit = `${list}/${decl.editAt ?? 'update'}/`;
    if (path.startsWith(edit) && !path.slice(edit.length).includes('/')) return { kind: 'edit', decl, id: decodeURIComponent(path.slice(edit.length)) };
  }
  const route = privateRoutes.find((r) => r.path === path) ?? privateRoutes.find((r) => r.path.includes(':') && matches(r.path, path));
  return route ? { kind: 'page', route } : undefined;
}

/** The list a screen belongs to: the entity's, or for a page the nearest path above it that is a list or a menu entry. */
function listAbove(path: string, screen: Screen | undefined): { to: string; screen: Screen } | undefined {
  if (screen && screen.kind !== 'page') return screen.kind === 'list' ? undefined : { to: screenPath(screen.decl, 'list'), screen: { kind: 'list', decl: screen.decl } };
  const parts = path.split('/').filter(Boolean);
  for (let n = parts.length - 1; n >= 1; n--) {
    const to = '/' + parts.slice(0, n).join('/');
    const above = screenOf(to);
    if (above && (above.kind === 'list' || (above.kind === 'page' && above.route.menu))) return { to, screen: above };
  }
  return undefined;
}

const groupOf = (screen: Screen | undefined): MenuGroup | undefined =>
  !screen ? undefined : screen.kind === 'page' ? screen.route.menu?.group : screen.decl.menu;

/**
 * The menu group of the entities under the longest part of the path that names some
 * (/system/notification/... -> System, /sms/... -> Communications), when they agree on one.
 */
function areaGroup(path: string): MenuGroup | undefined {
  const segments = path.split('/').filter(Boolean);
  for (let k = segments.length; k >= 1; k--) {
    const prefix = segments.slice(0, k).join('/');
    const groups = new Set(entityList.filter((d) => d.permission === prefix || d.permission.startsWith(`${prefix}/`)).map((d) => d.menu));
    if (groups.size) return groups.size === 1 ? [...groups][0] : undefined;
  }
  return undefined;
}

/**
 * The area (the menu group the screen sits in), the list it belongs to (a link), then the screen
 * named the way its title names it: the list's name, 'Create Product', 'Update Product #7' (or the
 * title the screen gives itself, `ownTitle`, where it names the record by its data: 'Order #1042').
 * The dashboard is left out (the trail starts from it). A path no screen names keeps the older
 * rule: its first segment as the area, each segment after it as written.
 */
export function breadcrumbTrail(pathname: string, translate: Translate, ownTitle?: string): Crumb[] {
  const path = clean(pathname);
  if (path === '/' || path === '/dashboard') return [];
  const screen = screenOf(path);
  const above = listAbove(path, screen);
  const group = groupOf(screen) ?? groupOf(above?.screen) ?? areaGroup(path);
  if (!screen && !above) return fallbackTrail(path, translate);

  const plural = (d: EntityDeclaration) => translate(entityKeys.name(d.name), { smart_count: 2 });
  const one = (d: EntityDeclaration) => translate(entityKeys.name(d.name), { smart_count: 1 });
  const titleOf = (s: Screen): string => {
    if (s.kind === 'list') return plural(s.decl);
    if (s.kind === 'create') return translate('app.form.create_title', { name: one(s.decl) });
    if (s.kind === 'import') return translate('app.import.title', { name: plural(s.decl) });
    if (s.kind === 'edit') return translate('app.form.update_title', { name: one(s.decl), id: s.id });
    return s.route.title ? translate(s.route.title) : (s.route.menu ? translate(s.route.menu.label) : titleCase(path.split('/').pop() ?? ''));
  };

  const crumbs: Crumb[] = [];
  if (group) crumbs.push({ to: `#${group}`, label: translate(`app.menu.groups.${group}`), link: false });
  if (above) crumbs.push({ to: above.to, label: titleOf(above.screen), link: true });
  crumbs.push({ to: path, label: ownTitle || (screen ? titleOf(screen) : titleCase(path.split('/').pop() ?? '')), link: false });
  return crumbs;
}

/** A first segment no screen names as its area (app.breadcrumb.areas, title-cased when the catalogue has none); any other segment as written. */
function fallbackTrail(path: string, translate: Translate): Crumb[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((part, i) => {
    const to = '/' + parts.slice(0, i + 1).join('/');
    const label = i === 0 ? translate(`app.breadcrumb.areas.${part}`, { _: titleCase(part) }) : /\d/.test(part) ? decodeURIComponent(part) : titleCase(decodeURIComponent(part));
    return { to, label, link: false };
  });
}
