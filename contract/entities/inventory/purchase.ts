import { defineEntity } from '../../entity';

/**
 * Purchases (spec, second document, section 3, "Purchase"): goods ordered from a supplier into a
 * warehouse, one line per product and option combination (the line rule: contract/inventory/
 * purchase-lines.ts). Raising a line's `receivedQty` puts the difference into the warehouse's stock
 * in the same transaction; lowering it takes it back out, never below zero
 * (server/features/inventory/purchase.hooks.ts).
 */
export const purchase = defineEntity({
  name: 'purchase',
  label: 'Purchases',
  labelOne: 'Purchase',
  service: 'inventory',
  rest: 'p',
  // the inventory's client joins 'p/' and '/{purchaseId}' (spec, second document, section 7: PUT p//{purchaseId})
  aliases: { update: ['//:id'] },
  id: 'purchaseId',
  permission: 'inventory/purchase',
  scope: { business: 'warehouseId' },
  menu: 'Inventory',
  recordRepresentation: 'reference',
  live: true,
  tabs: ['General', 'Products'],
  messages: { created: 'Purchase succesfuly created', updated: 'Purchase succesfuly updated' },
  fields: {
    reference: { type: 'string', maxLength: 64, list: true, help: "The supplier's order or invoice number." },
    supplierId: { type: 'reference', reference: 'supplier', as: 'supplierName', label: 'Supplier', required: true, list: true },
    warehouseId: { type: 'reference', reference: 'warehouse', as: 'warehouseName', label: 'Warehouse', required: true, list: true },
    status: { type: 'boolean', default: true, list: true },
    dateArrival: { type: 'datetime', label: 'Date Arrival', list: true },
    notes: { type: 'text', maxLength: 2000 },
    stores: { type: 'list', of: 'reference', reference: 'store' },
    purchaseProducts: {
      type: 'list',
      tab: 'Products',
      label: 'Products',
      fields: {
        productId: { type: 'reference', reference: 'product', required: true, label: 'Product' },
        productName: { type: 'string', maxLength: 200 },
        orderedQty: { type: 'integer', required: true, min: 1, label: 'Ordered Qty' },
        receivedQty: { type: 'integer', min: 0, default: 0, label: 'Received Qty' },
        cost: { type: 'number', min: 0, default: 0 },
        tax: { type: 'number', min: 0, default: 0 },
        purchaseProductOption: {
          type: 'list',
          label: 'Options',
          fields: {
            optionId: { type: 'reference', reference: 'option', required: true, label: 'Option' },
            optionValueId: { type: 'integer', required: true, min: 1, label: 'Value Id' },
            name: { type: 'string', maxLength: 200 },
            value: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
  },
  filters: {
    reference: { op: 'ilike' },
    supplierId: { op: 'eq', label: 'Supplier' },
    warehouseId: { op: 'eq', label: 'Warehouse' },
    status: { op: 'eq' },
    dateFrom: { field: 'dateArrival', op: 'gte', label: 'Date From' },
    dateTo: { field: 'dateArrival', op: 'lte', label: 'Date To' },
    storeIds: { field: 'stores', op: 'overlaps', label: 'Stores' },
  },
});
