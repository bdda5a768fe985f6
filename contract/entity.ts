import type { FieldDef } from './fields';

export const MENU_GROUPS = [
  'Catalog',
  'Business',
  'Promotions',
  'Online Store',
  'Inventory',
  'Delivery',
  'Media',
  'Sales',
  'Users',
  'Customers',
  'Communications',
  'System',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export type FilterOp = 'eq' | 'ilike' | 'in' | 'gte' | 'lte';

export interface FilterDef {
  /** the field filtered (column), defaults to the filter name */
  field?: string;
  op: FilterOp;
  label?: string;
}

export interface EntityDeclaration {
  /** react-admin resource name, also the key of the registry */
  name: string;
  /** plural and singular labels */
  label: string;
  labelOne: string;
  /** service base the entity is mounted on: /{service}/{rest} */
  service: string;
  rest: string;
  /** the id field returned to clients (`languageId`); stored in column `id` */
  id: string;
  table: string;
  /** permission value (without the leading slash); also the screen path */
  permission: string;
  menu: MenuGroup;
  /** local-storage key remembering whether the filter panel is open */
  filterStorageKey: string;
  fields: Record<string, FieldDef>;
  filters: Record<string, FilterDef>;
  /** field used to show a record in lookups and titles */
  recordRepresentation: string;
  /** default sort field and order of the paged list */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** form tabs in order; fields without a tab go to the first one */
  tabs?: string[];
  /** screen path after a successful save; absent means "back to the previous screen" */
  redirectAfterSave?: string;
  messages?: { created?: string; updated?: string };
  /**
   * Permission paths of screens whose forms or filters pick this entity through its see-all lookups
   * (`r/`), beyond the entities with a reference field to it, which are derived (contract/lookups.ts).
   */
  lookupFor?: readonly string[];
  /** Other entities' references to this one, checked before a destroy to name them. */
  referencedBy?: { entity: string; field: string; label: string }[];
}

export const defineEntity = <const T extends EntityDeclaration>(declaration: T): T => declaration;
