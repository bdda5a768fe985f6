import { describe, expect, it } from 'vitest';
import { DEFAULT_POSITION, movePosition, ORDER_STORAGE_KEYS, readPosition, writePosition } from './order-list-storage';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('order list position', () => {
  it('defaults to the published tab, All, page 1 and 20 a page', () => {
    expect(readPosition(memory())).toEqual({ filterTab: 'published', statusTab: 'All', page: 1, size: 20 });
  });

  it('restores what was written', () => {
    const s = memory();
    writePosition(s, { filterTab: 'archived', statusTab: 'cancel', page: 3, size: 50 });
    expect(readPosition(s)).toEqual({ filterTab: 'archived', statusTab: 'cancel', page: 3, size: 50 });
  });

  it('ignores values that are not a tab, a status tab or a page size', () => {
    const s = memory();
    s.setItem(ORDER_STORAGE_KEYS.statusTab, 'not verified');
    s.setItem(ORDER_STORAGE_KEYS.size, '7');
    s.setItem(ORDER_STORAGE_KEYS.page, '-2');
    expect(readPosition(s)).toEqual(DEFAULT_POSITION);
  });

  it('goes back to page 1 when the tab, status tab or size changes, not when only the page does', () => {
    const at3 = { ...DEFAULT_POSITION, page: 3 };
    expect(movePosition(at3, { statusTab: 'done' }).page).toBe(1);
    expect(movePosition(at3, { filterTab: 'archived' }).page).toBe(1);
    expect(movePosition(at3, { size: 40 }).page).toBe(1);
    expect(movePosition(at3, { size: 20 }).page).toBe(3);
    expect(movePosition(at3, { page: 5 }).page).toBe(5);
  });
});
