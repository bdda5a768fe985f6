// Screens of every entity of the registry, at the spec's paths: /{permission}, /{permission}/create,
// /{permission}/update/{id}. Views come from src/resources/<name>/index.tsx when it exists, else the
// generated ones; both load lazily.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { EntityDeclaration } from '../../contract/entity';
import { entityList } from '../../contract/entities';
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

export const entityScreens: EntityScreen[] = entityList.flatMap((decl) => {
  const base = '/' + decl.permission;
  return [
    { decl, path: base, action: 'list' as const, element: view(decl, 'list') },
    { decl, path: `${base}/create`, action: 'create' as const, element: view(decl, 'create') },
    { decl, path: `${base}/update/:id`, action: 'edit' as const, element: view(decl, 'edit') },
  ];
});
