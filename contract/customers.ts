// The customers' calls beyond the generic pattern (spec, second document, section 7, "Customers
// extras"; customer groups' `f/`) and their rules, shared by the SPA and the server.
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

