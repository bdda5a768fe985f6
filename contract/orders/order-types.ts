// The order record as the API returns it, with the spec's field names
// (first document section 3, second document section 3).
import type { OrderStatus } from './order-status';
import type { PaymentMethod } from './payment-methods';

export interface OrderAddress {
  address: string;
  state?: string | null;
  apartment?: string | null;
  entrance?: string | null;
  intercom?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** An option chosen on an order line, as stored on the order. */
export interface OrderOption {
  /** option name, e.g. 'Size' */
  name: string;
  /** chosen value, e.g. 'Large' */
  value: string;
  optionId?: number;
  optionValueId?: number;
  option: { source?: string | null };
}

export interface OrderProduct {
  quantity: number;
  /** line price: unit price (price rule) times quantity */
  price: number;
  discount: { type: string | null };
  product: {
    productId: number;
    /** the product's price when the order was placed */
    price: number;
    /** previous price, shown when it differs */
    prevPrice?: number | null;
    imageMain: string | null;
    descriptions: { name: string }[];
  };
  orderOption: OrderOption[];
}

export interface OrderStaff {
  userId: number;
  user: { userId: number; username: string };
  /** the order status the staff member was assigned for; delivering means driver */
  status: OrderStatus;
  dateAdded: string;
}

export interface OrderHistory {
  orderHistoryId: number;
  status: OrderStatus;
  previousStatus: OrderStatus | null;
  message: string | null;
  orderCancellationReasonId: number | null;
  userId: number | null;
  username: string | null;
  dateAdded: string;
}

export interface Order {
  /** 24-hex id used in screen paths (/sale/order/update/{mongoId}) */
  mongoId: string;
  orderId: number;
  shippingCode: string | null;
  status: OrderStatus;
  orderTypeId: number | null;
  orderType: { orderTypeId: number; name: string } | null;
  orderCancellationReasonId: number | null;
  orderCancellationReason: { orderCancellationReasonId: number; name: string } | null;
  /** notes */
  message: string | null;
  orderStaff: OrderStaff[];
  /** sum of the lines */
  total: number;
  discountPercent: number;
  /** totalprice before the last change of the lines */
  prevtotalprice: number;
  /** total + tax + shippingPrice: what the customer pays (before discountPercent) */
  totalprice: number;
  tax: number;
  shippingPrice: number;
  currencyCode: string;
  promoCodeId: number | null;
  businessId: number | null;
  storeId: number | null;
  store: { storeId: number; name: string; url: string | null; ssl: boolean } | null;
  franchiseId: number | null;
  franchise: { franchiseId: number; name: string; address: { address: string | null } } | null;
  customerId: number | null;
  customer: { customerId: number; firstname: string; lastname: string } | null;
  telephone: string | null;
  address: OrderAddress;
  shippingAddress1: string | null;
  paymentMethod: PaymentMethod;
  paymentCustomField: string | null;
  dateAdded: string;
  dateModified: string;
  dateAdvance: string | null;
  call: boolean;
  sms: boolean;
  deleted: boolean;
  orderProduct: OrderProduct[];
  /** only on the get-one call; the list returns [] */
  orderHistory: OrderHistory[];
}

// The create/update body (OrderInput, OrderLineInput) is declared with its fields in order-input.ts.

/** Body of POST s/sales/staff. */
export interface StaffAssignment {
  orderId: number;
  userId: number;
  status: OrderStatus;
}

/** Body of PUT u/f/{id}. */
export interface FranchiseChange {
  Id: number;
  franchiseId: number;
  name?: string;
}

/** Body of PUT u/p/{id}. */
export interface PaymentMethodChange {
  Id: number;
  paymentMethod: PaymentMethod;
}

/** A driver of the drivers list. */
export interface Driver {
  userId: number;
  username: string;
  firstname: string;
  lastname: string;
}

/** Payloads of the realtime events on the order namespace. */
export interface SaleStatusEvent {
  orderId: number;
  mongoId: string;
  status: OrderStatus;
  previousStatus: OrderStatus;
  userId: number;
}
export interface PaymentStatusEvent {
  orderId: number;
  mongoId: string;
  paymentMethod: PaymentMethod;
  userId: number;
}
