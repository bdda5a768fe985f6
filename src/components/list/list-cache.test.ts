import { describe, expect, it } from 'vitest';
import { archiveUnderway, holdArchive, withoutRows } from './list-cache';

describe('withoutRows', () => {
  const page = { data: [{ id: 1 }, { id: 2 }, { id: 3 }], total: 12 };
  it('drops the rows and counts them out of the total', () => {
    expect(withoutRows(page, [2, 3])).toEqual({ data: [{ id: 1 }], total: 10 });
  });
  it('matches ids whether numbers or texts', () => {
    expect(withoutRows(page, ['1'])).toEqual({ data: [{ id: 2 }, { id: 3 }], total: 11 });
  });
  it('leaves a page holding none of them as it is', () => {
    expect(withoutRows(page, [7])).toBe(page);
  });
});

describe('archives waiting for their Undo', () => {
  it('hold an entity while any of them waits, each released once', () => {
    const first = holdArchive('language');
    const second = holdArchive('language');
    expect(archiveUnderway('language')).toBe(true);
    expect(archiveUnderway('currency')).toBe(false);
    first();
    first();
    expect(archiveUnderway('language')).toBe(true);
    second();
    expect(archiveUnderway('language')).toBe(false);
  });
});
