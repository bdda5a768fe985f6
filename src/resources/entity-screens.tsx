// Screens of every entity of the registry, at the spec's paths (contract/screen-paths.ts). Views come from src/resources/<name>/index.tsx when it exists, else the
// generated ones; both load lazily.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { EntityDeclaration } from '../../contract/entity';
import { entityList } from '../../contract/entities';
import { screenRoute } from '../../contract/screen-paths';
import type { ResourceViews } from './resource-views';

type ViewKind = keyof ResourceViews;
type Loader = () => Promise<ResourceViews>;

const modules = import.meta.glob<ResourceViews>('./*/index.tsx');

const generated: Record<ViewKind, () => Promise<ComponentType>> = {
  list: () => import('../components/list/EntityList').then((m) => m.EntityList),
  create: () => import('../components/form/EntityCreate').then((m) => m.EntityCreate as ComponentType),
  edit: () => import('../components/form/EntityEdit').then((m) => m.EntityEdit as ComponentType),
};

function view(decl: EntityDeclaration, kind: ViewKind): LazyExoticComponent<ComponentType> {
  const loader = modules[`./${decl.name}/index.tsx`] as Loader | undefined;
  return lazy(async () => {
    const custom = loader ? (await loader())[kind] : undefined;
    return { default: custom ?? (await generated[kind]()) };
  });
}

export interface EntityScreen {
  decl: EntityDeclaration;
  path: string;
  /** react-admin action checked with canAccess */
  action: 'list' | 'create' | 'edit';
  element: LazyExoticComponent<ComponentType>;
}

export const entityScreens: EntityScreen[] = entityList.flatMap((decl) =>
  (['list', 'create', 'edit'] as const).map((action) => ({ decl, path: screenRoute(decl, action), action, element: view(decl, action) })),
);
