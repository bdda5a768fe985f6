import { describe, expect, it } from 'vitest';
import { addPurchaseLine, optionKey, repeatedLine, withSupplierCosts, type PurchaseLine } from './purchase-lines';

const red = { optionId: 1, optionValueId: 10, name: 'Color', value: 'Red' };
const blue = { optionId: 1, optionValueId: 11, name: 'Color', value: 'Blue' };
const large = { optionId: 2, optionValueId: 20, name: 'Size', value: 'L' };

const line = (productId: number, options: (typeof red)[], extra: Partial<PurchaseLine> = {}): PurchaseLine => ({
  productId,
  productName: `P${productId}`,
  orderedQty: 5,
  receivedQty: 0,
  cost: 0,
  tax: 0,
  purchaseProductOption: options,
  ...extra,
});

describe('addPurchaseLine', () => {
  it('adds a new combination with orderedQty as given, receivedQty 0, cost 0 and tax 0', () => {
    expect(addPurchaseLine([], { productId: 7, productName: 'Shirt', options: [red], quantity: 3 })).toEqual([
      { productId: 7, productName: 'Shirt', orderedQty: 3, receivedQty: 0, cost: 0, tax: 0, purchaseProductOption: [red] },
    ]);
  });

  it('changes the quantity of the line with the same product and options, whatever order the options were chosen in', () => {
    const lines = [line(7, [red, large], { cost: 4.5, receivedQty: 2 }), line(8, [])];
    const out = addPurchaseLine(lines, { productId: 7, options: [large, red], quantity: 9 });
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual({ ...lines[0], orderedQty: 9 }); // cost and received kept
    expect(lines[0].orderedQty).toBe(5); // the given lines are not changed
  });

  it('treats another option value, or the same options on another product, as a new line', () => {
    const lines = [line(7, [red])];
    expect(addPurchaseLine(lines, { productId: 7, options: [blue], quantity: 1 })).toHaveLength(2);
    expect(addPurchaseLine(lines, { productId: 8, options: [red], quantity: 1 })).toHaveLength(2);
    expect(addPurchaseLine(lines, { productId: 7, options: [], quantity: 1 })).toHaveLength(2);
  });

  it('removes the line when the quantity is 0, and adds nothing for a new combination with 0', () => {
    const lines = [line(7, [red]), line(7, [blue])];
    expect(addPurchaseLine(lines, { productId: 7, options: [blue], quantity: 0 })).toEqual([lines[0]]);
    expect(addPurchaseLine(lines, { productId: 9, options: [], quantity: 0 })).toEqual(lines);
  });
});

describe('the combination key and repeated lines', () => {
  it('is the same for the same options in any order, empty without options', () => {
    expect(optionKey([large, red])).toBe(optionKey([red, large]));
    expect(optionKey([red])).not.toBe(optionKey([blue]));
    expect(optionKey(undefined)).toBe('');
  });

  it('finds the first line repeating an earlier combination', () => {
    expect(repeatedLine([line(7, [red]), line(7, [blue])])).toBe(-1);
    expect(repeatedLine([line(7, [red]), line(8, [red]), line(7, [red])])).toBe(2);
  });
});

describe('withSupplierCosts', () => {
  it('overwrites the cost of lines whose product has a known cost, and keeps the others', () => {
    const lines = [line(7, [red], { cost: 1 }), line(8, [], { cost: 2 })];
    expect(withSupplierCosts(lines, new Map([[7, 3.5]])).map((l) => l.cost)).toEqual([3.5, 2]);
  });
});
