import { snakeCase, type FieldDef } from './fields';
import type { ServiceName } from './services';

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

/** `overlaps`: a list-of-references field holding any of the given ids (product categories). */
/**
 * `words`: the text with everything but letters, digits and _ removed contains the value so
 * reduced, case aside ('AcmeCorp' and 'Acme Corp' both find "Acme Corp."); no index serves it.
 */
export type FilterOp = 'eq' | 'ilike' | 'words' | 'in' | 'gte' | 'lte' | 'overlaps';

export interface FilterDef {
  /** the field filtered (column), defaults to the filter name */
  field?: string;
  op: FilterOp;
  label?: string;
}

/**
 * The field that leads from a row to its owner: a field of the entity (a reference, or a list of
 * references, to `business`, `franchise` or another scoped entity whose owner the row shares: a
 * customer's store), `'id'` for the owner itself (business, franchise), or a field holding plain
 * ids with the entity they name (`{ field: 'driverId', entity: 'user' }`).
 */
export type ScopePath = string | { field: string; entity: string };

/**
 * Whose rows an entity holds (docs/tenancy.md).
 * - `'platform'`: shared by every business (languages, the catalogue): read by everyone, written by
 *   staff of the platform only;
 * - `{ members, moderator }`: a chat room and its messages belong to the room's members, whatever
 *   their business: `members` is the field listing the member users, or a reference to the entity
 *   whose members a row shares (a message's room); only members see and write them, except holders of
 *   access on the `moderator` permission path, who see every one;
 * - `{ business, franchise? }`: a user bound to a business sees and writes only rows whose `business`
 *   path leads to it; a user bound to a franchise, rows whose `franchise` path leads to it (the
 *   `business` path when the entity names none).
 */
export type EntityScope = 'platform' | MembersScope | { business: ScopePath; franchise?: ScopePath };

export interface MembersScope {
  members: string;
  moderator: string;
}

/**
 * What a declaration states. Facts that follow from others are left out and derived by
 * `defineEntity`: the table, the filter-panel key and where a save returns.
 */
export interface EntityInput<Tab extends string = string> {
  /** react-admin resource name, also the key of the registry */
  name: string;
  /** plural and singular labels */
  label: string;
  labelOne: string;
  /** service base the entity is mounted on: /{service}/{rest} */
  service: ServiceName;
  rest: string;
  /** the id field returned to clients (`languageId`); stored in column `id` */
  id: string;
  /** table name; default: the name in snake_case */
  table?: string;
  /** permission value (without the leading slash); also the screen path */
  permission: string;
  /** whose rows these are: every declaration says, so no entity is left open by omission */
  scope: EntityScope;
  menu: MenuGroup;
  /** local-storage key remembering whether the filter panel is open; default `{name}Filter` */
  filterStorageKey?: string;
  /** each field's `tab` must be one of `tabs` (a wrong one fails the type check) */
  fields: Record<string, FieldDef<NoInfer<Tab>>>;
  filters: Record<string, FilterDef>;
  /** field used to show a record in lookups and titles */
  recordRepresentation: string;
  /**
   * What pickers show of a record and search as one types (contract/lookups.ts): `label`, the fields
   * naming it, joined with spaces (default: the representation); `detail`, fields shown beside the
   * name to tell records apart (a customer's telephone and email, a product's model and price), a
   * group of fields read as one, joined with spaces (a user's first and last name).
   */
  lookup?: { label?: readonly string[]; detail?: readonly (string | readonly string[])[] };
  /** default sort field and order of the paged list */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /**
   * The list shows when each record was added, sortable (the `dateAdded` every record carries): the
   * specification's "date added" of brands, manufacturers and franchises, a review's date.
   */
  listDateAdded?: boolean;
  /** form tabs in order; fields without a tab go to the first one */
  tabs?: readonly Tab[];
  /**
   * Where the edit screen lives: `/{permission}/update/{id}` (default) or, for the catalogue and
   * media screens of the spec's route list, `/{permission}/create/{id}`. Build paths with `screenPath`.
   */
  editAt?: 'update' | 'create';
  /**
   * A read-only screen of one record at `/{permission}/show/{id}` (the spec's route list names
   * show/{id} for calls, call groups and SMS groups), with Edit for holders of the update right.
   */
  show?: boolean;
  /**
   * screen path after a successful save; default: the entity's list when the specification's
   * post-save list names it (POST_SAVE_LISTS), else none: the save goes back one screen
   */
  redirectAfterSave?: string;
  messages?: {
    created?: string;
    updated?: string;
    /** shown when archiving or recovering one row fails (the list's row action) */
    archiveFailed?: string;
    recoverFailed?: string;
    /** shown when a bulk action on the checked rows fails */
    bulkArchiveFailed?: string;
    bulkRecoverFailed?: string;
    bulkDestroyFailed?: string;
    /** shown, before the server's reason, when deleting one row fails */
    deleteFailed?: string;
  };
  /**
   * Permission paths of screens whose forms or filters pick this entity through its see-all lookups
   * (`r/`), beyond the entities with a reference field to it, which are derived (contract/lookups.ts).
   */
  lookupFor?: readonly string[];
  /**
   * A table that grows to millions of rows (customers, SMS, calls, notifications): its default sort
   * and declared filters get indexes, and the default view's total comes from counters instead of
   * `count(*)` (docs/decisions.md, "Large entities").
   */
  large?: boolean;
  /**
   * Where the rows live. 'engine' (default): the engine creates the table and mounts the generic
   * routes. 'custom': the entity keeps its own SQL, routes and screens (orders); the registry still
   * gives its paths, permission, menu entry, lookups and audit name.
   */
  storage?: 'engine' | 'custom';
  /**
   * The list a 'custom' entity draws itself (orders): the filter names and sort fields its list call
   * takes, and the columns a user may hide. Links, saved views and the column chooser check these
   * instead of the declared fields and filters.
   */
  ownList?: { filters: readonly string[]; sorts: readonly string[]; columns: readonly string[] };
  /**
   * Rows can be imported from an XLSX or CSV file (`POST {rest}/import`, the screen
   * `/{permission}/import`): previewed, checked row by row, written in one transaction.
   */
  importable?: boolean;
  /**
   * Open lists take new rows live (spec, second document, section 4, "Live updates"): once a create
   * commits, the server announces it (`ENTITY_CREATED_EVENT`) and an open first page of the active
   * tab puts the row at the top, drops its last row and counts one more.
   */
  live?: boolean;
  /**
   * Other paths the specification's clients call one of the generic routes at, relative to the
   * entity's base `/{service}/{rest}` ('' is the base itself), as they write them: the same route (its handler, rights,
   * checks and answers) at another path. The inventory's `PUT p//{purchaseId}` (its client joins
   * `p/` and `/{id}`) is `{ update: ['//:id'] }`; the SMS campaigns' `GET campaign/business/{a}/{b}`
   * is `{ list: ['/business/:page/:count'] }`.
   */
  aliases?: Partial<Record<GenericRoute, readonly string[]>>;
  /**
   * The enum field the paged list counts its rows by when asked (`showStatistics=true`: the calls'
   * counts by status): the answer adds `statistics`, every choice with its count over the list's
   * filters and the `total`.
   */
  listStatistics?: string;
}

