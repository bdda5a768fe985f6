import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount, pageSizeLabel, pagerItems } from './pager';

describe('pagerItems', () => {
  it('is hidden at one page or fewer', () => {
    expect(pagerItems(1, 0)).toEqual([]);
    expect(pagerItems(1, 1)).toEqual([]);
  });

  it('shows every page when they all fit, without ellipses', () => {
    expect(pagerItems(1, 2)).toEqual([1, 2]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows page 1, a window of 5 pages around the current one, ellipses and the last page', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6, 7, 'ellipsis-end', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8, 9, 10]);
    expect(pagerItems(50, 100)).toEqual([1, 'ellipsis-start', 48, 49, 50, 51, 52, 'ellipsis-end', 100]);
  });

  it('uses a window of 3 on mobile', () => {
    expect(pagerItems(5, 10, 3)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pagerItems(1, 10, 3)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pagerItems(10, 10, 3)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
  });

  it('clamps a page outside the range', () => {
    expect(pagerItems(99, 10)).toEqual(pagerItems(10, 10));
    expect(pagerItems(-3, 10)).toEqual(pagerItems(1, 10));
  });

  it('always holds the first, last and current page in order, with no page twice and at most the window between', () => {
    for (const windowSize of [3, 5]) {
      for (let count = 2; count <= 30; count++) {
        for (let page = 1; page <= count; page++) {
          const items = pagerItems(page, count, windowSize);
          const pages = items.filter((i): i is number => typeof i === 'number');
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(count);
          expect(pages).toContain(page);
          expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
          expect(pages.filter((p) => p !== 1 && p !== count).length).toBeLessThanOrEqual(windowSize);
          // an ellipsis stands exactly where pages are skipped
          items.forEach((item, i) => {
            if (typeof item === 'number') return;
            const prev = items[i - 1] as number;
            const next = items[i + 1] as number;
            expect(next - prev).toBeGreaterThan(1);
          });
          for (let i = 1; i < items.length; i++) {
            if (typeof items[i] === 'number' && typeof items[i - 1] === 'number') expect((items[i] as number) - (items[i - 1] as number)).toBe(1);
          }
        }
      }
    }
  });
});

describe('page sizes', () => {
  it('offers the sizes of the spec, shown as "N/page", starting at page 1 of 10', () => {
    expect([...PAGE_SIZES]).toEqual([10, 20, 30, 40, 50, 100]);
    expect(PAGE_SIZES.map(pageSizeLabel)).toEqual(['10/page', '20/page', '30/page', '40/page', '50/page', '100/page']);
    expect(DEFAULT_PAGE).toBe(1);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
