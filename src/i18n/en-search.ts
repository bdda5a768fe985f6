// English texts of the search box (docs/search.md); en.ts puts them under the key search of app.
import { SEARCH_LIMITS } from '../../contract/search';

export const searchTexts = {
  /** the top bar's button and the dialog's name */
  open: 'Search',
  shortcut: 'Search (Ctrl+K)',
  title: 'Search',
  label: 'Search screens and records',
  placeholder: 'Screens, orders, customers, products, users, stores, suppliers…',
  results: 'Results',
  screens: 'Screens',
  /** a record group's matches, counted by the server */
  count: '%{count}',
  /** a group with more matches than the server counts */
  count_more: '%{count}+',
  hint: `Type at least ${SEARCH_LIMITS.minLength} characters to search records.`,
  keys: '↑ ↓ to choose, Enter to open, Esc to close',
  searching: 'Searching…',
  none: 'Nothing found for “%{text}”.',
  found: '%{smart_count} result |||| %{smart_count} results',
  failed: 'The search failed. Try again.',
};
