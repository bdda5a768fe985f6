import { describe, expect, it } from 'vitest';
import { stockChanges } from './purchase.hooks';

const red = [{ optionId: 3, optionValueId: 1 }];
const blue = [{ optionId: 3, optionValueId: 2 }];
const purchaseRow = (warehouseId: number, lines: { productId: number; purchaseProductOption?: typeof red; receivedQty: number; cost?: number }[]) => ({
  warehouseId,
  purchaseProducts: lines.map((l) => ({ orderedQty: 10, cost: 0, tax: 0, ...l })),
});

const brief = (changes: ReturnType<typeof stockChanges>) => changes.map((c) => [c.warehouseId, c.productId, c.optionKey, c.delta]);

describe('stockChanges', () => {
  it('puts a new purchase’s received quantities in, per combination', () => {
    expect(brief(stockChanges(null, purchaseRow(1, [{ productId: 7, purchaseProductOption: red, receivedQty: 3 }, { productId: 7, purchaseProductOption: blue, receivedQty: 0 }])))).toEqual([
      [1, 7, '3:1', 3],
    ]);
  });

  it('moves only the difference: more received in, less received (or a removed line) out', () => {
    const before = purchaseRow(1, [{ productId: 7, purchaseProductOption: red, receivedQty: 3 }, { productId: 8, receivedQty: 4 }]);
    const after = purchaseRow(1, [{ productId: 7, purchaseProductOption: red, receivedQty: 5 }]);
    expect(brief(stockChanges(before, after))).toEqual([
      [1, 7, '3:1', 2],
      [1, 8, '', -4],
    ]);
    expect(stockChanges(before, before)).toEqual([]);
  });

  it('takes everything out of the old warehouse and into the new one when the purchase moves', () => {
    const lines = [{ productId: 7, purchaseProductOption: red, receivedQty: 3 }];
    expect(brief(stockChanges(purchaseRow(2, lines), purchaseRow(1, lines)))).toEqual([
      [1, 7, '3:1', 3],
      [2, 7, '3:1', -3],
    ]);
  });
});
