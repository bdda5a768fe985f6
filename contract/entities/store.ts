import { defineEntity } from '../entity';
import { PAYMENT_METHODS } from '../orders/payment-methods';
import type { FieldDef } from '../fields';
import { WEEKDAYS } from '../fields';
import { ADDITIONAL_INFORMATION_FLAGS, ORDER_MAIL_TEMPLATE_TYPES, STORE_DEFAULTS, STORE_LIMITS, STORE_SOCIALS } from '../stores';

type StoreTab = 'General' | 'Settings' | 'Logo' | 'Orders' | 'Payments' | 'Mail template' | 'Addresses' | 'Hours' | 'Policies' | 'Information';

const hoursOfDay: FieldDef<StoreTab> = {
  type: 'object',
  fields: {
    open: { type: 'string', maxLength: 5, help: 'HH:MM' },
    close: { type: 'string', maxLength: 5, help: 'HH:MM' },
    fullTime: { type: 'boolean', default: false },
    closed: { type: 'boolean', default: false },
  },
};

/**
 * Stores with the whole store form (spec, second document, section 3, "Store"; limits of section 5;
 * defaults of section 9). A read fills missing sections (contract/stores.ts, `storeWithDefaults`);
 * a save synchronises the domain with the proxy (server/features/stores/store.hooks.ts).
 */
