import { defineEntity } from '../entity';

export const store = defineEntity({
  name: 'store',
  label: 'Stores',
  labelOne: 'Store',
  service: 'store',
  rest: 'c/s',
  id: 'storeId',
  permission: 'store/store',
  menu: 'Business',
  recordRepresentation: 'name',
  live: true,
  sort: { field: 'name', order: 'ASC' },
  tabs: ['General', 'Orders'],
  fields: {
    name: { type: 'string', required: true, maxLength: 30, list: true },
    url: { type: 'string', maxLength: 50, label: 'Domain', list: true },
    ssl: { type: 'boolean', default: true },
    businessId: { type: 'reference', reference: 'business', as: 'businessName', label: 'Business', list: true },
    currencyId: { type: 'reference', reference: 'currency', label: 'Currency' },
    status: { type: 'boolean', default: true, list: true },
    orderDetails: {
      type: 'object',
      tab: 'Orders',
      default: { minPrice: 5000, deliveryFee: 5, minOrderPrice: 70, medicalCard: false },
      fields: {
        minPrice: { type: 'number', min: 0, default: 5000 },
        deliveryFee: { type: 'number', min: 0, default: 5 },
        minOrderPrice: { type: 'number', min: 0, default: 70 },
        medicalCard: { type: 'boolean', default: false },
      },
    },
    tax: {
      type: 'object',
      tab: 'Orders',
      default: { parcent: 0, beforeDiscount: false },
      fields: {
        parcent: { type: 'number', min: 0, max: 100, default: 0, label: 'Tax percent' },
        beforeDiscount: { type: 'boolean', default: false },
      },
    },
  },
  filters: {
    name: { op: 'ilike' },
    businessId: { op: 'eq', label: 'Business' },
    status: { op: 'eq' },
  },
});
