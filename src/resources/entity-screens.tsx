// Screens of every entity of the registry, at the spec's paths (contract/screen-paths.ts). Views
// come from src/features/<feature>/resources/<name>/index.ts when it replaces them, else the generated ones; each
// loads lazily, and can start loading, with its first read, as soon as its route is known.
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { EntityDeclaration } from '../../contract/entity';
import { entityList } from '../../contract/entities';
import { screenPath, screenRoute } from '../../contract/screen-paths';
import { prefetchEntityList } from '../components/list/list-prefetch';
import { preloadable } from '../components/preloadable';
import type { ResourceViews, ViewKind, ViewLoader } from './resource-views';

// an entity's own views live with its feature: src/features/<feature>/resources/<entity>/index.ts
const custom: Record<string, ResourceViews> = Object.fromEntries(
  Object.entries(import.meta.glob<ResourceViews>('../features/*/resources/*/index.ts', { eager: true, import: 'views' })).map(([file, views]) => [file.split('/').at(-2)!, views]),
);

const generated: Record<ViewKind, ViewLoader> = {
  list: () => import('../components/list/EntityList').then((m) => m.EntityList),
  create: () => import('../components/form/EntityCreate').then((m) => m.EntityCreate as ComponentType),
  edit: () => import('../components/form/EntityEdit').then((m) => m.EntityEdit as ComponentType),
};

export interface EntityScreen {
  decl: EntityDeclaration;
  path: string;
  /** react-admin action checked with canAccess */
  action: ViewKind | 'show';
  element: ComponentType;
  /** starts loading the view's code */
  preload: () => void;
  /** starts loading the view's code and its first read */
  prepare: () => void;
}

function entityScreen(decl: EntityDeclaration, action: ViewKind): EntityScreen {
  const views = custom[decl.name];
  const replaced = views?.[action];
  const view = preloadable(replaced ?? generated[action]);
  const read = replaced ? views?.prefetch?.[action] : action === 'list' ? () => prefetchEntityList(decl) : undefined;
  const preload = () => void view.preload().catch(() => undefined); // a failed load shows when the screen renders
  return {
    decl,
    path: screenRoute(decl, action),
    action,
    element: view.Screen,
    preload,
    prepare: () => {
      preload();
      read?.();
    },
  };
}

/** The read-only screen of a record, `/{permission}/show/{id}`: open to holders of its access right. */
function showScreen(decl: EntityDeclaration): EntityScreen {
  const view = preloadable(() => import('../components/show/EntityShow').then((m) => m.EntityShow));
  const preload = () => void view.preload().catch(() => undefined);
  return { decl, path: screenRoute(decl, 'show'), action: 'show', element: view.Screen, preload, prepare: preload };
}

/** The import screen of an importable entity, `/{permission}/import`: open to holders of its create right. */
function importScreen(decl: EntityDeclaration): EntityScreen {
  const view = preloadable(() => import('../components/import/EntityImport').then((m) => m.EntityImport));
  const preload = () => void view.preload().catch(() => undefined);
  return { decl, path: screenPath(decl, 'import'), action: 'create', element: view.Screen, preload, prepare: preload };
}

export const entityScreens: EntityScreen[] = entityList.flatMap((decl) => [
  ...(['list', 'create', 'edit'] as const).map((action) => entityScreen(decl, action)),
  ...(decl.importable ? [importScreen(decl)] : []),
  ...(decl.show ? [showScreen(decl)] : []),
]);

/**
 * Gets the screen at a path ready: its code and its first read start now (a press on a menu entry,
 * the page's first load, a navigation), not after the shell has rendered.
 */
export function prepareScreen(pathname: string): void {
  screenAt(pathname)?.prepare();
}

/** Loads the code of the screens at these paths (the menu's entries), without reading anything. */
export function preloadScreens(pathnames: readonly string[]): void {
  for (const pathname of pathnames) screenAt(pathname)?.preload();
}

const screenAt = (pathname: string) => entityScreens.find((s) => matchPath(s.path, pathname));
