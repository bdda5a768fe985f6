// The order form's values and their translation to and from the API (create and edit share them).
import {
  DEFAULT_PAYMENT_METHOD,
  type ChosenOptions,
  type Order,
  type OrderInput,
  type PaymentMethod,
  type PricedProduct,
  type ProductOption,
} from '../../../../contract/orders';
import { messages } from '../../../../contract/messages';

export interface FormProduct extends PricedProduct {
  productId: number;
  name: string;
  productOptions?: ProductOption[] | null;
}

export interface OrderLineValues {
  key: number;
  productId: number | null;
  productName?: string;
  quantity: number;
  options: ChosenOptions;
  product?: FormProduct;
}

export interface OrderFormValues {
  customerId: number | null;
  telephone: string;
  storeId: number | null;
  franchiseId: number | null;
  orderTypeId: number | null;
  paymentMethod: PaymentMethod;
  message: string;
  discountPercent: string;
  address: { address: string; state: string; apartment: string; entrance: string; intercom: string; latitude: string; longitude: string };
  lines: OrderLineValues[];
}

let nextKey = 1;
export const newLine = (): OrderLineValues => ({ key: nextKey++, productId: null, quantity: 1, options: {} });

export const emptyOrderForm = (): OrderFormValues => ({
  customerId: null,
  telephone: '',
  storeId: null,
  franchiseId: null,
  orderTypeId: null,
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  message: '',
  discountPercent: '',
  address: { address: '', state: '', apartment: '', entrance: '', intercom: '', latitude: '', longitude: '' },
  lines: [newLine()],
});

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** An order as the form edits it. Chosen options come back from the stored option ids. */
export function orderToForm(order: Order): OrderFormValues {
  return {
    customerId: order.customerId,
    telephone: text(order.telephone),
    storeId: order.storeId,
    franchiseId: order.franchiseId,
    orderTypeId: order.orderTypeId,
    paymentMethod: order.paymentMethod,
    message: text(order.message),
    discountPercent: order.discountPercent ? String(order.discountPercent) : '',
    address: {
      address: text(order.address?.address),
      state: text(order.address?.state),
      apartment: text(order.address?.apartment),
      entrance: text(order.address?.entrance),
      intercom: text(order.address?.intercom),
      latitude: text(order.address?.latitude),
      longitude: text(order.address?.longitude),
    },
    lines: order.orderProduct.map((line) => {
      const options: ChosenOptions = {};
      for (const o of line.orderOption) {
        if (o.optionId === undefined || o.optionValueId === undefined) continue;
        const prev = options[o.optionId];
        options[o.optionId] = prev === undefined ? o.optionValueId : [...(Array.isArray(prev) ? prev : [prev]), o.optionValueId];
      }
      return { key: nextKey++, productId: line.product.productId, productName: line.product.descriptions[0]?.name, quantity: line.quantity, options };
    }),
  };
}

const numberOrNull = (v: string): number | null => (v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** The create/update body: totals are left to the server, which prices the lines with the same rule. */
export function formToInput(values: OrderFormValues): OrderInput {
  const a = values.address;
  return {
    storeId: values.storeId ?? 0,
    franchiseId: values.franchiseId,
    customerId: values.customerId,
    orderTypeId: values.orderTypeId,
    telephone: values.telephone.trim() || null,
    paymentMethod: values.paymentMethod,
    message: values.message.trim() || null,
    discountPercent: numberOrNull(values.discountPercent) ?? 0,
    address: {
      address: a.address.trim(),
      state: a.state.trim() || null,
      apartment: a.apartment.trim() || null,
      entrance: a.entrance.trim() || null,
      intercom: a.intercom.trim() || null,
      latitude: numberOrNull(a.latitude),
      longitude: numberOrNull(a.longitude),
    },
    products: values.lines
      .filter((l) => l.productId !== null)
      .map((l) => ({
        productId: l.productId!,
        quantity: l.quantity,
        options: Object.fromEntries(Object.entries(l.options).filter(([, v]) => v !== undefined && !(Array.isArray(v) && !v.length))) as Record<
          string,
          number | number[]
        >,
      })),
  };
}

/** The form's own checks before a save; the server checks everything again. */
export function orderFormErrors(values: OrderFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.storeId) errors.storeId = messages.required('Store');
  if (!values.address.address.trim()) errors.address = messages.required('Address');
  if (!values.lines.some((l) => l.productId !== null)) errors.lines = messages.required('Products');
  values.lines.forEach((l) => {
    if (l.productId !== null && !(Number.isInteger(l.quantity) && l.quantity > 0)) errors[`quantity.${l.key}`] = messages.numberOnly;
  });
  const d = values.discountPercent.trim();
  if (d && (Number.isNaN(Number(d)) || Number(d) < 0 || Number(d) > 100)) errors.discountPercent = messages.numberOnly;
  return errors;
}
