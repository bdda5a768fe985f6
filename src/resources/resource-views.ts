import type { ComponentType } from 'react';

/** What src/resources/<name>/index.tsx exports; a missing view falls back to the generated one. */
export interface ResourceViews {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}
