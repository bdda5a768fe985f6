// Purchases: lines name options their product offers, no combination twice, and received quantities
// move stock into the purchase's warehouse inside the write's transaction (docs/inventory.md).
import { INVENTORY_TEXTS } from '../../../contract/inventory/inventory';
import { optionKey, repeatedLine, type PurchaseLine } from '../../../contract/inventory/purchase-lines';
import type { ValidationItem } from '../../../contract/validate';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { Row, Trx } from '../../engine/entity.repository';
import { addStock, addToProductQuantity, existingRows, heldStock, productsWithOptions, takeStock, type StockDelta } from './stock.repository';

const linesOf = (row: Row | null | undefined): PurchaseLine[] => (Array.isArray(row?.purchaseProducts) ? (row.purchaseProducts as PurchaseLine[]) : []);

/** The stock a purchase has put into warehouses: its received quantities by warehouse, product and combination. */
function receivedStock(row: Row | null | undefined): Map<string, StockDelta> {
  const out = new Map<string, StockDelta>();
  const warehouseId = Number(row?.warehouseId);
  if (!row || !warehouseId) return out;
  for (const line of linesOf(row)) {
    const qty = Number(line.receivedQty ?? 0);
    if (!qty) continue;
    const d: StockDelta = {
      warehouseId,
      productId: Number(line.productId),
      optionKey: optionKey(line.purchaseProductOption),
      options: line.purchaseProductOption ?? [],
      delta: qty,
      cost: Number(line.cost ?? 0),
    };
    const key = `${d.warehouseId}|${d.productId}|${d.optionKey}`;
    const had = out.get(key);
    out.set(key, had ? { ...d, delta: had.delta + qty } : d);
  }
  return out;
}

/** What a write changes in stock: the stock after minus the stock before, in a fixed order (no deadlock between two writers). */
export function stockChanges(before: Row | null, after: Row): StockDelta[] {
  const was = receivedStock(before);
  const now = receivedStock(after);
  const changes: StockDelta[] = [];
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const delta = (now.get(key)?.delta ?? 0) - (was.get(key)?.delta ?? 0);
    if (delta) changes.push({ ...(now.get(key) ?? was.get(key)!), delta });
  }
  return changes.sort((a, b) => a.warehouseId - b.warehouseId || a.productId - b.productId || a.optionKey.localeCompare(b.optionKey));
}

/** Lines must name options of their own product; names are filled from the catalogue. */
async function checkLines(trx: Trx, lines: PurchaseLine[]): Promise<ValidationItem[]> {
  const items: ValidationItem[] = [];
  const repeated = repeatedLine(lines);
  if (repeated >= 0) items.push({ path: `purchaseProducts.${repeated}.productId`, msg: INVENTORY_TEXTS.repeatedLine });
  const products = await productsWithOptions(trx, [...new Set(lines.map((l) => Number(l.productId)))]);
  lines.forEach((line, i) => {
    const product = products.get(Number(line.productId));
    if (!product) return; // a missing product is the reference check's to report
    if (!line.productName) line.productName = product.name;
    (line.purchaseProductOption ?? []).forEach((o, j) => {
      const option = product.options.get(Number(o.optionId));
      if (!option || !option.values.has(Number(o.optionValueId))) {
        items.push({ path: `purchaseProducts.${i}.purchaseProductOption.${j}.optionValueId`, msg: INVENTORY_TEXTS.notAnOptionOfProduct });
        return;
      }
      o.name ??= option.name;
      o.value ??= option.values.get(Number(o.optionValueId)) ?? null;
    });
  });
  return items;
}

/** Where a stock problem is shown: the line's received quantity (as saved, or as it was), else the warehouse. */
function linePath(d: StockDelta, after: Row, before: Row | null): string {
  for (const row of [after, before]) {
    const i = linesOf(row).findIndex((l) => Number(l.productId) === d.productId && optionKey(l.purchaseProductOption) === d.optionKey);
    if (i >= 0 && Number(row?.warehouseId) === d.warehouseId) return `purchaseProducts.${i}.receivedQty`;
  }
  return 'warehouseId';
}

/** Applies the stock changes of a write; a change that would take stock below zero is refused, naming its line. */
async function moveStock(trx: Trx, before: Row | null, after: Row): Promise<ValidationItem[]> {
  const items: ValidationItem[] = [];
  const byProduct = new Map<number, number>();
  const changes = stockChanges(before, after);
  // a warehouse or product that does not exist is the reference check's to report, on its field
  const known = await existingRows(trx, changes);
  for (const d of changes.filter((c) => known.warehouses.has(c.warehouseId) && known.products.has(c.productId))) {
    if (d.delta > 0) await addStock(trx, d);
    else if ((await takeStock(trx, d)) === undefined) {
      items.push({ path: linePath(d, after, before), msg: INVENTORY_TEXTS.stockBelowZero(await heldStock(trx, d.warehouseId, d.productId, d.optionKey)) });
      continue;
    }
    byProduct.set(d.productId, (byProduct.get(d.productId) ?? 0) + d.delta);
  }
  if (items.length) return items; // the write is refused: the transaction rolls every change back
  for (const [productId, delta] of [...byProduct].sort((a, b) => a[0] - b[0])) if (delta) await addToProductQuantity(trx, productId, delta);
  return items;
}

export const purchaseHooks: EntityHooks = {
  async validate(ctx, { before, values }) {
    const after: Row = { ...before, ...values };
    if ('purchaseProducts' in values) {
      const items = await checkLines(ctx.trx, linesOf(values));
      if (items.length) return items;
    }
    return moveStock(ctx.trx, before, after);
  },
};
