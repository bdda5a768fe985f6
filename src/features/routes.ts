import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuGroup } from '../../contract/entity';

/** A right a page needs: a resource (entity name or permission path) and an action of useCan. */
export interface PageNeed {
  resource: string;
  action: string;
}

/** A page of the product outside the generated entity screens. */
export interface PageRoute {
  path: string;
  element: LazyExoticComponent<ComponentType> | ComponentType;
  /** permission path whose access right the page needs (signed-in pages only) */
  permission?: string;
  /** further rights the page needs to be of use (what it reads or writes besides `permission`) */
  needs?: PageNeed[];
  /** an entry in the side menu; `label` is a catalogue key (src/i18n/en.ts) */
  menu?: { group: MenuGroup; label: string };
  /** catalogue key of the breadcrumb label of the page's last segment */
  title?: string;
}
