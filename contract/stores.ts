// The stores' calls beyond the generic pattern, their defaults and their pure rules (spec, second
// document, sections 3 "Store", 4 "Store", 5 and 9), shared by the SPA and the server.
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from './orders/payment-methods';
import { WEEKDAYS } from './fields';

/** Store defaults (spec, second document, section 9). */
export const STORE_DEFAULTS = {
  orderDetails: { minPrice: 5000, deliveryFee: 5, minOrderPrice: 70, medicalCard: false },
  tax: { parcent: 0, beforeDiscount: false },
  location: { lat: 34.123109, lng: -118.49966 },
  currencyId: 2,
} as const;

/** Form limits (spec, second document, section 5: store name max 30, domain max 50, calls max 50). */
export const STORE_LIMITS = { nameMax: 30, domainMax: 50, callsMax: 50 } as const;

/** The store's flags under "additional information" (spec: online order, dogs allowed, wheelchair accessible, parking types and others). */
export const ADDITIONAL_INFORMATION_FLAGS = [
  'onlineOrder',
  'delivery',
  'pickup',
  'curbsidePickup',
  'dogsAllowed',
  'wheelchairAccessible',
  'freeWifi',
  'outdoorSeating',
  'parkingStreet',
  'parkingLot',
  'parkingGarage',
  'parkingValet',
] as const;

/** The social networks a store links to. */
export const STORE_SOCIALS = ['facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'yelp'] as const;

/** Order mail template kinds. */
export const ORDER_MAIL_TEMPLATE_TYPES = ['default', 'minimal', 'branded'] as const;

/** The statistics whose min/max over stores the store filter's range sliders use (`stores/v/m/minmax/{kind}`). */
export const STORE_STATISTICS = ['call_count', 'customer_count', 'order_count', 'done_order_count', 'order_total'] as const;
export type StoreStatistic = (typeof STORE_STATISTICS)[number];
export const isStoreStatistic = (v: unknown): v is StoreStatistic => typeof v === 'string' && (STORE_STATISTICS as readonly string[]).includes(v);

export interface MinMax {
  min: number;
  max: number;
}

/** The stores' calls, relative to the store service (second document, section 7, "Stores"). */
export const STORE_PATHS = {
  /** GET -> {data: [{id, name}], count}: the payment methods a store may offer */
  paymentMethods: 'payment_method/l',
  /** GET ?name=&businessId=&status= -> {min, max} of one statistic over the matching stores */
  minMax: (kind: StoreStatistic | ':kind') => `stores/v/m/minmax/${kind}`,
  /** PUT -> the synchronisation's outcome: the domain registered with (or removed from) the proxy */
  synchronize: (storeId: number | string) => `synchronize/${storeId}`,
  /** GET -> {storeId, address, addresses}: the store's default address and all of them */
  address: (storeId: number | string) => `address/${storeId}`,
  /** GET ?storeId= -> what the proxy adapter sent (or would have sent), newest first */
  proxyRequests: 'proxy/requests',
} as const;

/** The scrape service (spec, second document, section 7, "Stores": "POST to a products scraping endpoint with storeId"). */
export const SCRAPE_SERVICE = 'scrape';
export const SCRAPE_PATHS = {
  /** POST {storeId} -> 202 what was asked of the proxy service: the store's site read for its products */
  products: 'products',
} as const;

/** Texts of the stores area not given by the spec. */
export const STORE_TEXTS = {
  /** Not in the spec: a scrape asked for a store without a domain. */
  noDomain: 'The store has no domain to read its products from.',
  oneDefaultAddress: 'Only one address can be the default.',
  locationPair: 'Give both latitude and longitude, or neither.',
} as const;

export type Weekday = (typeof WEEKDAYS)[number];
export interface OperationHours {
  open: string;
  close: string;
  fullTime: boolean;
  closed: boolean;
}

export interface StoreAddress {
  address?: string | null;
  isDefault?: boolean | null;
  location?: { lat?: number | null; lng?: number | null } | null;
  [key: string]: unknown;
}

/** A day's hours when the store says nothing. */
export const DEFAULT_HOURS: OperationHours = { open: '09:00', close: '18:00', fullTime: false, closed: false };

/** The payment methods a store may offer, as `payment_method/l` answers them. */
export const paymentMethodChoices = (): { id: PaymentMethod; name: string }[] => PAYMENT_METHODS.map((id) => ({ id, name: PAYMENT_METHOD_LABELS[id] }));

type Row = Record<string, unknown>;
const isObject = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v);

/** Fills an object section: the stored keys win, missing ones take the default. */
const filled = <T extends object>(stored: unknown, defaults: T): T => ({ ...defaults, ...(isObject(stored) ? stripNulls(stored) : {}) }) as T;
const stripNulls = (o: Row): Row => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

