// The inventory's calls beyond the generic pattern and its texts (spec, second document, sections 4,
// 7 "Inventory" and 8; first document, section 2), shared by the SPA and the server. Paths are
// relative to the `inventory` service.
import type { FieldDef } from '../fields';
import { messages } from '../messages';

/** The spec's texts are in the declarations' messages; these are not in the spec. */
export const INVENTORY_TEXTS = {
  /** a line whose receipt or correction would take the warehouse's stock below zero */
  stockBelowZero: (available: number) => `Not enough stock in the warehouse: ${available} left of this product with these options.`,
  /** the same product with the same options on two lines */
  repeatedLine: 'This product with these options is already on another line.',
  /** an option value the product does not offer */
  notAnOptionOfProduct: 'This option value is not one of the product\'s options.',
  /** a receipt naming no line of the purchase */
  noSuchLine: 'The purchase has no line with this product and these options.',
  /** a receipt with nothing to receive */
  nothingToReceive: 'Give at least one line with a quantity other than 0.',
  /** received stock goes somewhere */
  warehouseNeeded: 'Choose the warehouse the goods are received into.',
  purchaseNotFound: messages.notFound('Purchase'),
  supplierNotFound: messages.notFound('Supplier'),
  warehouseNotFound: messages.notFound('Warehouse'),
} as const;

/** Tabs of the product picker (first document, section 2): published products, archived products. */
export const PICKER_TABS = ['published', 'archived'] as const;
export type PickerTab = (typeof PICKER_TABS)[number];

export const INVENTORY_PATHS = {
  /** GET {data: [{productId, name, model, price, quantity, productOptions}], count}?name=: the product picker's pages */
  pickerProducts: (tab: PickerTab | string, page: number | string, count: number | string) => `p/p/${tab}/${page}/${count}`,
  /** POST {lines: [{productId, purchaseProductOption, quantity}]} -> the purchase: received quantities added (negative: a correction) */
  receive: (purchaseId: number | string) => `p/r/${purchaseId}`,
  /** POST multipart `file` (?preview=true): purchase lines from XLSX or CSV, merged into the purchase by the line rule */
  importLines: (purchaseId: number | string) => `p/import/${purchaseId}`,
  /** GET [{productId, cost, purchaseId, date}]?productIds=1,2: the supplier's last known cost per product */
  supplierCosts: (supplierId: number | string) => `s/p/${supplierId}`,
  /** GET {data, count}?name=&dateFrom=&dateTo=&brandIds=: the warehouse's stock per product and option combination */
  warehouseProducts: (warehouseId: number | string, page: number | string, count: number | string) => `w/p/${warehouseId}/${page}/${count}`,
  /** the same call as the spec's client writes it, joining 'w/' and '/p/...' (second document, section 7: GET w//p/...) */
  warehouseProductsJoined: (warehouseId: number | string, page: number | string, count: number | string) => `w//p/${warehouseId}/${page}/${count}`,
  /** GET {rows: [...], total}?warehouseIds=&dateFrom=&dateTo=: stock per warehouse */
  warehouseStatistics: 'w/a/statistics',
} as const;

/** The purchase lines import screen (first document, section 2). */
export const PURCHASE_IMPORT_SCREEN = '/inventory/purchase/import';

/** Picker page size and the warehouse products sub-list's default page size. */
export const INVENTORY_PAGE_SIZES = { picker: 10, warehouseProducts: 10 } as const;

/**
 * The columns of a purchase lines file (`/inventory/purchase/import`): one row per product and
 * option combination, merged into the purchase by the line rule (quantity 0 removes a line). Options
 * are written as the combination key: `optionId:optionValueId` pairs, comma separated (`3:1, 4:2`).
 */
export const PURCHASE_LINE_IMPORT = {
  id: 'purchaseProductId',
  fields: {
    productId: { type: 'reference', reference: 'product', required: true, label: 'Product Id' },
    options: { type: 'string', maxLength: 500, label: 'Options', help: 'optionId:optionValueId pairs, comma separated' },
    orderedQty: { type: 'integer', required: true, min: 0, label: 'Ordered Qty' },
    cost: { type: 'number', min: 0, label: 'Cost' },
    tax: { type: 'number', min: 0, label: 'Tax' },
  },
} as const satisfies { id: string; fields: Record<string, FieldDef> };

/** A cell of the Options column read as pairs; undefined when it is not `optionId:optionValueId, ...`. */
export function parseOptionPairs(text: string | null | undefined): { optionId: number; optionValueId: number }[] | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return [];
  const pairs = trimmed.split(',').map((p) => /^\s*(\d{1,9})\s*:\s*(\d{1,9})\s*$/.exec(p));
  if (pairs.some((m) => !m)) return undefined;
  return pairs.map((m) => ({ optionId: Number(m![1]), optionValueId: Number(m![2]) }));
}

export const PURCHASE_IMPORT_TEXTS = {
  badOptions: 'Write the options as optionId:optionValueId pairs, comma separated (3:1, 4:2).',
} as const;

/** The import screen with the purchase chosen: `/inventory/purchase/import?purchaseId=..`. */
export const purchaseImportPath = (purchaseId: number | string): string => `${PURCHASE_IMPORT_SCREEN}?${new URLSearchParams({ purchaseId: String(purchaseId) })}`;
