import { defineEntity } from '../../entity';
import { PLACE_TABS, placeFields } from './place-fields';

/** Warehouse name limit (spec, second document, section 5: required, max 30). */
export const WAREHOUSE_NAME_MAX = 30;

/**
 * Warehouses (spec, second document, section 3, "Warehouse"): where received purchases put stock,
 * per product and option combination (docs/inventory.md). The list has a products sub-list with its
 * own filter, remembered under `warehouseProductFilter`.
 */
export const warehouse = defineEntity({
  name: 'warehouse',
  label: 'Warehouses',
  labelOne: 'Warehouse',
  service: 'inventory',
  rest: 'w',
  id: 'warehouseId',
  permission: 'inventory/warehouse',
  scope: { business: 'businessId' },
  menu: 'Inventory',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  tabs: PLACE_TABS,
  messages: { created: 'Warehouse succesfuly created', updated: 'Warehouse succesfuly updated' },
  fields: {
    name: { type: 'string', required: true, maxLength: WAREHOUSE_NAME_MAX, list: true },
    businessId: { type: 'reference', reference: 'business', as: 'businessName', label: 'Business', list: true },
    ...placeFields,
  },
  filters: { name: { op: 'ilike' }, businessId: { op: 'eq', label: 'Business' }, status: { op: 'eq' } },
});

/** The local-storage key of the warehouse products sub-list's filter panel (spec, second document, section 1). */
export const WAREHOUSE_PRODUCT_FILTER_KEY = 'warehouseProductFilter';
