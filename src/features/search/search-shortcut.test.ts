import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './search-shortcut';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  isComposing: false,
  ...mods,
});

describe('isSearchShortcut', () => {
  it.each([
    [press('k', { ctrlKey: true }), true],
    [press('K', { ctrlKey: true }), true],
    [press('k', { metaKey: true }), true],
    [press('k'), false],
    [press('k', { ctrlKey: true, shiftKey: true }), false],
    [press('k', { ctrlKey: true, altKey: true }), false],
    [press('k', { ctrlKey: true, isComposing: true }), false],
    [press('j', { ctrlKey: true }), false],
  ])('%j: %s', (keys, opens) => expect(isSearchShortcut(keys)).toBe(opens));
});
