// The catalogue's calls beyond the generic pattern and its texts (spec, second document, sections
// 3, 7 and 8; first document, section 2), shared by the SPA and the server.
import type { EntityDeclaration } from './entity';
import type { FieldDef } from './fields';

/** The spec's texts, spelled as the spec spells them (second document, section 8). */
export const CATALOG_TEXTS = {
  archivingError: 'Archiving Error',
  recoveringError: 'Recovering Error',
  bulkArchiveError: 'Bulk Archive Error',
  bulkRecoverError: 'Bulk Recover Error',
  bulkDestroyError: 'Bulk Destroy Error',
  optionNotDeleted: 'Option! option not deleted',
  attributeNotDeleted: 'attribute not deleted',
  attributeGroupNotDeleted: 'attribute group not deleted',
  informationNotDeleted: 'information not deleted',
  /** Not in the spec's words: "Filter destroy failure same" (the error name and offending column). */
  filterNotDeleted: 'filter not deleted',
  filterChooserTitle: 'Choose a filter for this segment',
  /** Not in the spec: a category put under itself or one of its descendants. */
  ownAncestor: 'A category cannot be placed under itself or one of its subcategories.',
  /** Not in the spec: a preview asked for when no active store has a domain. */
  noStoreToPreview: 'No active store has a domain to preview on.',
  /** Not in the spec: the filter chooser's target keeps no filters (no such field). */
  segmentHoldsNoFilters: 'The records of this segment hold no filters.',
  /** Not in the spec: a chosen filter from another group. */
  filterNotInGroup: 'This filter is not in the chosen filter group.',
  /** The `review` notification's content. */
} as const;

/** Review limits (spec, second document, section 5: reviewer and text required, max 200). */
export const REVIEW_LIMITS = { authorMax: 200, textMax: 200, ratingMin: 1, ratingMax: 5 } as const;

/** How often a recurring profile charges (OpenCart's units). */
export const RECURRING_FREQUENCIES = ['day', 'week', 'semi_month', 'month', 'year'] as const;

/** Return reasons and statuses (the spec names the fields, not their values: OpenCart's defaults). */
export const RETURN_REASONS = ['Dead On Arrival', 'Received Wrong Item', 'Order Error', 'Faulty, please supply details', 'Other'] as const;
export const RETURN_STATUSES = ['Pending', 'Awaiting Products', 'Complete'] as const;

/** The segments the filter chooser attaches filters to (first document, section 2: `?filter=`). */
export const FILTER_SEGMENTS = ['customerGroup', 'productGroup', 'products'] as const;
export type FilterSegment = (typeof FILTER_SEGMENTS)[number];

/** The entity each chooser segment attaches filters to. */
export const SEGMENT_ENTITY: Record<FilterSegment, string> = { customerGroup: 'customerGroup', productGroup: 'productGroup', products: 'product' };

/** Where a declaration keeps catalogue filters: a list of references to `filter`, top level or in an object. */
export function filterFieldPath(decl: Pick<EntityDeclaration, 'fields'>): string[] | undefined {
  const find = (fields: Record<string, FieldDef>, at: string[]): string[] | undefined => {
    for (const [name, def] of Object.entries(fields)) {
      if (def.type === 'list' && def.of === 'reference' && def.reference === 'filter') return [...at, name];
      if (def.type === 'object' && def.fields && !def.keys) {
        const inner = find(def.fields, [...at, name]);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  return find(decl.fields, []);
}

/** The filter ids a record holds at that path. */
export function heldFilterIds(record: Record<string, unknown>, path: readonly string[]): number[] {
  let at: unknown = record;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return Array.isArray(at) ? at.map(Number) : [];
}

/** Where previews open on a store's site (spec: brands/{id}, blog/{id}). */
export const PREVIEW_SEGMENTS = { brand: 'brands', information: 'blog' } as const;
export type PreviewKind = keyof typeof PREVIEW_SEGMENTS;

/** The catalogue's calls, relative to their service (`brand`, `information`, `filter`). */
export const CATALOG_PATHS = {
  /** GET -> {url}: the record's page on the first active store with a domain (422 when there is none) */
  preview: (rest: string, id: number | string) => `${rest}/preview/${id}`,
  /** POST {segment, targetId, filterIds} -> the updated record: the filter chooser's Apply */
  attachFilters: 'c/f/attach',
} as const;

/** The route list's /catalog/messages: what customers wrote about the catalogue (its reviews), newest first, as a feed. */
export const CATALOG_MESSAGES_SCREEN = '/catalog/messages';

/** The filter chooser's screen: `/catalog/filter/choose?filterGroupId=..&filter=..`. */
export const FILTER_CHOOSER_PATH = '/catalog/filter/choose';
export const filterChooserPath = (filterGroupId: number | string | undefined, segment: FilterSegment): string =>
  `${FILTER_CHOOSER_PATH}?${new URLSearchParams({ ...(filterGroupId !== undefined ? { filterGroupId: String(filterGroupId) } : {}), filter: segment })}`;

/** A record's page on a store's site: `{store url}/{segment}/{id}`, https unless the store says otherwise. */
export function storePreviewUrl(store: { url?: string | null; ssl?: boolean | null }, kind: PreviewKind, id: number | string): string | undefined {
  const url = store.url?.trim();
  if (!url) return undefined;
  const base = /^https?:\/\//i.test(url) ? url : `${store.ssl === false ? 'http' : 'https'}://${url}`;
  return `${base.replace(/\/+$/, '')}/${PREVIEW_SEGMENTS[kind]}/${encodeURIComponent(String(id))}`;
}

/**
 * Whether putting `id` under `parentId` would make it its own ancestor, given each category's
 * parent (`parentOf`): walks up from the new parent; a loop already stored ends the walk.
 */
export function wouldBeOwnAncestor(id: number, parentId: number | null | undefined, parentOf: ReadonlyMap<number, number | null>): boolean {
  const seen = new Set<number>();
  for (let at = parentId ?? null; at !== null; at = parentOf.get(at) ?? null) {
    if (at === id) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}

export interface TreeNode<T> {
  row: T;
  depth: number;
}

/**
 * Rows in tree order: each parent followed by its children (in the given order), depth-first.
 * A row whose parent is not among the rows (archived, or another tab) is a root.
 */
export function treeOrder<T>(rows: readonly T[], idOf: (r: T) => number, parentOf: (r: T) => number | null | undefined): TreeNode<T>[] {
  const ids = new Set(rows.map(idOf));
  const children = new Map<number | null, T[]>();
  for (const r of rows) {
    const p = parentOf(r);
    const key = p !== null && p !== undefined && ids.has(p) && p !== idOf(r) ? p : null;
    children.set(key, [...(children.get(key) ?? []), r]);
  }
  const out: TreeNode<T>[] = [];
  const placed = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const r of children.get(parent) ?? []) {
      if (placed.has(idOf(r))) continue;
      placed.add(idOf(r));
      out.push({ row: r, depth });
      visit(idOf(r), depth + 1);
    }
  };
  visit(null, 0);
  // rows in a stored loop (none reach a root): shown at the end as roots
  for (const r of rows) if (!placed.has(idOf(r))) {
    placed.add(idOf(r));
    out.push({ row: r, depth: 0 });
    visit(idOf(r), 1);
  }
  return out;
}


/** Help under the name of entities described per language: the name lists and lookups show. */
export const DEFAULT_NAME_HELP = "The default language's name: the Description tab's name (or title) replaces it on save.";
