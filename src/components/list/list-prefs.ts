// What a list remembers in localStorage: page and page size per entity and tab, and the filter
// panel's open state under the declaration's key (spec, second document, section 2).
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/pager';

export type ListTab = 'active' | 'archived';

export interface PageState {
  page: number;
  perPage: number;
}

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export const pageStateKey = (entity: string, tab: ListTab) => `list.${entity}.${tab}`;

export function loadPageState(entity: string, tab: ListTab): PageState {
  try {
    const raw = JSON.parse(storage()?.getItem(pageStateKey(entity, tab)) ?? 'null') as Partial<PageState> | null;
    const page = Number.isInteger(raw?.page) && (raw?.page ?? 0) >= 1 ? (raw!.page as number) : DEFAULT_PAGE;
    const perPage = (PAGE_SIZES as readonly number[]).includes(raw?.perPage ?? -1) ? (raw!.perPage as number) : DEFAULT_PAGE_SIZE;
    return { page, perPage };
  } catch {
    return { page: DEFAULT_PAGE, perPage: DEFAULT_PAGE_SIZE };
  }
}

export function savePageState(entity: string, tab: ListTab, state: PageState): void {
  storage()?.setItem(pageStateKey(entity, tab), JSON.stringify(state));
}

export const loadFilterOpen = (key: string): boolean => storage()?.getItem(key) === 'true';
export const saveFilterOpen = (key: string, open: boolean): void => storage()?.setItem(key, String(open));
