// The console's global search (docs/search.md): which records it finds, the limits of its query and
// the shape of its answer, and how a query is read. Pure, shared by the SPA and the server.
import { messages } from './messages';

/** The call, on the `api` service: `GET /api/search?q=&limit=`. */
export const SEARCH_SERVICE = 'api';
export const SEARCH_PATH = 'search';

/** The entities whose records it finds, in the order of the answer's groups. */
export const SEARCH_ENTITIES = ['order', 'customer', 'product', 'user', 'store', 'supplier'] as const;
export type SearchEntity = (typeof SEARCH_ENTITIES)[number];

export const SEARCH_LIMITS = {
  /** the query's length, once trimmed */
  minLength: 2,
  maxLength: 100,
  /** records per group: by default, and at most */
  items: 5,
  maxItems: 10,
  /**
   * Matches read per group: the total counts up to this many, and the items are the best of them;
   * a group with more leaves its total out (the console shows "100+").
   */
  countCap: 100,
  /** words of the query that take part; further words are ignored */
  words: 5,
} as const;

export interface SearchItem {
  id: number;
  title: string;
  subtitle?: string;
}

export interface SearchGroup {
  entity: SearchEntity;
  /** matches, when at most SEARCH_LIMITS.countCap; left out above */
  total?: number;
  items: SearchItem[];
}

export interface SearchAnswer {
  groups: SearchGroup[];
}

/** The query as searched: trimmed, runs of white space made one space. */
export const searchText = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

/** Why a query is not searched (the 422 message on `q`), or undefined when it is. */
export function searchTextProblem(raw: string): string | undefined {
  const text = searchText(raw);
  if (text.length < SEARCH_LIMITS.minLength) return messages.minLength(SEARCH_LIMITS.minLength);
  if (text.length > SEARCH_LIMITS.maxLength) return messages.maxLength(SEARCH_LIMITS.maxLength);
  return undefined;
}

/** What a query says, read once for every group. */
export interface SearchTerms {
  text: string;
  /** its words (at most SEARCH_LIMITS.words): each must be found in one of a record's texts */
  words: string[];
  /** its digits, when the query reads as (part of) a telephone number: digits and the number's punctuation only */
  digits?: string;
  /** the whole number it is (`1234`, `#1234`): an order's number */
  number?: number;
}

/** A telephone number as typed: digits, spaces, brackets, dots, dashes, slashes, one leading `+`. */
const PHONE_TEXT = /^\+?[\d\s().\-/]+$/;
/** An order's number as typed, with or without its `#`. */
const NUMBER_TEXT = /^#?(\d{1,15})$/;
/** The largest id PostgreSQL's bigint holds is far above this; JavaScript's integers stop here. */
const MAX_ID = Number.MAX_SAFE_INTEGER;

export function searchTerms(raw: string): SearchTerms {
  const text = searchText(raw);
  const terms: SearchTerms = { text, words: text.split(' ').filter(Boolean).slice(0, SEARCH_LIMITS.words) };
  if (PHONE_TEXT.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= SEARCH_LIMITS.minLength) terms.digits = digits;
  }
  const number = NUMBER_TEXT.exec(text);
  if (number && Number(number[1]) >= 1 && Number(number[1]) <= MAX_ID) terms.number = Number(number[1]);
  return terms;
}
