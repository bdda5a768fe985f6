// Calls of Purchases, suppliers and warehouses beyond the generic pattern (spec, second document, section 7,
// "Inventory"): the product picker's pages, receiving, the import of purchase lines, the supplier's
// last known costs, the warehouse products sub-list and the warehouse statistics (docs/inventory.md).
// Thin handlers; SQL in inventory.repository.ts, writes through the purchase's repository (hooks, audit).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { purchase } from '../../../contract/entities/inventory/purchase';
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
  type PickerTab,
} from '../../../contract/inventory/inventory';
import { addPurchaseLine, sameCombination, type PurchaseLine, type PurchaseLineOption } from '../../../contract/inventory/purchase-lines';
import { messages } from '../../../contract/messages';
import type { Right } from '../../../contract/permissions';
import { parseDateTime, parseIdValue, type ValidationItem } from '../../../contract/validate';
import { checkSheet, importRouteSchema, readUploadedSheet } from '../../engine/entity-import';
import { inTransaction, type Row } from '../../engine/entity.repository';
import { parseId, parsePage, parseSearch } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { openObject, pageOf, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { lockPurchase, pickerProducts, rowExists, supplierCosts, warehouseProducts, warehouseStatistics } from './inventory.repository';
import { productsWithOptions } from './stock.repository';

const full = (relative: string) => `/inventory/${relative}`;
const on = (path: string, right: Right) => ({ permission: { path, right } });
const anyRow: JsonSchema = { type: 'object', additionalProperties: true };

/** One id, or a list of ids (repeated keys or comma separated) from the query; refuses anything else. */
function idsOf(query: Record<string, unknown>, key: string): number[] | undefined {
  const raw = query[key];
  if (raw === undefined || raw === '') return undefined;
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((r) => (typeof r === 'string' ? r.split(',') : [r])).filter((p) => p !== '');
  const ids = parts.map(parseIdValue);
  if (!ids.length || ids.some((id) => id === undefined)) throw new ValidationError([{ path: key, msg: messages.sendIds }]);
  return ids as number[];
}

/** The period of a query: Date From and Date To as instants, the end not before the start. */
function periodOf(query: Record<string, unknown>): { dateFrom?: string; dateTo?: string } {
  const out: { dateFrom?: string; dateTo?: string } = {};
  const errors: ValidationItem[] = [];
  for (const key of ['dateFrom', 'dateTo'] as const) {
    const raw = query[key];
    if (raw === undefined || raw === '') continue;
    const at = parseDateTime(raw);
    if (at === undefined) errors.push({ path: key, msg: messages.wrongType });
    else out[key] = at;
  }
  if (!errors.length && out.dateFrom && out.dateTo && new Date(out.dateTo) < new Date(out.dateFrom)) errors.push({ path: 'dateTo', msg: messages.dateToBeforeFrom });
  if (errors.length) throw new ValidationError(errors);
  return out;
}

function pageOrRefuse(params: { page?: string; count?: string }) {
  const { page, count, errors } = parsePage(params);
  if (errors.length) throw new ValidationError(errors);
  return { page, count };
}

function idOrRefuse(raw: string | undefined, path: string): number {
  try {
    return parseId(raw);
  } catch {
    throw new ValidationError([{ path, msg: messages.wrongType }]);
  }
}

interface ReceiptLine {
  productId: number;
  purchaseProductOption: PurchaseLineOption[];
  quantity: number;
}

/** A receipt's body: lines naming a product and its options, each with a whole quantity other than 0. */
function parseReceipt(body: unknown): ReceiptLine[] {
  const lines = body && typeof body === 'object' ? (body as { lines?: unknown }).lines : undefined;
  if (!Array.isArray(lines) || !lines.length) throw new ValidationError([{ path: 'lines', msg: INVENTORY_TEXTS.nothingToReceive }]);
  const errors: ValidationItem[] = [];
  const out = lines.map((raw, i): ReceiptLine => {
    const l = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const productId = parseIdValue(l.productId);
    if (productId === undefined) errors.push({ path: `lines.${i}.productId`, msg: messages.wrongType });
    const quantity = l.quantity;
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity === 0 || Math.abs(quantity) > 1_000_000_000) {
      errors.push({ path: `lines.${i}.quantity`, msg: INVENTORY_TEXTS.nothingToReceive });
    }
    const options = l.purchaseProductOption ?? [];
    const valid = Array.isArray(options) && options.every((o) => o && typeof o === 'object' && parseIdValue((o as Row).optionId) && parseIdValue((o as Row).optionValueId));
    if (!valid) errors.push({ path: `lines.${i}.purchaseProductOption`, msg: messages.wrongType });
    return { productId: productId ?? 0, purchaseProductOption: valid ? (options as PurchaseLineOption[]) : [], quantity: Number(quantity) };
  });
  if (errors.length) throw new ValidationError(errors);
  return out;
}

