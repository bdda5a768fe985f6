// The customers' calls beyond the generic pattern (spec, second document, section 7, "Customers
// extras"; customer groups' `f/`) and their rules, shared by the SPA and the server.
import { toE164 } from './sms/phone';
import { messages } from './messages';

export const CUSTOMER_SERVICE = 'customer';

/** Field limits (the spec gives none for customers: the users' ones, section 5). */
export const CUSTOMER_LIMITS = {
  nameMax: 200,
  telephoneMax: 30,
  emailMax: 200,
  passwordMin: 7,
  passwordMax: 200,
  groupNameMax: 200,
  groupDescriptionMax: 2000,
} as const;

/** The tabs of a customer's detail beyond its form, in the spec's order (section 4), each its own paged call. */
export const CUSTOMER_DETAIL_TABS = ['orders', 'reviews', 'wishlistBrands', 'wishlistProducts', 'cart', 'statistics'] as const;
export type CustomerDetailTab = (typeof CUSTOMER_DETAIL_TABS)[number];

/** The calls, relative to the customer service (`/customer/...`). Paged ones answer `{data, count}`. */
export const CUSTOMER_PATHS = {
  /** POST {telephone, customerId?} -> PhoneCheck: is the number well formed, which other customers hold it */
  phoneCheck: 'cu/c/phone/check',
  /** GET: the customer's orders, newest first */
  orders: (customerId: number | string, page: number | string, count: number | string) => `cu/c/orders/${customerId}/${page}/${count}`,
  /** GET: the customer's product reviews, newest first */
  reviews: (customerId: number | string, page: number | string, count: number | string) => `cu/c/reviews/${customerId}/${page}/${count}`,
  /** GET: products on the customer's wishlist, last added first */
  wishlistProducts: (customerId: number | string, page: number | string, count: number | string) => `cu/c/wishlists/product/${customerId}/${page}/${count}`,
  /** GET: brands on the customer's wishlist, last added first */
  wishlistBrands: (customerId: number | string, page: number | string, count: number | string) => `cu/c/wishlists/brand/${customerId}/${page}/${count}`,
  /** GET: the lines of the customer's cart, last added first, with `total` */
  cart: (customerId: number | string, page: number | string, count: number | string) => `cu/c/cart/${customerId}/${page}/${count}`,
  /** GET: the customer's totals (`summary`) and their orders per month, newest first */
  statistics: (customerId: number | string, page: number | string, count: number | string) => `cu/c/s/statistics/${customerId}/${page}/${count}`,
  /** POST multipart `file` (?preview=true): customers from an XLSX or CSV file into the group (docs/import.md) */
  importIntoGroup: (customerGroupId: number | string) => `cu/c/import/${customerGroupId}`,
  /** GET ?name=&page=&count= -> {data: [{filterId, name, filterGroupId, filterGroupName}], count}: filters a group can hold */
  groupFilters: 'cu/g/c/f',
} as const;

/** The paged call of a detail tab. */
export const detailTabPath = (tab: CustomerDetailTab, customerId: number | string, page: number, count: number): string => CUSTOMER_PATHS[tab](customerId, page, count);

/** The import screen of customers into a group (first document: /user/customer_group/import), the group preselected. */
export const CUSTOMER_GROUP_IMPORT_SCREEN = '/user/customer_group/import';
export const customerGroupImportPath = (customerGroupId?: number | string): string =>
  customerGroupId === undefined ? CUSTOMER_GROUP_IMPORT_SCREEN : `${CUSTOMER_GROUP_IMPORT_SCREEN}?${new URLSearchParams({ customerGroupId: String(customerGroupId) })}`;

/** Texts not in the spec. */
export const CUSTOMER_TEXTS = {
  groupNotFound: 'This customer group does not exist.',
  customerNotFound: messages.notFound('Customer'),
} as const;

/** What the phone check answers. */
export interface PhoneCheck {
  /** the number as shown: `(xxx) xxx-xxxx` (with ` ext. n`) for US numbers, `+digits` otherwise */
  telephone: string;
  digits: string;
  valid: boolean;
  /** other customers holding the same number (digits compared), at most PHONE_MATCHES_SHOWN */
  customers: { customerId: number; firstname: string; lastname: string; storeName: string | null }[];
  /** how many other customers hold it */
  taken: number;
}

export const PHONE_MATCHES_SHOWN = 5;

export interface ParsedPhone {
  /** the number's digits without the extension (a US number without its leading 1) */
  digits: string;
  extension: string;
  valid: boolean;
  /** the spec's display (section 5: US numbers as (xxx) xxx-xxxx with an optional extension) */
  formatted: string;
}

const EXTENSION = /\s*(?:ext\.?|x|#)\s*(\d{1,6})\s*$/i;

/**
 * Reads a telephone as the phone input writes it (US by default, section 5): 10 digits, or 11
 * starting with 1, are a US number; `+` and 8 to 15 digits an international one; anything else,
 * or letters other than an extension, is not a number. A number is valid by the one rule every
 * channel uses (`toE164`, contract/sms/phone.ts): a customer the check accepts is one SMS and call
 * campaigns can reach (`(123) 456-7890` has no such area code, and is refused here as there).
 */
export function parsePhone(text: string): ParsedPhone {
  const trimmed = text.trim();
  const ext = EXTENSION.exec(trimmed);
  const main = ext ? trimmed.slice(0, ext.index) : trimmed;
  const extension = ext?.[1] ?? '';
  const all = main.replace(/\D/g, '');
  const wellFormed = /^\+?[\d\s().-]+$/.test(main);
  const international = main.startsWith('+') && !(all.length === 11 && all.startsWith('1'));
  const withExt = (s: string) => (extension ? `${s} ext. ${extension}` : s);
  if (wellFormed && !international) {
    const us = all.length === 11 && all.startsWith('1') ? all.slice(1) : all;
    if (us.length === 10 && toE164(us)) return { digits: us, extension, valid: true, formatted: withExt(`(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}`) };
  }
  if (wellFormed && international && toE164(`+${all}`)) return { digits: all, extension, valid: true, formatted: withExt(`+${all}`) };
  return { digits: all, extension, valid: false, formatted: trimmed };
}
