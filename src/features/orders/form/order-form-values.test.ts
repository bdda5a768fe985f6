import { describe, expect, it } from 'vitest';
import { validateOrderInput, type Order } from '../../../../contract/orders';
import { emptyOrderForm, formToInput, orderFormErrors, orderToForm } from './order-form-values';

describe('order form values', () => {
  it('starts with payOnDelivery and one empty line, and asks for store, address and a product', () => {
    const values = emptyOrderForm();
    expect(values.paymentMethod).toBe('payOnDelivery');
    expect(values.lines).toHaveLength(1);
    expect(orderFormErrors(values)).toEqual({
      storeId: 'Oops! Fill in the Store.',
      address: 'Oops! Fill in the Address.',
      lines: 'Oops! Fill in the Products.',
    });
  });

  it('builds the body: blanks as null, numbers parsed, empty lines and option lists left out', () => {
    const values = emptyOrderForm();
    values.storeId = 3;
    values.telephone = ' (555) 123-4567 ';
    values.discountPercent = '12.5';
    values.address.address = '1 Main St';
    values.address.latitude = '34.1';
    values.lines = [
      { key: 1, productId: 7, quantity: 2, options: { 1: 4, 2: [], 3: [5, 6] } },
      { key: 2, productId: null, quantity: 1, options: {} },
    ];
    expect(orderFormErrors(values)).toEqual({});
    const body = formToInput(values);
    expect(body).toMatchObject({
      storeId: 3,
      telephone: '(555) 123-4567',
      discountPercent: 12.5,
      message: null,
      address: { address: '1 Main St', latitude: 34.1, longitude: null, state: null },
      products: [{ productId: 7, quantity: 2, options: { 1: 4, 3: [5, 6] } }],
    });
  });

  it('reads an order back: chosen options from the stored option ids, checkbox values as a list', () => {
    const order = {
      customerId: null,
      telephone: '5550001111',
      storeId: 1,
      franchiseId: 2,
      orderTypeId: null,
      paymentMethod: 'cash',
      message: null,
      discountPercent: 0,
      address: { address: '9 Road' },
      orderProduct: [
        {
          quantity: 3,
          price: 30,
          discount: { type: null },
          product: { productId: 5, price: 10, imageMain: null, descriptions: [{ name: 'Pizza' }] },
          orderOption: [
            { name: 'Size', value: 'Small', optionId: 1, optionValueId: 1, option: {} },
            { name: 'Extras', value: 'Cheese', optionId: 2, optionValueId: 3, option: {} },
            { name: 'Extras', value: 'Olives', optionId: 2, optionValueId: 4, option: {} },
          ],
        },
      ],
    } as unknown as Order;
    const values = orderToForm(order);
    expect(values.paymentMethod).toBe('cash');
    expect(values.address.address).toBe('9 Road');
    expect(values.lines).toHaveLength(1);
    expect(values.lines[0]).toMatchObject({ productId: 5, productName: 'Pizza', quantity: 3, options: { 1: 1, 2: [3, 4] } });
  });

  it('refuses a quantity below 1 and a discount over 100 with the server\'s own messages', () => {
    const values = emptyOrderForm();
    values.storeId = 1;
    values.address.address = 'x';
    values.lines = [{ key: 9, productId: 1, quantity: 0, options: {} }];
    values.discountPercent = '150';
    expect(orderFormErrors(values)).toEqual({ 'quantity.9': 'Minimum value is 1.', discountPercent: 'Maximum value is 100.' });
  });

  it('checks every address field by the contract\'s limits, keyed by its input', () => {
    const values = emptyOrderForm();
    values.storeId = 1;
    values.address.address = 'x';
    values.address.latitude = '91';
    values.address.intercom = 'i'.repeat(101);
    values.lines = [{ key: 1, productId: 1, quantity: 1, options: {} }];
    expect(orderFormErrors(values)).toEqual({ 'address.latitude': 'Maximum value is 90.', 'address.intercom': expect.stringContaining('100') });
    // the same checks the server runs on the body
    expect(validateOrderInput({ ...formToInput(values), address: values.address }, 'create').errors.map((e) => e.path).sort()).toEqual([
      'address.intercom',
      'address.latitude',
    ]);
  });
});
