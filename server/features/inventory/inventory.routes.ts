// Calls of Purchases, suppliers and warehouses beyond the generic pattern (spec, second document, section 7,
// "Inventory"): the product picker's pages, receiving, the import of purchase lines, the supplier's
// last known costs, the warehouse products sub-list and the warehouse statistics (docs/inventory.md).
// Thin handlers; SQL in inventory.repository.ts, writes through the purchase's repository (hooks, audit).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { purchase } from '../../../contract/entities/inventory/purchase';
import { product } from '../../../contract/entities/product';
import { supplier } from '../../../contract/entities/inventory/supplier';
import { warehouse } from '../../../contract/entities/inventory/warehouse';
import { IMPORT_LIMITS, type ImportProblem } from '../../../contract/import';
import {
  INVENTORY_PATHS,
  INVENTORY_TEXTS,
  PICKER_TABS,
  PURCHASE_IMPORT_TEXTS,
  PURCHASE_LINE_IMPORT,
  parseOptionPairs,
} from '../../../contract/inventory/inventory';
import { addPurchaseLine, sameCombination, type PurchaseLine } from '../../../contract/inventory/purchase-lines';
import { messages } from '../../../contract/messages';
import type { Right } from '../../../contract/permissions';
import type { ValidationItem } from '../../../contract/validate';
import { checkSheet, IMPORT_QUERY, importRouteSchema, readUploadedSheet } from '../../engine/entity-import';
import { entityRecordSchema } from '../../engine/entity-schemas';
import { inTransaction } from '../../engine/entity.repository';
import { PAGE_QUERY } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { closedObject, pageOf, type JsonSchema } from '../../http/schemas';
import { defineRoute } from '../../http/route';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { lockPurchase, pickerProducts, rowExists, supplierCosts, warehouseProducts, warehouseStatistics } from './inventory.repository';
import { productsWithOptions } from './stock.repository';

const full = (relative: string) => `/inventory/${relative}`;
const on = (path: string, right: Right) => ({ path, right });
const int: JsonSchema = { type: 'integer' };
const text: JsonSchema = { type: ['string', 'null'] };
const amount: JsonSchema = { type: ['number', 'null'] };
/** A product of the purchase picker, with its options as the product holds them. */
const pickerProduct = closedObject({
  productId: int,
  name: text,
  model: text,
  price: amount,
  quantity: { type: ['integer', 'null'] },
  imageMain: text,
  productOptions: (entityRecordSchema(product).properties as Record<string, JsonSchema>).productOptions,
});
/** A warehouse's stock of one product and option combination. */
const stockRow = closedObject({
  productId: int,
  productName: text,
  model: text,
  optionKey: { type: 'string', description: 'the combination of option values, as a key' },
  options: {
    type: 'array',
    items: closedObject({ optionId: int, optionValueId: int, name: text, value: text }),
  },
  quantity: int,
  cost: amount,
  value: amount,
  dateModified: { type: 'string', format: 'date-time' },
});
const warehouseFigures = { products: int, units: int, value: { type: 'number' }, purchases: int, ordered: int, received: int };

/** A list of ids in the query: repeated keys or comma separated. */
const idsField = { type: 'list', of: 'reference', message: messages.sendIds } as const;
/** A period's ends as instants; their order is the handler's (periodOf). */
const periodQuery = { dateFrom: { type: 'datetime' }, dateTo: { type: 'datetime' } } as const;
const pageParams = { page: { ...PAGE_QUERY.page, required: true }, count: { ...PAGE_QUERY.count, required: true } } as const;
const idField = { type: 'reference', required: true, message: messages.wrongType } as const;

/** The import's query (importRouteSchema): a check without writing, and the id its progress is read by. */
/** A receipt: lines naming a product and its options, each with a whole quantity (not 0: the handler's). */
const receiptBody = {
  lines: {
    type: 'list',
    required: true,
    message: INVENTORY_TEXTS.nothingToReceive,
    fields: {
      productId: { type: 'reference', required: true },
      purchaseProductOption: { type: 'list', default: [], fields: { optionId: { type: 'reference', required: true }, optionValueId: { type: 'reference', required: true } } },
      quantity: { type: 'integer', required: true, min: -1_000_000_000, max: 1_000_000_000 },
    },
  },
} as const;

/** The end of a period not before its start. */
function periodOf(query: { dateFrom?: string; dateTo?: string }): { dateFrom?: string; dateTo?: string } {
  const { dateFrom, dateTo } = query;
  if (dateFrom && dateTo && new Date(dateTo) < new Date(dateFrom)) throw new ValidationError([{ path: 'dateTo', msg: messages.dateToBeforeFrom }]);
  return { dateFrom, dateTo };
}