export const store = defineEntity({
  name: 'store',
  label: 'Stores',
  labelOne: 'Store',
  service: 'store',
  rest: 'c/s',
  id: 'storeId',
  permission: 'store/store',
  scope: { business: 'businessId' },
  menu: 'Business',
  recordRepresentation: 'name',
  lookup: { detail: ['url'] },
  live: true,
  sort: { field: 'name', order: 'ASC' },
  tabs: ['General', 'Settings', 'Logo', 'Orders', 'Payments', 'Mail template', 'Addresses', 'Hours', 'Policies', 'Information'],
  fields: {
    name: { type: 'string', required: true, maxLength: STORE_LIMITS.nameMax, list: true },
    url: { type: 'string', maxLength: STORE_LIMITS.domainMax, label: 'Domain', list: true },
    calls: { type: 'string', maxLength: STORE_LIMITS.callsMax },
    ssl: { type: 'boolean', label: 'SSL', default: true },
    businessId: { type: 'reference', reference: 'business', as: 'businessName', label: 'Business', list: true },
    currencyId: { type: 'reference', reference: 'currency', label: 'Currency', default: STORE_DEFAULTS.currencyId },
    status: { type: 'boolean', default: true, list: true },
    verified: { type: 'boolean', default: false, list: true },
    main: { type: 'boolean', default: false },
    companyName: { type: 'string', maxLength: 200 },
    businessType: { type: 'string', maxLength: 200 },
    licenseType: { type: 'string', maxLength: 200 },
    storeIndustry: { type: 'string', maxLength: 200 },
    trackingId: { type: 'string', maxLength: 100, tab: 'Settings', label: 'Tracking Id' },
    adsId: { type: 'string', maxLength: 100, tab: 'Settings', label: 'Ads Id' },
    favoriteColor: { type: 'string', maxLength: 7, tab: 'Settings', help: '#rrggbb' },
    elasticIndex: { type: 'string', maxLength: 200, tab: 'Settings' },
    googleBot: { type: 'boolean', default: false, tab: 'Settings', label: 'Google bot' },
    greetingDialog: { type: 'text', maxLength: 2000, tab: 'Settings' },
    mails: { type: 'list', of: 'email', tab: 'Settings' },
    users: { type: 'list', of: 'reference', reference: 'user', tab: 'Settings' },
    franchises: { type: 'list', of: 'reference', reference: 'franchise', tab: 'Settings' },
    languages: { type: 'list', of: 'reference', reference: 'language', tab: 'Settings' },
    social: {
      type: 'object',
      tab: 'Settings',
      label: 'Socials',
      fields: Object.fromEntries(STORE_SOCIALS.map((s) => [s, { type: 'string', maxLength: 200 }])) as Record<string, FieldDef<StoreTab>>,
    },
    logo: { type: 'string', maxLength: 500, media: 'icon', tab: 'Logo' },
    header: {
      type: 'object',
      tab: 'Logo',
      fields: { logo: { type: 'string', maxLength: 500, media: 'icon', label: 'Header logo' } },
    },
    orderDetails: {
      type: 'object',
      tab: 'Orders',
      default: { ...STORE_DEFAULTS.orderDetails },
      fields: {
        minPrice: { type: 'number', min: 0, default: STORE_DEFAULTS.orderDetails.minPrice },
        deliveryFee: { type: 'number', min: 0, default: STORE_DEFAULTS.orderDetails.deliveryFee },
        minOrderPrice: { type: 'number', min: 0, default: STORE_DEFAULTS.orderDetails.minOrderPrice },
        medicalCard: { type: 'boolean', default: false },
      },
    },
    tax: {
      type: 'object',
      tab: 'Orders',
      default: { ...STORE_DEFAULTS.tax },
      fields: {
        parcent: { type: 'number', min: 0, max: 100, default: 0, label: 'Tax percent' },
        beforeDiscount: { type: 'boolean', default: false },
      },
    },
    paymentMethods: {
      type: 'list',
      tab: 'Payments',
      fields: { paymentMethod: { type: 'enum', required: true, choices: PAYMENT_METHODS, label: 'Payment method' } },
    },
    orderMailTemplate: {
      type: 'object',
      tab: 'Mail template',
      fields: {
        logoId: { type: 'string', maxLength: 500, media: 'icon', label: 'Logo' },
        type: { type: 'enum', choices: ORDER_MAIL_TEMPLATE_TYPES },
        borderColor: { type: 'string', maxLength: 7, help: '#rrggbb' },
        textColor: { type: 'string', maxLength: 7, help: '#rrggbb' },
        buttonColor: { type: 'string', maxLength: 7, help: '#rrggbb' },
        callbackLink: { type: 'string', maxLength: 500 },
      },
    },
    addresses: {
      type: 'list',
      tab: 'Addresses',
      fields: {
        address: { type: 'string', maxLength: 500 },
        city: { type: 'string', maxLength: 200 },
        state: { type: 'string', maxLength: 200 },
        region: { type: 'string', maxLength: 200 },
        postCode: { type: 'string', maxLength: 20 },
        country: { type: 'string', maxLength: 200 },
        phone: { type: 'string', maxLength: 30 },
        email: { type: 'email', maxLength: 200 },
        isDefault: { type: 'boolean', default: false, label: 'Default' },
        location: {
          type: 'object',
          fields: {
            lat: { type: 'number', min: -90, max: 90, label: 'Latitude' },
            lng: { type: 'number', min: -180, max: 180, label: 'Longitude' },
          },
        },
      },
    },
    operationHours: {
      type: 'object',
      tab: 'Hours',
      label: 'Operation hours',
      fields: Object.fromEntries(WEEKDAYS.map((d) => [d, hoursOfDay])) as Record<string, FieldDef<StoreTab>>,
    },
    policy: {
      type: 'list',
      tab: 'Policies',
      fields: {
        languageId: { type: 'reference', reference: 'language', required: true },
        privacy: { type: 'text', maxLength: 20000 },
        terms: { type: 'text', maxLength: 20000 },
      },
    },
    additionalInformation: {
      type: 'object',
      tab: 'Information',
      fields: Object.fromEntries(ADDITIONAL_INFORMATION_FLAGS.map((f) => [f, { type: 'boolean', default: false }])) as Record<string, FieldDef<StoreTab>>,
    },
  },
  filters: {
    name: { op: 'ilike' },
    businessId: { op: 'eq', label: 'Business' },
    status: { op: 'eq' },
    verified: { op: 'eq' },
  },
});
