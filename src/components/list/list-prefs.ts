// What a list remembers in localStorage: page and page size per entity and tab, and the filter
// panel's open state under the declaration's key (spec, second document, section 2). A list whose
// spec names other keys (the orders list) brings its own `ListMemory`.
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/pager';

export type ListTab = 'active' | 'archived';

export interface PageState {
  page: number;
  perPage: number;
}

/** Where a list stands: its tab, page and size, and the filter values it keeps between visits. */
export interface ListPosition {
  tab: ListTab;
  pagination: PageState;
  /** filter values the list opens with (the orders' status tab); the panel's are not kept */
  filter: Record<string, unknown>;
}

/** How a list reads and writes its position; the list controller calls it on every move. */
export interface ListMemory {
  /** where the list opens */
  read(): ListPosition;
  /** the page and size a move to `tab` opens at, coming from `from` */
  pageOnTab(tab: ListTab, from: ListPosition): PageState;
  write(position: ListPosition): void;
}

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export const pageStateKey = (entity: string, tab: ListTab) => `list.${entity}.${tab}`;

export const isPageSize = (n: unknown): n is number => (PAGE_SIZES as readonly unknown[]).includes(n);
export const isPage = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1;

export function loadPageState(entity: string, tab: ListTab): PageState {
  try {
    const raw = JSON.parse(storage()?.getItem(pageStateKey(entity, tab)) ?? 'null') as Partial<PageState> | null;
    const { page, perPage } = raw ?? {};
    return { page: isPage(page) ? page : DEFAULT_PAGE, perPage: isPageSize(perPage) ? perPage : DEFAULT_PAGE_SIZE };
  } catch {
    return { page: DEFAULT_PAGE, perPage: DEFAULT_PAGE_SIZE };
  }
}

export function savePageState(entity: string, tab: ListTab, state: PageState): void {
  storage()?.setItem(pageStateKey(entity, tab), JSON.stringify(state));
}

/** Every list's memory: page and size per tab under `list.{entity}.{tab}`; it opens on the Active tab. */
export const entityListMemory = (entity: string): ListMemory => ({
  read: () => ({ tab: 'active', pagination: loadPageState(entity, 'active'), filter: {} }),
  pageOnTab: (tab) => loadPageState(entity, tab),
  write: ({ tab, pagination }) => savePageState(entity, tab, pagination),
});

export const loadFilterOpen = (key: string): boolean => storage()?.getItem(key) === 'true';
export const saveFilterOpen = (key: string, open: boolean): void => storage()?.setItem(key, String(open));
