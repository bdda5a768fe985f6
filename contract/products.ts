// The product calls beyond the generic pattern (spec, second document, section 7, "Catalogue") and
// the rules of the product screens (section 5, "Product filter"; section 9), shared by the SPA
// and the server.
export const PRODUCT_SERVICE = 'product';

export const PRODUCT_PATHS = {
  /** POST -> the copy (201): same fields, named "{name} (copy)", disabled */
  duplicate: (id: number | string) => `c/p/duplicate/${id}`,
  /** GET ?name= -> {data: [{productId, name, model, price, imageMain}]}: at most SEARCH_LIMIT active products */
  search: 'c/p/search',
  /** GET -> {price: {min, max}, quantity: {min, max}} over the active products: the filter slider's bounds */
  minmax: 'c/p/minmax',
  /** GET -> {data: [{categoryId, count}]}: the categories the active products hold, with how many hold each */
  categories: 'c/p/c',
  /** GET -> {data: [{brandId, count}]}: the brands the active products hold, with how many hold each */
  brands: 'c/p/b',
} as const;

/** Full path from the service root, e.g. `/product/c/p/minmax`. */
export const productPath = (relative: string): string => `/${PRODUCT_SERVICE}/${relative}`;

/** The minmax answer: the slider's bounds (nulls when there is no active product). */
export interface ProductRanges {
  price: { min: number | null; max: number | null };
  quantity: { min: number | null; max: number | null };
}

/** The default language: the product's `name` is its description name (languageId 1). */
export const DEFAULT_LANGUAGE_ID = 1;
/** Results of the product search. */
export const SEARCH_LIMIT = 20;
/** The range slider's minimum gap between its handles (spec, second document, section 9). */
export const RANGE_SLIDER_GAP = 500;
/** What the duplicate's name ends with. */
export const COPY_SUFFIX = ' (copy)';
/** Longest product name (the declaration's maxLength). */
export const PRODUCT_NAME_MAX = 200;

/**
 * How many options a picker of these records loads at once (spec, second document, section 9):
 * categories, brands and product groups 1000 each; others the lookup page (10, with 'See More').
 */
export const REFERENCE_LOOKUP_SIZES: Readonly<Record<string, number>> = { category: 1000, brand: 1000, productGroup: 1000 };