/**
 * The generic routes of the engine (server/engine/entity.routes.ts), by name: what a declaration's
 * `aliases` name, and the middle of each one's operation id in the API document (`languageList`).
 */
export type GenericRoute = 'lookupAll' | 'lookupPage' | 'list' | 'get' | 'create' | 'update' | 'destroy' | 'archive' | 'recover' | 'bulkDestroy';

/** A declaration with its derived facts filled in: what the rest of the product reads. */
export interface EntityDeclaration extends EntityInput {
  table: string;
  filterStorageKey: string;
  editAt: 'update' | 'create';
  /** where a save lands; undefined: back one screen (the list when there is none) */
  redirectAfterSave: string | undefined;
}

/**
 * The lists a save returns to (spec, first document, "Post-save redirects"; second document, "Post-save
 * return targets"): "Other saves go back one screen".
 */
export const POST_SAVE_LISTS: readonly string[] = [
  '/system/user',
  '/system/time_tracking',
  '/business/equipment',
  '/business/business',
  '/business/plan',
  '/business/plain',
  '/user/customer',
  '/user/customer_group',
  '/catalog/category',
  '/catalog/product',
  '/catalog/product_group',
  '/catalog/brand',
  '/catalog/manufacturer',
  '/store/franchise',
  '/store/link',
  '/sale/order',
  '/tool/upload',
  '/sms/history',
  '/sms/campaign',
  '/sms/plan',
  '/call/sms',
  '/call/history',
  '/delivery/routes',
  '/inventory/purchase',
  '/inventory/supplier',
  '/inventory/warehouse',
  '/system/notification/sound',
];

const listAfterSave = (permission: string): string | undefined => (POST_SAVE_LISTS.includes('/' + permission) ? '/' + permission : undefined);

/** Declares an entity: checks the field tabs against `tabs` and fills in what is derivable. */
export const defineEntity = <const Tab extends string = never, const T extends EntityInput<Tab> = EntityInput<Tab>>(
  declaration: T & EntityInput<Tab>,
): T & EntityDeclaration => ({
  ...declaration,
  table: declaration.table ?? snakeCase(declaration.name),
  filterStorageKey: declaration.filterStorageKey ?? `${declaration.name}Filter`,
  editAt: declaration.editAt ?? 'update',
  redirectAfterSave: declaration.redirectAfterSave ?? listAfterSave(declaration.permission),
});

/** Whether the engine stores the entity: creates its table, mounts its generic routes and covers it in the generic tests. */
export const isEngineStored = (decl: Pick<EntityInput, 'storage'>): boolean => decl.storage !== 'custom';
