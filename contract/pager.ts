export type PagerItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pager of the spec: page 1, a window of neighbouring pages (5, or 3 on mobile) around
 * the current page, ellipses where pages are skipped, and the last page. Empty (hidden) at
 * one page or fewer.
 */
export function pagerItems(page: number, pageCount: number, windowSize = 5): PagerItem[] {
  if (pageCount <= 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const half = Math.floor(windowSize / 2);
  let start = Math.max(2, current - half);
  const end = Math.min(pageCount - 1, start + windowSize - 1);
  start = Math.max(2, Math.min(start, end - windowSize + 1));
  const items: PagerItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pageCount - 1) items.push('ellipsis-end');
  items.push(pageCount);
  return items;
}

export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 5000;
export const pageSizeLabel = (size: number) => `${size}/page`;
export const pageCount = (total: number, size: number) => Math.max(0, Math.ceil(total / size));
