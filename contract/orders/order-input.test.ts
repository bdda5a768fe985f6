import { describe, expect, it } from 'vitest';
import { validateFields } from '../validate';
import { ORDER_AMOUNT_MAX, ORDER_INPUT_FIELDS, ORDER_QUANTITY_MAX, orderTotalsErrors } from './order-input';
import { orderTotals } from './product-price';

describe('order amounts fit their columns', () => {
  it('totals past numeric(14, 2) are refused on products; totals within are not', () => {
    expect(orderTotalsErrors(orderTotals([{ price: 1e9 * ORDER_QUANTITY_MAX }], { taxPercent: 100 }))).toEqual([
      { path: 'products', msg: `Maximum value is ${ORDER_AMOUNT_MAX}.` },
    ]);
    expect(orderTotalsErrors({ total: ORDER_AMOUNT_MAX, tax: 0, shippingPrice: 0, totalprice: ORDER_AMOUNT_MAX })).toEqual([]);
    expect(orderTotalsErrors({ totalprice: Number.NaN })).toHaveLength(1);
  });

  it('a line takes at most ORDER_QUANTITY_MAX units', () => {
    const line = (quantity: number) => validateFields(ORDER_INPUT_FIELDS, { products: [{ productId: 1, quantity }] }, 'update').errors;
    expect(line(ORDER_QUANTITY_MAX)).toEqual([]);
    expect(line(ORDER_QUANTITY_MAX + 1)).toEqual([{ path: 'products.0.quantity', msg: `Maximum value is ${ORDER_QUANTITY_MAX}.` }]);
  });
});