export function inventoryRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const purchases = ctx.repositories.get(purchase.name)!;

    defineRoute(
      app,
      {
        method: 'GET',
        url: full(INVENTORY_PATHS.pickerProducts(':tab', ':page', ':count')),
        tags: [purchase.name],
        summary: "Purchase: the product picker's pages, published or archived products by name or model, with their options",
        access: on(purchase.permission, 'access'),
        params: { tab: { type: 'enum', choices: PICKER_TABS, required: true }, ...pageParams },
        query: { name: { type: 'string' } },
        response: { 200: pageOf(pickerProduct) },
      },
      async (req) => pickerProducts(ctx.db, { archived: req.params.tab === 'archived', name: req.query.name, page: req.params.page, count: req.params.count }),
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: full(INVENTORY_PATHS.receive(':purchaseId')),
        tags: [purchase.name],
        summary: "Purchase: receive goods, adding each quantity to its line's received quantity and to the warehouse's stock",
        description: 'A negative quantity is a correction. Concurrent receipts of one purchase are applied one after the other. 422 naming the line when the stock would go below 0.',
        access: on(purchase.permission, 'update'),
        params: { purchaseId: idField },
        body: receiptBody,
        response: { 200: entityRecordSchema(purchase) },
      },
      async (req) => {
        const id = req.params.purchaseId;
        const receipt = req.body.lines;
        const zero = receipt.findIndex((l) => l.quantity === 0);
        if (zero >= 0) throw new ValidationError([{ path: `lines.${zero}.quantity`, msg: INVENTORY_TEXTS.nothingToReceive }]);
        return inTransaction(ctx.db, async (tx) => {
          // the purchase locked first: a second receipt waits, then adds to what this one wrote
          const row = (await lockPurchase(tx.trx, id)) ? await purchases.get(id, tx.trx) : undefined;
          if (!row || row.deleted) throw new ApiError(404, INVENTORY_TEXTS.purchaseNotFound);
          const lines = [...((row.purchaseProducts as PurchaseLine[] | null) ?? [])];
          const errors: ValidationItem[] = [];
          receipt.forEach((r, i) => {
            const at = lines.findIndex((l) => sameCombination(l, r));
            if (at < 0) return errors.push({ path: `lines.${i}.productId`, msg: INVENTORY_TEXTS.noSuchLine });
            const received = Number(lines[at].receivedQty ?? 0) + r.quantity;
            if (received < 0) return errors.push({ path: `lines.${i}.quantity`, msg: messages.minValue(-Number(lines[at].receivedQty ?? 0)) });
            lines[at] = { ...lines[at], receivedQty: received };
          });
          if (errors.length) throw new ValidationError(errors);
          return purchases.update(id, { purchaseProducts: lines }, req.principal, { tx });
        });
      },
    );

    await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1 } });
    const importSchema = importRouteSchema(purchase);
    defineRoute(
      app,
      {
        method: 'POST',
        url: full(INVENTORY_PATHS.importLines(':purchaseId')),
        tags: [purchase.name],
        summary: 'Purchase: import purchase lines from an XLSX or CSV file (multipart, one part named file), merged by the line rule',
        description: importSchema.description as string,
        access: on(purchase.permission, 'update'),
        params: { purchaseId: idField },
        query: IMPORT_QUERY,
        body: { raw: 'file' },
        response: importSchema.response as Record<number, JsonSchema>,
      },
      async (req) => {
        const id = req.params.purchaseId;
        if (!(await rowExists(ctx.db, 'purchase', id))) throw new ValidationError([{ path: 'purchaseId', msg: INVENTORY_TEXTS.purchaseNotFound }]);
        const preview = req.query.preview;
        const upload = await readUploadedSheet(req, ctx.db);
        // read and checked in a worker thread: this thread only gets the rows
        const { checked, report, preview: previewOf } = await checkSheet(PURCHASE_LINE_IMPORT, upload, []);
        const column = (field: keyof typeof PURCHASE_LINE_IMPORT.fields, c: { written: Map<string, string> }) =>
          c.written.get(field) ?? PURCHASE_LINE_IMPORT.fields[field].label;
        const valid = checked.filter((c) => c !== undefined);
        const products = await productsWithOptions(ctx.db, [...new Set(valid.map((c) => Number(c.values.productId)))]);
        const additions = valid.flatMap((c) => {
          const product = products.get(Number(c.values.productId));
          if (!product) {
            report.add(c.row, column('productId', c), messages.missingRecord);
            return [];
          }
          const pairs = parseOptionPairs(c.values.options as string | undefined);
          if (!pairs) {
            report.add(c.row, column('options', c), PURCHASE_IMPORT_TEXTS.badOptions);
            return [];
          }
          if (pairs.some((p) => !product.options.get(p.optionId)?.values.has(p.optionValueId))) {
            report.add(c.row, column('options', c), INVENTORY_TEXTS.notAnOptionOfProduct);
            return [];
          }
          return [{ c, product, pairs }];
        });
        if (preview) return previewOf();
        if (!report.empty) throw new ValidationError(report.problems.map((p: ImportProblem) => ({ path: `${p.row}.${p.column}`, ...p })));
        return inTransaction(ctx.db, async (tx) => {
          const row = (await lockPurchase(tx.trx, id)) ? await purchases.get(id, tx.trx) : undefined;
          let lines = [...((row?.purchaseProducts as PurchaseLine[] | null) ?? [])];
          for (const { c, product, pairs } of additions) {
            const options = pairs.map((p) => ({ ...p, name: product.options.get(p.optionId)?.name ?? null, value: product.options.get(p.optionId)?.values.get(p.optionValueId) ?? null }));
            const add = { productId: Number(c.values.productId), productName: product.name, options, quantity: Number(c.values.orderedQty) };
            lines = addPurchaseLine(lines, add).map((l) =>
              sameCombination(l, { productId: add.productId, purchaseProductOption: options })
                ? { ...l, ...(c.values.cost !== undefined ? { cost: Number(c.values.cost) } : {}), ...(c.values.tax !== undefined ? { tax: Number(c.values.tax) } : {}) }
                : l,
            );
          }
          await purchases.update(id, { purchaseProducts: lines }, req.principal, { tx, action: 'import' });
          return { imported: additions.length };
        });
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: full(INVENTORY_PATHS.supplierCosts(':supplierId')),
        tags: [supplier.name],
        summary: "Supplier: the supplier's last known cost per product, from its latest purchase with a cost",
        access: on(purchase.permission, 'access'),
        params: { supplierId: idField },
        query: { productIds: idsField },
        response: {
          200: {
            type: 'array',
            items: closedObject({ productId: { type: 'integer' }, cost: { type: 'number' }, purchaseId: { type: 'integer' }, date: { type: 'string' } }),
          },
        },
      },
      async (req) => {
        const id = req.params.supplierId;
        if (!(await rowExists(ctx.db, 'supplier', id))) throw new ApiError(404, INVENTORY_TEXTS.supplierNotFound);
        return supplierCosts(ctx.db, id, req.query.productIds);
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: full(INVENTORY_PATHS.warehouseStatistics),
        tags: [warehouse.name],
        summary: 'Warehouse: per warehouse, products and units on hand, stock value at cost, and the purchases of the period',
        access: on(warehouse.permission, 'access'),
        query: { warehouseIds: idsField, ...periodQuery },
        response: {
          200: closedObject({
            rows: { type: 'array', items: closedObject({ warehouseId: int, name: { type: 'string' }, ...warehouseFigures }) },
            total: closedObject(warehouseFigures),
          }),
        },
      },
      async (req) => warehouseStatistics(ctx.db, { warehouseIds: req.query.warehouseIds, ...periodOf(req.query) }),
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: full(INVENTORY_PATHS.warehouseProducts(':warehouseId', ':page', ':count')),
        aliases: [full(INVENTORY_PATHS.warehouseProductsJoined(':warehouseId', ':page', ':count'))],
        tags: [warehouse.name],
        summary: "Warehouse: the warehouse's stock per product and option combination, filtered by name, last change and brands",
        access: on(warehouse.permission, 'access'),
        params: { warehouseId: idField, ...pageParams },
        query: { name: { type: 'string' }, ...periodQuery, brandIds: idsField },
        response: { 200: pageOf(stockRow) },
      },
      async (req) => {
        const { warehouseId, page, count } = req.params;
        const query = { warehouseId, name: req.query.name, ...periodOf(req.query), brandIds: req.query.brandIds, page, count };
        if (!(await rowExists(ctx.db, 'warehouse', warehouseId))) throw new ApiError(404, INVENTORY_TEXTS.warehouseNotFound);
        return warehouseProducts(ctx.db, query);
      },
    );
  };
}
