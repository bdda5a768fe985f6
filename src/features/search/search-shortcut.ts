// The keys that open the search box anywhere in the signed-in console: Ctrl+K, and Cmd+K on a Mac.

export type ShortcutKeys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing'>;

export const isSearchShortcut = (e: ShortcutKeys): boolean =>
  !e.isComposing && e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;

/** The same keys for assistive technologies (aria-keyshortcuts). */
export const SEARCH_KEYS_ARIA = 'Control+K Meta+K';