const lineSchema = openObject({
  productId: { type: 'integer' },
  purchaseProductOption: { type: 'array', items: openObject({ optionId: { type: 'integer' }, optionValueId: { type: 'integer' } }) },
  quantity: { type: 'integer' },
});

export function inventoryRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const purchases = ctx.repositories.get(purchase.name)!;

    app.get<{ Params: { tab: string; page: string; count: string }; Querystring: Record<string, unknown> }>(
      full(INVENTORY_PATHS.pickerProducts(':tab', ':page', ':count')),
      {
        config: on(purchase.permission, 'access'),
        schema: {
          tags: [purchase.name],
          summary: "Purchase: the product picker's pages, published or archived products by name or model, with their options",
          params: {
            type: 'object',
            properties: { tab: { type: 'string', enum: [...PICKER_TABS] }, page: { type: 'integer', minimum: 1 }, count: { type: 'integer', minimum: 1 } },
            required: ['tab', 'page', 'count'],
          },
          querystring: { type: 'object', properties: { name: { type: 'string' } } },
          response: responses({ 200: pageOf(anyRow) }),
        },
      },
      async (req) => {
        if (!PICKER_TABS.includes(req.params.tab as PickerTab)) throw new ValidationError([{ path: 'tab', msg: messages.oneOf(PICKER_TABS) }]);
        return pickerProducts(ctx.db, { archived: req.params.tab === 'archived', name: parseSearch(req.query, 'name'), ...pageOrRefuse(req.params) });
      },
    );

    app.post<{ Params: { purchaseId: string } }>(
      full(INVENTORY_PATHS.receive(':purchaseId')),
      {
        config: on(purchase.permission, 'update'),
        schema: {
          tags: [purchase.name],
          summary: "Purchase: receive goods, adding each quantity to its line's received quantity and to the warehouse's stock",
          description: 'A negative quantity is a correction. Concurrent receipts of one purchase are applied one after the other. 422 naming the line when the stock would go below 0.',
          params: { type: 'object', properties: { purchaseId: { type: 'integer', minimum: 1 } }, required: ['purchaseId'] },
          body: openObject({ lines: { type: 'array', items: lineSchema } }, ['lines']),
          response: responses({ 200: anyRow }),
        },
      },
      async (req) => {
        const id = idOrRefuse(req.params.purchaseId, 'purchaseId');
        const receipt = parseReceipt(req.body);
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
    app.post<{ Params: { purchaseId: string }; Querystring: { preview?: string } }>(
      full(INVENTORY_PATHS.importLines(':purchaseId')),
      {
        config: on(purchase.permission, 'update'),
        schema: {
          ...importSchema,
          tags: [purchase.name],
          summary: 'Purchase: import purchase lines from an XLSX or CSV file (multipart, one part named file), merged by the line rule',
          params: { type: 'object', properties: { purchaseId: { type: 'integer', minimum: 1 } }, required: ['purchaseId'] },
        },
      },
      async (req) => {
        const id = idOrRefuse(req.params.purchaseId, 'purchaseId');
        if (!(await rowExists(ctx.db, 'purchase', id))) throw new ValidationError([{ path: 'purchaseId', msg: INVENTORY_TEXTS.purchaseNotFound }]);
        const preview = req.query.preview === 'true' || req.query.preview === '1';
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

    app.get<{ Params: { supplierId: string }; Querystring: Record<string, unknown> }>(
      full(INVENTORY_PATHS.supplierCosts(':supplierId')),
      {
        config: on(purchase.permission, 'access'),
        schema: {
          tags: [supplier.name],
          summary: "Supplier: the supplier's last known cost per product, from its latest purchase with a cost",
          params: { type: 'object', properties: { supplierId: { type: 'integer', minimum: 1 } }, required: ['supplierId'] },
          querystring: { type: 'object', properties: { productIds: { type: 'string' } } },
          response: responses({
            200: {
              type: 'array',
              items: openObject({ productId: { type: 'integer' }, cost: { type: 'number' }, purchaseId: { type: 'integer' }, date: { type: 'string' } }),
            },
          }),
        },
      },
      async (req) => {
        const id = idOrRefuse(req.params.supplierId, 'supplierId');
        const productIds = idsOf(req.query, 'productIds');
        if (!(await rowExists(ctx.db, 'supplier', id))) throw new ApiError(404, INVENTORY_TEXTS.supplierNotFound);
        return supplierCosts(ctx.db, id, productIds);
      },
    );

    app.get<{ Querystring: Record<string, unknown> }>(
      full(INVENTORY_PATHS.warehouseStatistics),
      {
        config: on(warehouse.permission, 'access'),
        schema: {
          tags: [warehouse.name],
          summary: 'Warehouse: per warehouse, products and units on hand, stock value at cost, and the purchases of the period',
          querystring: { type: 'object', properties: { warehouseIds: { type: 'string' }, dateFrom: { type: 'string' }, dateTo: { type: 'string' } } },
          response: responses({ 200: openObject({ rows: { type: 'array', items: anyRow }, total: anyRow }) }),
        },
      },
      async (req) => {
        for (const key of Object.keys(req.query)) if (!['warehouseIds', 'dateFrom', 'dateTo'].includes(key)) throw new ValidationError([{ path: key, msg: messages.unknownField }]);
        return warehouseStatistics(ctx.db, { warehouseIds: idsOf(req.query, 'warehouseIds'), ...periodOf(req.query) });
      },
    );

    app.get<{ Params: { warehouseId: string; page: string; count: string }; Querystring: Record<string, unknown> }>(
      full(INVENTORY_PATHS.warehouseProducts(':warehouseId', ':page', ':count')),
      {
        config: on(warehouse.permission, 'access'),
        schema: {
          tags: [warehouse.name],
          summary: "Warehouse: the warehouse's stock per product and option combination, filtered by name, last change and brands",
          params: {
            type: 'object',
            properties: { warehouseId: { type: 'integer', minimum: 1 }, page: { type: 'integer', minimum: 1 }, count: { type: 'integer', minimum: 1 } },
            required: ['warehouseId', 'page', 'count'],
          },
          querystring: { type: 'object', properties: { name: { type: 'string' }, dateFrom: { type: 'string' }, dateTo: { type: 'string' }, brandIds: { type: 'string' } } },
          response: responses({ 200: pageOf(anyRow) }),
        },
      },
      async (req) => {
        const warehouseId = idOrRefuse(req.params.warehouseId, 'warehouseId');
        for (const key of Object.keys(req.query)) if (!['name', 'dateFrom', 'dateTo', 'brandIds'].includes(key)) throw new ValidationError([{ path: key, msg: messages.unknownField }]);
        const query = { warehouseId, name: parseSearch(req.query, 'name'), ...periodOf(req.query), brandIds: idsOf(req.query, 'brandIds'), ...pageOrRefuse(req.params) };
        if (!(await rowExists(ctx.db, 'warehouse', warehouseId))) throw new ApiError(404, INVENTORY_TEXTS.warehouseNotFound);
        return warehouseProducts(ctx.db, query);
      },
    );
  };
}
