// The order form's values and their translation to and from the API (create and edit share them).
import {
  DEFAULT_PAYMENT_METHOD,
  ORDER_ADDRESS_FIELDS,
  ORDER_INPUT_FIELDS,
  type ChosenOptions,
  type OrderAddress,
  type OrderAddressField,
  type Order,
  type OrderInput,
  type PaymentMethod,
  type PricedProduct,
  type ProductOption,
} from '../../../../contract/orders';
import { validateFields } from '../../../../contract/validate';

export interface FormProduct extends PricedProduct {
  productId: number;
  name: string;
  /** the collections (product groups) it belongs to: what a promo code for collections looks at */
  productGroups?: number[] | null;
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
  /** the applied promo code: the server computes its discountPercent again on save */
  promoCodeId: number | null;
  /** every field of ORDER_ADDRESS_FIELDS, as typed */
  address: Record<OrderAddressField, string>;
  lines: OrderLineValues[];
}

/** The address fields, in the contract's order. */
export const ADDRESS_FIELD_NAMES = Object.keys(ORDER_ADDRESS_FIELDS) as OrderAddressField[];

const addressValues = <T>(value: (field: OrderAddressField) => T): Record<OrderAddressField, T> =>
  Object.fromEntries(ADDRESS_FIELD_NAMES.map((f) => [f, value(f)])) as Record<OrderAddressField, T>;

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
  promoCodeId: null,
  address: addressValues(() => ''),
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
    promoCodeId: order.promoCodeId ?? null,
    address: addressValues((f) => text(order.address?.[f])),
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
    promoCodeId: values.promoCodeId,
    // each field read by its declared type: numbers parsed, text trimmed, blanks null
    address: {
      ...(addressValues((f) => (ORDER_ADDRESS_FIELDS[f].type === 'number' ? numberOrNull(a[f]) : a[f].trim() || null)) as Omit<OrderAddress, 'address'>),
      address: a.address.trim(),
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

/** The error key of an address input: `address` for the street line, `address.{field}` for the others. */
export const addressErrorKey = (field: OrderAddressField): string => (field === 'address' ? 'address' : `address.${field}`);

/** The lines that name a product: the ones the body carries. */
const chosenLines = (values: OrderFormValues) => values.lines.filter((l) => l.productId !== null);

/**
 * The form's checks before a save: the server's own (ORDER_INPUT_FIELDS), run on the values as
 * typed, with each error keyed by the input that shows it (`storeId`, `address`, `address.latitude`,
 * `lines`, `quantity.{line key}`, `discountPercent`). The server checks everything again.
 */
export function orderFormErrors(values: OrderFormValues): Record<string, string> {
  const lines = chosenLines(values);
  const typed = {
    ...formToInput(values),
    storeId: values.storeId,
    discountPercent: values.discountPercent,
    address: values.address,
  };
  const errors: Record<string, string> = {};
  for (const { path, msg } of validateFields(ORDER_INPUT_FIELDS, typed, 'create').errors) {
    const [field, index, sub] = path.split('.');
    const key = field === 'products' ? (index === undefined ? 'lines' : `${sub}.${lines[Number(index)]?.key}`) : field === 'address' && index ? addressErrorKey(index as OrderAddressField) : path;
    errors[key] ??= msg;
  }
  return errors;
}
