import { describe, expect, it } from 'vitest';
import { CATALOG_TEXTS, storePreviewUrl, treeOrder, wouldBeOwnAncestor } from './catalog';
import { listActionFailureText } from './list-rules';
import { productGroup } from './entities/catalog/productGroup';
import { option } from './entities/catalog/option';

describe('wouldBeOwnAncestor', () => {
  // 1 <- 2 <- 3 (3 under 2 under 1), 4 alone
  const parentOf = new Map<number, number | null>([[1, null], [2, 1], [3, 2], [4, null]]);
  it.each([
    [1, 1, true], // directly under itself
    [1, 3, true], // under its grandchild
    [1, 2, true],
    [3, 1, false], // a move up the tree
    [4, 3, false],
    [2, null, false],
  ])('category %s under %s: %s', (id, parent, expected) => {
    expect(wouldBeOwnAncestor(id, parent, parentOf)).toBe(expected);
  });
  it('ends on a loop already stored', () => {
    expect(wouldBeOwnAncestor(9, 5, new Map([[5, 6], [6, 5]]))).toBe(false);
  });
});

describe('treeOrder', () => {
  it('puts children under their parents, deeper by one, in the given order', () => {
    const rows = [
      { id: 3, parent: 1 },
      { id: 1, parent: null },
      { id: 2, parent: null },
      { id: 4, parent: 3 },
      { id: 5, parent: 99 }, // parent not shown: a root
    ];
    const out = treeOrder(rows, (r) => r.id, (r) => r.parent);
    expect(out.map((n) => [n.row.id, n.depth])).toEqual([[1, 0], [3, 1], [4, 2], [2, 0], [5, 0]]);
  });
  it('still shows rows of a stored loop', () => {
    const out = treeOrder([{ id: 1, parent: 2 }, { id: 2, parent: 1 }], (r) => r.id, (r) => r.parent);
    expect(out.map((n) => n.row.id).sort()).toEqual([1, 2]);
  });
});

describe('listActionFailureText', () => {
  it("gives product groups the spec's five texts", () => {
    expect(listActionFailureText(productGroup.messages, 'archive', 1)).toBe('Archiving Error');
    expect(listActionFailureText(productGroup.messages, 'recover', 1)).toBe('Recovering Error');
    expect(listActionFailureText(productGroup.messages, 'archive', 3)).toBe('Bulk Archive Error');
    expect(listActionFailureText(productGroup.messages, 'recover', 2)).toBe('Bulk Recover Error');
    expect(listActionFailureText(productGroup.messages, 'destroy', 2)).toBe('Bulk Destroy Error');
  });
  it('gives options their delete text, and nothing where none is declared', () => {
    expect(listActionFailureText(option.messages, 'destroy', 1)).toBe(CATALOG_TEXTS.optionNotDeleted);
    expect(listActionFailureText(option.messages, 'archive', 1)).toBeUndefined();
    expect(listActionFailureText(undefined, 'destroy', 1)).toBeUndefined();
  });
});

describe('storePreviewUrl', () => {
  it('builds the brand and blog pages on the store host', () => {
    expect(storePreviewUrl({ url: 'shop.example.com' }, 'brand', 7)).toBe('https://shop.example.com/brands/7');
    expect(storePreviewUrl({ url: 'http://shop.example.com/', ssl: true }, 'information', 3)).toBe('http://shop.example.com/blog/3');
    expect(storePreviewUrl({ url: 'shop.example.com', ssl: false }, 'information', 3)).toBe('http://shop.example.com/blog/3');
    expect(storePreviewUrl({ url: ' ' }, 'brand', 1)).toBeUndefined();
  });
});
