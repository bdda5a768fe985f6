// The purchase line rule (spec, second document, section 4, "Purchase"): what adding a product from
// the picker does to a purchase's lines. One pure function, used by the picker, the import of lines
// and the server's duplicate check, so they agree by construction.

/** One chosen option value of a line (the product's own options). */
export interface PurchaseLineOption {
  optionId: number;
  optionValueId: number;
  /** the option's and the value's names when chosen, shown on the line */
  name?: string | null;
  value?: string | null;
}

export interface PurchaseLine {
  productId: number;
  productName?: string | null;
  orderedQty: number;
  receivedQty: number;
  cost: number;
  tax: number;
  purchaseProductOption?: PurchaseLineOption[] | null;
}

/** What the picker adds: a product, its chosen options and a quantity. */
export interface PurchaseLineAddition {
  productId: number;
  productName?: string | null;
  options?: readonly PurchaseLineOption[] | null;
  quantity: number;
}

/**
 * The option combination of a line as one text, the same whatever order the options were chosen in:
 * `optionId:optionValueId` pairs sorted and joined by commas ('' without options). It is also the
 * key of the warehouse stock (server/db/migrations/0014_inventory.ts).
 */
export function optionKey(options: readonly Pick<PurchaseLineOption, 'optionId' | 'optionValueId'>[] | null | undefined): string {
  return (options ?? [])
    .map((o) => `${Number(o.optionId)}:${Number(o.optionValueId)}`)
    .sort()
    .join(',');
}

/** Whether two lines hold the same product with the same options. */
export const sameCombination = (
  a: Pick<PurchaseLine, 'productId' | 'purchaseProductOption'>,
  b: Pick<PurchaseLine, 'productId' | 'purchaseProductOption'>,
): boolean => Number(a.productId) === Number(b.productId) && optionKey(a.purchaseProductOption) === optionKey(b.purchaseProductOption);

/**
 * The lines after adding a product: the same product with the same options changes that line's
 * ordered quantity (to the one given); quantity 0 (or less) removes the line; a new combination is
 * appended with orderedQty as given, receivedQty 0, cost 0 and tax 0. The lines given are not changed.
 */
export function addPurchaseLine(lines: readonly PurchaseLine[], add: PurchaseLineAddition): PurchaseLine[] {
  const options = [...(add.options ?? [])];
  const wanted = { productId: add.productId, purchaseProductOption: options };
  const at = lines.findIndex((l) => sameCombination(l, wanted));
  const quantity = Number.isFinite(add.quantity) ? Math.trunc(add.quantity) : 0;
  if (at >= 0) {
    if (quantity <= 0) return lines.filter((_l, i) => i !== at);
    return lines.map((l, i) => (i === at ? { ...l, orderedQty: quantity } : l));
  }
  if (quantity <= 0) return [...lines];
  return [
    ...lines,
    { productId: add.productId, productName: add.productName ?? null, orderedQty: quantity, receivedQty: 0, cost: 0, tax: 0, purchaseProductOption: options },
  ];
}

/** The index of the first line repeating an earlier line's combination, or -1. */
export function repeatedLine(lines: readonly Pick<PurchaseLine, 'productId' | 'purchaseProductOption'>[]): number {
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const key = `${Number(lines[i].productId)}|${optionKey(lines[i].purchaseProductOption)}`;
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return -1;
}

/** Lines with the supplier's known costs (productId -> cost) in place of theirs; lines without a known cost keep theirs. */
export function withSupplierCosts<T extends Pick<PurchaseLine, 'productId' | 'cost'>>(lines: readonly T[], costs: ReadonlyMap<number, number>): T[] {
  return lines.map((l) => (costs.has(Number(l.productId)) ? { ...l, cost: costs.get(Number(l.productId))! } : l));
}