export interface Description {
  languageId?: number | null;
  name?: string | null;
  [key: string]: unknown;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The default language's description name, if it has one. */
export function defaultLanguageName(descriptions: unknown): string | undefined {
  if (!Array.isArray(descriptions)) return undefined;
  return text((descriptions as Description[]).find((d) => d && Number(d.languageId) === DEFAULT_LANGUAGE_ID)?.name);
}

/**
 * Keeps `name` equal to the default language's description name, for a write of `values` over
 * the stored `before`: sent descriptions give the name; a name sent alone renames the default
 * language's description when there is one. Returns the fields to add to the write.
 */
export function nameInStep(values: { name?: unknown; descriptions?: unknown }, before?: { descriptions?: unknown } | null): { name?: string; descriptions?: Description[] } {
  const fromDescriptions = 'descriptions' in values ? defaultLanguageName(values.descriptions) : undefined;
  if (fromDescriptions !== undefined) return values.name === fromDescriptions ? {} : { name: fromDescriptions };
  const name = text(values.name);
  if (name === undefined || 'descriptions' in values) return {};
  const stored = Array.isArray(before?.descriptions) ? (before!.descriptions as Description[]) : [];
  const i = stored.findIndex((d) => d && Number(d.languageId) === DEFAULT_LANGUAGE_ID);
  if (i < 0 || stored[i].name === name) return {};
  return { descriptions: stored.map((d, k) => (k === i ? { ...d, name } : d)) };
}

/** The duplicate's name: "{name} (copy)", cut to fit the column. */
export const copyName = (name: string | null | undefined): string =>
  (name ?? '').slice(0, PRODUCT_NAME_MAX - COPY_SUFFIX.length) + COPY_SUFFIX;

// ----- the product filter panel (spec, second document, section 5) -----

/** Keys the price and quantity inputs refuse: they take non-negative numbers only. */
export const BLOCKED_NUMBER_KEYS: readonly string[] = ['+', '-'];
export const isBlockedNumberKey = (key: string): boolean => BLOCKED_NUMBER_KEYS.includes(key);

/** A range input's text as a non-negative number; undefined when empty or not such a number. */
export function nonNegative(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const n = typeof raw === 'number' ? raw : /^\s*\d*\.?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The max input's minimum: the chosen min, or 0. */
export const maxInputMinimum = (min: number | undefined): number => min ?? 0;

/** A max below the chosen min is raised to it. */
export const clampMax = (min: number | undefined, max: number | undefined): number | undefined =>
  max !== undefined && min !== undefined && max < min ? min : max;

export interface Bounds {
  min: number;
  max: number;
}

/**
 * The slider's handles after a move, keeping them at least `gap` apart within the bounds (the
 * handle being moved pushes the other). Bounds narrower than the gap give the whole range.
 */
export function keepGap(next: readonly [number, number], activeThumb: 0 | 1, bounds: Bounds, gap = RANGE_SLIDER_GAP): [number, number] {
  const [lo, hi] = [Math.max(bounds.min, Math.min(next[0], next[1])), Math.min(bounds.max, Math.max(next[0], next[1]))];
  if (bounds.max - bounds.min <= gap) return [bounds.min, bounds.max];
  if (hi - lo >= gap) return [lo, hi];
  if (activeThumb === 0) {
    const start = Math.min(lo, bounds.max - gap);
    return [start, start + gap];
  }
  const end = Math.max(hi, bounds.min + gap);
  return [end - gap, end];
}

/** Slider bounds from the minmax call: whole numbers around the values, never narrower than the gap. */
export function sliderBounds(range: { min: number | null; max: number | null } | undefined, gap = RANGE_SLIDER_GAP): Bounds {
  const min = Math.max(0, Math.floor(range?.min ?? 0));
  const max = Math.max(Math.ceil(range?.max ?? 0), min + gap);
  return { min, max };
}

export type StatusChoice = '' | 'enabled' | 'disabled';

/** What the product filter panel holds before Filter is pressed. */
export interface ProductFilterForm {
  name: string;
  model: string;
  minPrice: string;
  maxPrice: string;
  minQuantity: string;
  maxQuantity: string;
  status: StatusChoice;
  categoryIds: number[];
  brandIds: number[];
  productGroupIds: number[];
  storeIds: number[];
  franchiseIds: number[];
  productIds: number[];
}

export const EMPTY_PRODUCT_FILTER: ProductFilterForm = {
  name: '',
  model: '',
  minPrice: '',
  maxPrice: '',
  minQuantity: '',
  maxQuantity: '',
  status: '',
  categoryIds: [],
  brandIds: [],
  productGroupIds: [],
  storeIds: [],
  franchiseIds: [],
  productIds: [],
};

/**
 * The list filter a Filter press sends: texts trimmed, ranges as non-negative numbers (a max below
 * the min raised to it), status Enabled/Disabled as true/false, id lists; empty values left out.
 */
export function productFilterQuery(form: ProductFilterForm): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['name', 'model'] as const) if (form[key].trim()) out[key] = form[key].trim();
  for (const [lo, hi] of [['minPrice', 'maxPrice'], ['minQuantity', 'maxQuantity']] as const) {
    const min = nonNegative(form[lo]);
    const max = clampMax(min, nonNegative(form[hi]));
    if (min !== undefined) out[lo] = min;
    if (max !== undefined) out[hi] = max;
  }
  if (form.status) out.status = form.status === 'enabled';
  for (const key of ['categoryIds', 'brandIds', 'productGroupIds', 'storeIds', 'franchiseIds', 'productIds'] as const) {
    if (form[key].length) out[key] = [...form[key]];
  }
  return out;
}

/** The product's page on its store's site: `{store url}/product/{id}`, https unless the store says otherwise. */
export function productPreviewUrl(store: { url?: string | null; ssl?: boolean | null }, productId: number | string): string | undefined {
  const url = store.url?.trim();
  if (!url) return undefined;
  const base = /^https?:\/\//i.test(url) ? url : `${store.ssl === false ? 'http' : 'https'}://${url}`;
  return `${base.replace(/\/+$/, '')}/product/${productId}`;
}
