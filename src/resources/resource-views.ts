import type { ComponentType } from 'react';

export type ViewKind = 'list' | 'create' | 'edit';

/** Loads a view's code, a chunk of its own. */
export type ViewLoader = () => Promise<ComponentType>;

/**
 * What src/features/<feature>/resources/<name>/index.ts exports as `views`: loaders of the views the entity replaces
 * (a missing one falls back to the generated view), and, for a replaced view, the reads it makes
 * on opening, started as soon as its route is known (`prefetch` of src/dataProvider/http.ts; the
 * generated list has its own).
 */
export interface ResourceViews {
  list?: ViewLoader;
  create?: ViewLoader;
  edit?: ViewLoader;
  prefetch?: Partial<Record<ViewKind, () => void>>;
}
