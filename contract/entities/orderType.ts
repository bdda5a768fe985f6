import { defineEntity } from '../entity';

export const orderType = defineEntity({
  name: 'orderType',
  label: 'Order types',
  labelOne: 'Order type',
  service: 'order',
  rest: 'c/type',
  id: 'orderTypeId',
  permission: 'sale/order_type',
  scope: 'platform',
  menu: 'Sales',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, maxLength: 100, list: true },
  },
  filters: {
    name: { op: 'ilike' },
  },
});