/**
 * A store as loaded (spec, second document, section 4, "Store"): every missing section filled with
 * its default, and the logo taken from the header logo when the store has none of its own.
 */
export function storeWithDefaults<T extends Row>(store: T): T & Row {
  const out: Row = { ...store };
  out.orderDetails = filled(store.orderDetails, STORE_DEFAULTS.orderDetails);
  out.tax = filled(store.tax, STORE_DEFAULTS.tax);
  out.currencyId = store.currencyId ?? STORE_DEFAULTS.currencyId;
  out.social = filled(store.social, Object.fromEntries(STORE_SOCIALS.map((s) => [s, ''])));
  out.orderMailTemplate = filled(store.orderMailTemplate, { logoId: '', type: 'default', borderColor: '#e0e0e0', textColor: '#212121', buttonColor: '#1976d2', callbackLink: '' });
  out.additionalInformation = filled(store.additionalInformation, Object.fromEntries(ADDITIONAL_INFORMATION_FLAGS.map((f) => [f, false])));
  const hours = isObject(store.operationHours) ? store.operationHours : {};
  out.operationHours = Object.fromEntries(WEEKDAYS.map((d) => [d, filled(hours[d], DEFAULT_HOURS)]));
  out.header = filled(store.header, { logo: '' });
  for (const list of ['addresses', 'policy', 'paymentMethods', 'mails', 'users', 'franchises', 'languages'] as const) {
    if (!Array.isArray(store[list])) out[list] = [];
  }
  out.addresses = (out.addresses as StoreAddress[]).map((a) => ({ ...a, isDefault: a.isDefault === true, location: filled(a.location, STORE_DEFAULTS.location) }));
  const headerLogo = (out.header as Row).logo;
  if (!store.logo && typeof headerLogo === 'string' && headerLogo) out.logo = headerLogo;
  return out as T & Row;
}

/** Where the default-address rule fails, as `{path, msg}` items: more than one default (each extra one named). */
export function defaultAddressErrors(addresses: unknown): { path: string; msg: string }[] {
  if (!Array.isArray(addresses)) return [];
  const defaults = addresses.map((a, i) => (isObject(a) && a.isDefault === true ? i : -1)).filter((i) => i >= 0);
  return defaults.slice(1).map((i) => ({ path: `addresses.${i}.isDefault`, msg: STORE_TEXTS.oneDefaultAddress }));
}

/** Addresses whose location has one coordinate only. */
export function locationPairErrors(addresses: unknown): { path: string; msg: string }[] {
  if (!Array.isArray(addresses)) return [];
  const has = (v: unknown) => v !== undefined && v !== null && v !== '';
  return addresses.flatMap((a, i) => {
    const loc = isObject(a) && isObject(a.location) ? a.location : {};
    if (has(loc.lat) === has(loc.lng)) return [];
    return [{ path: `addresses.${i}.location.${has(loc.lat) ? 'lng' : 'lat'}`, msg: STORE_TEXTS.locationPair }];
  });
}

/** The store's default address: the one marked, else the first. */
export function defaultAddress<A extends StoreAddress>(addresses: readonly A[] | null | undefined): A | undefined {
  if (!addresses?.length) return undefined;
  return addresses.find((a) => a.isDefault === true) ?? addresses[0];
}

/** The domain a store serves, as registered with the proxy: no scheme, no path, lower case. */
export function storeDomain(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const d = url.trim().replace(/^https?:\/\//i, '').replace(/[/?#].*$/, '').toLowerCase();
  return d || undefined;
}

export type ProxyAction = 'register' | 'remove';
export interface ProxyChange {
  action: ProxyAction;
  domain: string;
}

/** What the proxy was last told about a store: the domain registered (none: nothing), and the verified flag then. */
export interface ProxyState {
  domain?: string;
  verified?: boolean;
}

/**
 * The synchronisation of a store with the proxy (spec, second document, section 4, "Store"): an
 * active store's domain registered, an inactive (or archived) one's removed. Compared with what
 * the proxy was last told: a changed domain removes the old one; a changed verified flag
 * registers the domain again (the proxy serves verified stores differently).
 */
export function proxyChanges(last: ProxyState, store: { url?: unknown; status?: unknown; deleted?: unknown; verified?: unknown }): ProxyChange[] {
  const active = store.status === true && store.deleted !== true;
  const domain = active ? storeDomain(store.url) : undefined;
  const out: ProxyChange[] = [];
  if (last.domain && last.domain !== domain) out.push({ action: 'remove', domain: last.domain });
  if (domain && (domain !== last.domain || (store.verified === true) !== (last.verified === true))) out.push({ action: 'register', domain });
  return out;
}
