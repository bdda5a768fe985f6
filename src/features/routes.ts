import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuGroup } from '../../contract/entity';

/** A page of the product outside the generated entity screens. */
export interface PageRoute {
  path: string;
  element: LazyExoticComponent<ComponentType> | ComponentType;
  /** permission path whose access right the page needs (signed-in pages only) */
  permission?: string;
  /** an entry in the side menu; `label` is a catalogue key (src/i18n/en.ts) */
  menu?: { group: MenuGroup; label: string };
  /** catalogue key of the breadcrumb label of the page's last segment */
  title?: string;
}
