// The service bases of the spec (second document, section 7). Each is mounted by the server
// at /{service}/ and can be pointed elsewhere by the SPA's runtime service map.
export const SERVICES = [
  'api', 'customer', 'order', 'product', 'store', 'discount', 'franchise', 'category', 'option', 'filter',
  'attribute', 'information', 'brand', 'manufacturer', 'review', 'user', 'language', 'currency', 'traffic',
  'payment', 'promotion', 'notification', 'cart', 'scrape', 'inventory', 'sms', 'call', 'media', 'chat', 'sockets',
] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Auth calls, on the api service. */
export const AUTH_PATHS = {
  login: 'u/login',
  myPermissions: 'ug/p/u',
  permissionGroups: 'ug/p/g',
} as const;
