// The order workflow: the contract's rules applied by the server, each write in one transaction
// with its audit entry, realtime events after commit.
import type pg from 'pg';
import { EXPORT_MAX_ROWS } from '../../../contract/orders/order-export';
import type { OrderFilter } from '../../../contract/orders/order-filter';
import { ORDER_INPUT_FIELDS, orderTotalsErrors, validateOrderInput, type OrderInput } from '../../../contract/orders/order-input';
import { orderMessages } from '../../../contract/orders/order-messages';
import { canChangeStatus, isOrderStatus, type OrderStatus } from '../../../contract/orders/order-status';
import type { Order, OrderOption, OrderProduct, OrderStaff, PaymentStatusEvent, SaleStatusEvent } from '../../../contract/orders/order-types';
import { isPaymentMethod, type PaymentMethod } from '../../../contract/orders/payment-methods';
import { appliedOptions, orderTotals, productPrice, type ChosenOptions } from '../../../contract/orders/product-price';
import { statusChangeErrors, type StatusChange } from '../../../contract/orders/status-change';
import { messages } from '../../../contract/messages';
import type { Permission } from '../../../contract/permissions';
import { EVENTS } from '../../../contract/realtime';
import type { ValidationItem } from '../../../contract/validate';
import { isStorableText, parseIdValue } from '../../../contract/validate';
import type { Db } from '../../db/database';
import { recordAudit, type Actor, type Trx } from '../../engine/entity.repository';
import { archiveChange, checkDestroyable, diff } from '../../engine/lifecycle';
import { order as orderEntity } from '../../../contract/entities/order';
import { ApiError, ValidationError } from '../../http/errors';
import type { Realtime } from '../../realtime/realtime';
import { emitAboutRows } from '../../realtime/row-events';
import { promoCodeDiscount } from '../promotions/promo-code-order';
import { MONGO_ID, OrdersRepository, type OrderColumns, type OrderRef, type ProductFacts } from './orders.repository';
import { round2 } from '../../../contract/money';

/** The audit log's entity name: the registry's. */
const ENTITY = orderEntity.name;

/** Notifications the order workflow raises (the notification service's order notices); optional. */
export interface OrderNotices {
  created: (order: { orderId: number; mongoId: string }, byUserId?: number) => Promise<unknown>;
  statusChanged: (event: SaleStatusEvent) => Promise<unknown>;
}

/** Sent after commit; a failing notification never fails the order write. */
const send = (fn: () => Promise<unknown> | undefined) => {
  Promise.resolve()
    .then(fn)
    .catch(() => {});
};
const notFound = () => new ApiError(404, messages.notFound('Order'));

/** An order as a path or body names it: an orderId (strictly an id) or a 24-hex mongoId; else undefined. */
export const orderRefOf = (raw: unknown): OrderRef | undefined =>
  typeof raw === 'string' && MONGO_ID.test(raw) ? raw : parseIdValue(raw);
const missing = messages.missingRecord;

export class OrdersService {
  readonly repo: OrdersRepository;

  /** An event about an order, to the users who may see it (docs/tenancy.md). */
  private announce(ns: 'order' | 'payment', event: string, payload: { orderId: number }): void {
    if (!this.realtime) return;
    emitAboutRows(this.realtime, this.db, orderEntity, [payload.orderId], ns, event, () => payload).catch((e) => console.error(`orders: ${event} not sent`, e));
  }

  constructor(
    private readonly db: Db,
    private readonly realtime?: Realtime,
    pool?: pg.Pool,
    private readonly notices?: OrderNotices,
  ) {
    this.repo = new OrdersRepository(db, pool);
  }

  list(filter: OrderFilter, page: number, count: number): Promise<string> {
    return this.repo.listJson(filter, page, count);
  }

  /** The export's rows of the filter (at most EXPORT_MAX_ROWS, newest first) as the JSON text of `{data}`. */
  exportRows(filter: OrderFilter): Promise<string> {
    return this.repo.exportJson(filter, EXPORT_MAX_ROWS);
  }

  async get(ref: OrderRef): Promise<Order> {
    const order = await this.repo.get(ref);
    if (!order) throw notFound();
    return order;
  }

  /** Runs `fn` in a transaction; translates unexpected foreign-key failures into 422s. */
  private tx<T>(fn: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async create(body: unknown, actor: Actor): Promise<Order> {
    const { value: input, errors } = validateOrderInput(body, 'create');
    if (errors.length) throw new ValidationError(errors);
    const order = await this.tx(async (trx) => {
      const cols = await this.columnsFor(input, trx, undefined);
      const id = await this.repo.insert(
        { ...(cols as OrderColumns), status: 'new', orderCancellationReasonId: null, prevtotalprice: cols.totalprice! },
        trx,
      );
      await this.repo.addHistory(id, { status: 'new', previousStatus: null, userId: actor.userId, username: actor.username }, trx);
      const after = (await this.repo.get(id, trx))!;
      await recordAudit(trx, actor, ENTITY, id, 'create', null, after as never);
      return after;
    });
    send(() => this.notices?.created(order, actor.userId));
    return order;
  }

  update(ref: OrderRef, body: unknown, actor: Actor): Promise<Order> {
    const { value, errors } = validateOrderInput(body, 'update');
    if (errors.length) throw new ValidationError(errors);
    return this.tx(async (trx) => {
      const before = await this.repo.get(ref, trx, true);
      if (!before) throw notFound();
      const cols = await this.columnsFor(value, trx, before);
      if (cols.totalprice !== undefined && cols.totalprice !== before.totalprice) cols.prevtotalprice = before.totalprice;
      await this.repo.update(before.orderId, cols, trx);
      const after = (await this.repo.get(before.orderId, trx))!;
      await audit(trx, actor, before, after, 'update');
      return after;
    });
  }

  /**
   * Columns from a (validated) body: references checked, lines priced with the price rule,
   * totals computed. On update only what the body holds (plus totals when lines or store change).
   */
  private async columnsFor(input: Partial<OrderInput>, trx: Trx, before?: Order): Promise<Partial<OrderColumns>> {
    const errors: ValidationItem[] = [];
    const cols: Partial<OrderColumns> = {};
    const copy = [
      'shippingCode', 'message', 'discountPercent', 'promoCodeId', 'telephone', 'address', 'shippingAddress1',
      'paymentMethod', 'paymentCustomField', 'dateAdvance', 'call', 'sms', 'orderTypeId', 'franchiseId', 'customerId',
    ] as const;
    for (const key of copy) if (key in input) (cols as Record<string, unknown>)[key] = input[key] ?? null;
    if ('discountPercent' in input) cols.discountPercent = input.discountPercent ?? 0;
    if (input.orderTypeId && !(await this.repo.exists('order_type', input.orderTypeId, trx))) errors.push({ path: 'orderTypeId', msg: missing });
    if (input.franchiseId && !(await this.repo.exists('franchise', input.franchiseId, trx))) errors.push({ path: 'franchiseId', msg: missing });
    if (input.customerId) {
      const phone = await this.repo.customerTelephone(input.customerId, trx);
      if (phone === undefined) errors.push({ path: 'customerId', msg: missing });
      else if (!input.telephone && !before?.telephone) cols.telephone = phone;
    }
    const needStore = 'storeId' in input || Boolean(input.products);
    const storeId = input.storeId ?? before?.storeId ?? undefined;
    const store = needStore && storeId ? await this.repo.store(storeId, trx) : undefined;
    if (needStore && storeId && !store) errors.push({ path: 'storeId', msg: missing });
    if ('storeId' in input && store) {
      cols.storeId = store.id;
      cols.businessId = store.businessId;
      cols.currencyCode = store.currencyCode;
    }
    if (input.products || ('storeId' in input && before)) {
      const lines = input.products ?? null;
      const products = lines ? await this.priceLines(lines, trx, errors) : before!.orderProduct;
      if (store && !errors.length) {
        const totals = orderTotals(products, { taxPercent: store.taxPercent, deliveryFee: store.deliveryFee });
        errors.push(...orderTotalsErrors(totals));
        Object.assign(cols, totals);
        cols.products = products;
      }
    }
    await this.applyPromoCode(input, cols, trx, errors, before);
    if (errors.length) throw new ValidationError(errors);
    return cols;
  }

  /**
   * The promo code decides the discount (the server is the guard): whenever the code, the lines, the
   * store or the customer change, its discountPercent is computed again with the order form's
   * function, and a code that does not apply is a 422 on promoCodeId.
   */
  private async applyPromoCode(input: Partial<OrderInput>, cols: Partial<OrderColumns>, trx: Trx, errors: ValidationItem[], before?: Order) {
    const promoCodeId = 'promoCodeId' in input ? (input.promoCodeId ?? null) : (before?.promoCodeId ?? null);
    const touched = 'promoCodeId' in input || 'products' in input || 'storeId' in input || 'customerId' in input;
    if (!promoCodeId || !touched || errors.length) return;
    const lines = (cols.products ?? before?.orderProduct ?? []).map((l) => ({ productId: l.product.productId, quantity: l.quantity, price: l.product.price }));
    const applied = await promoCodeDiscount(trx, {
      promoCodeId,
      orderId: before?.orderId,
      storeId: cols.storeId ?? before?.storeId ?? null,
      customerId: ('customerId' in input ? input.customerId : before?.customerId) ?? null,
      lines,
      shippingPrice: cols.shippingPrice ?? before?.shippingPrice ?? 0,
    });
    if ('path' in applied) errors.push(applied);
    else cols.discountPercent = applied.discountPercent;
  }

  private async priceLines(lines: OrderInput['products'], trx: Trx, errors: ValidationItem[]): Promise<OrderProduct[]> {
    const found = await this.repo.products([...new Set(lines.map((l) => l.productId))], trx);
    const out: OrderProduct[] = [];
    lines.forEach((line, i) => {
      const product = found.get(line.productId);
      if (!product) return void errors.push({ path: `products.${i}.productId`, msg: missing });
      const chosen = checkOptions(product, line.options, `products.${i}.options`, errors);
      const unit = productPrice(product, chosen);
      out.push({
        quantity: line.quantity,
        price: round2(unit * line.quantity),
        discount: { type: line.discount?.type ?? null },
        product: {
          productId: product.productId,
          price: unit,
          prevPrice: product.prevPrice,
          imageMain: product.imageMain,
          descriptions: [{ name: product.name }],
        },
        orderOption: appliedOptions(product, chosen).map(
          ({ option, value }): OrderOption => ({
            name: option.name ?? '',
            value: value.name ?? String(value.optionValueId),
            optionId: option.optionId,
            optionValueId: value.optionValueId,
            option: { source: option.source ?? null },
          }),
        ),
      });
    });
    return out;
  }

  /** The status change of the spec: choice rule, notes rules, driver, history, audit, broadcast. */
  async changeStatus(ref: OrderRef, body: unknown, actor: Actor, permissions: readonly Permission[]): Promise<Order> {
    const change = parseStatusChange(body);
    const result = await this.tx(async (trx) => {
      const before = await this.repo.get(ref, trx, true);
      if (!before) throw notFound();
      if (change.previousStatus !== before.status) throw new ApiError(409, orderMessages.previousStatusStale);
      if (change.status === before.status) throw new ValidationError([{ path: 'status', msg: orderMessages.statusUnchanged }]);
      if (!canChangeStatus(before.status, change.status, permissions)) {
        throw new ValidationError([{ path: 'status', msg: orderMessages.statusNotAllowed(before.status, change.status) }]);
      }
      const errors = statusChangeErrors({ status: change.status, reasonId: change.orderCancellationReasonId, message: change.message });
      const reasonId = change.status === 'cancel' ? (change.orderCancellationReasonId ?? null) : null;
      if (reasonId && !(await this.repo.exists('order_cancellation_reason', reasonId, trx))) {
        errors.push({ path: 'orderCancellationReasonId', msg: missing });
      }
      let driver: { userId: number; username: string } | undefined;
      if (change.status === 'delivering') {
        if (!change.userId) errors.push({ path: 'userId', msg: orderMessages.driverRequired });
        else if (!(driver = await this.repo.driver(change.userId, trx))) errors.push({ path: 'userId', msg: orderMessages.notADriver });
      }
      if (errors.length) throw new ValidationError(errors);
      // accepting makes the one who accepts the order its manager, as delivering names its driver
      const manager = change.status === 'accepted' ? { userId: actor.userId, username: actor.username } : undefined;
      await this.repo.update(before.orderId, { status: change.status, orderCancellationReasonId: reasonId }, trx);
      if (driver) await this.repo.addStaff(before.orderId, staffEntry(driver, 'delivering'), trx);
      if (manager) await this.repo.addStaff(before.orderId, staffEntry(manager, 'accepted'), trx);
      await this.repo.addHistory(
        before.orderId,
        { status: change.status, previousStatus: before.status, message: change.message, reasonId, userId: actor.userId, username: actor.username },
        trx,
      );
      const after = (await this.repo.get(before.orderId, trx))!;
      await recordAudit(trx, actor, ENTITY, before.orderId, 'status',
        { status: before.status, orderCancellationReasonId: before.orderCancellationReasonId },
        { status: after.status, orderCancellationReasonId: reasonId, message: change.message ?? null, ...(driver ? { driver: driver.username } : {}), ...(manager ? { manager: manager.username } : {}) });
      return { before, after };
    });
    const event: SaleStatusEvent = {
      orderId: result.after.orderId,
      mongoId: result.after.mongoId,
      status: result.after.status,
      previousStatus: result.before.status,
      userId: actor.userId,
    };
    this.announce('order', EVENTS.saleStatus, event);
    send(() => this.notices?.statusChanged(event));
    return result.after;
  }

  /** POST s/sales/staff: records a staff member (manager, or driver for delivering) on the order. */
  async assignStaff(body: unknown, actor: Actor): Promise<Order> {
    const b = (body ?? {}) as Record<string, unknown>;
    const errors: ValidationItem[] = [];
    const orderId = orderRefOf(b.orderId);
    const userId = parseIdValue(b.userId);
    if (orderId === undefined) errors.push({ path: 'orderId', msg: messages.required('Order Id') });
    if (userId === undefined) errors.push({ path: 'userId', msg: messages.required('User') });
    if (!isOrderStatus(b.status)) errors.push({ path: 'status', msg: messages.required('Status') });
    if (errors.length) throw new ValidationError(errors);
    const status = b.status as OrderStatus;
    return this.tx(async (trx) => {
      const before = await this.repo.get(orderId!, trx, true);
      if (!before) throw notFound();
      const user = status === 'delivering' ? await this.repo.driver(userId!, trx) : await this.repo.user(userId!, trx);
      if (!user) throw new ValidationError([{ path: 'userId', msg: status === 'delivering' ? orderMessages.notADriver : missing }]);
      await this.repo.addStaff(before.orderId, staffEntry(user, status), trx);
      const after = (await this.repo.get(before.orderId, trx))!;
      await recordAudit(trx, actor, ENTITY, before.orderId, 'staff', null, { userId: user.userId, username: user.username, status });
      return after;
    });
  }

  /** PUT u/f/{id}: {Id, franchiseId, name}. */
  async changeFranchise(ref: OrderRef, body: unknown, actor: Actor): Promise<Order> {
    const b = (body ?? {}) as Record<string, unknown>;
    const franchiseId = parseIdValue(b.franchiseId);
    if (franchiseId === undefined) throw new ValidationError([{ path: 'franchiseId', msg: messages.required('Franchise') }]);
    checkBodyId(ref, b.Id);
    return this.tx(async (trx) => {
      const before = await this.repo.get(ref, trx, true);
      if (!before) throw notFound();
      if (!(await this.repo.exists('franchise', franchiseId, trx))) throw new ValidationError([{ path: 'franchiseId', msg: missing }]);
      await this.repo.update(before.orderId, { franchiseId }, trx);
      const after = (await this.repo.get(before.orderId, trx))!;
      await audit(trx, actor, before, after, 'update');
      return after;
    });
  }

  /** PUT u/p/{id}: {Id, paymentMethod}; broadcasts UPDATE-PAYMENT-STATUS. */
  async changePaymentMethod(ref: OrderRef, body: unknown, actor: Actor): Promise<Order> {
    const b = (body ?? {}) as Record<string, unknown>;
    if (!isPaymentMethod(b.paymentMethod)) {
      throw new ValidationError([{ path: 'paymentMethod', msg: ORDER_INPUT_FIELDS.paymentMethod.choices.join(', ') }]);
    }
    const paymentMethod = b.paymentMethod as PaymentMethod;
    checkBodyId(ref, b.Id);
    const after = await this.tx(async (trx) => {
      const before = await this.repo.get(ref, trx, true);
      if (!before) throw notFound();
      await this.repo.update(before.orderId, { paymentMethod }, trx);
      const updated = (await this.repo.get(before.orderId, trx))!;
      await audit(trx, actor, before, updated, 'update');
      return updated;
    });
    const event: PaymentStatusEvent = { orderId: after.orderId, mongoId: after.mongoId, paymentMethod, userId: actor.userId };
    this.announce('order', EVENTS.paymentStatus, event);
    this.announce('payment', EVENTS.paymentStatus, event);
    return after;
  }

  setArchived(refs: OrderRef[], archived: boolean, actor: Actor): Promise<{ ids: number[] }> {
    return this.tx(async (trx) => {
      const ids = await this.repo.setArchived(await this.repo.idsOf(refs, trx), archived, trx);
      for (const id of ids) {
        const change = archiveChange(archived);
        await recordAudit(trx, actor, ENTITY, id, change.action, change.before, change.after);
      }
      return { ids };
    });
  }

  destroy(refs: OrderRef[], actor: Actor): Promise<{ ids: number[] }> {
    return this.tx(async (trx) => {
      const ids = await this.repo.idsOf(refs, trx);
      checkDestroyable(await this.repo.lockForDestroy(ids, trx), new Set(refs.map(String)).size, notFound);
      for (const id of ids) {
        const before = await this.repo.get(id, trx);
        await recordAudit(trx, actor, ENTITY, id, 'destroy', before as never, null);
      }
      await this.repo.destroy(ids, trx);
      return { ids };
    });
  }
}

function staffEntry(user: { userId: number; username: string }, status: OrderStatus): OrderStaff {
  return { userId: user.userId, user: { userId: user.userId, username: user.username }, status, dateAdded: new Date().toISOString() };
}

/** The body's Id, when given, must name the order of the path. */
function checkBodyId(ref: OrderRef, id: unknown) {
  if (id === undefined || id === null || id === '') return;
  if (String(id) !== String(ref)) throw new ValidationError([{ path: 'Id', msg: 'Id does not match the order of the path.' }]);
}

/** Audit entry with only the fields that changed (the history is its own record). */
async function audit(trx: Trx, actor: Actor, before: Order, after: Order, action: string) {
  const changed = diff({ ...before }, { ...after }, false, ['orderHistory']);
  if (changed) await recordAudit(trx, actor, ENTITY, after.orderId, action, changed.before, changed.after);
}

function parseStatusChange(body: unknown): StatusChange {
  const b = (body ?? {}) as Record<string, unknown>;
  const errors: ValidationItem[] = [];
  if (!isOrderStatus(b.status)) errors.push({ path: 'status', msg: messages.required('Status') });
  if (!isOrderStatus(b.previousStatus)) errors.push({ path: 'previousStatus', msg: messages.required('Previous status') });
  if (b.message !== undefined && b.message !== null && (typeof b.message !== 'string' || !isStorableText(b.message))) {
    errors.push({ path: 'message', msg: messages.wrongType });
  }
  const num = (key: string) => {
    const v = b[key];
    if (v === undefined || v === null || v === '') return undefined;
    const n = parseIdValue(v);
    if (n === undefined) errors.push({ path: key, msg: messages.numberOnly });
    return n;
  };
  const orderCancellationReasonId = num('orderCancellationReasonId');
  const userId = num('userId');
  if (errors.length) throw new ValidationError(errors);
  return {
    status: b.status as OrderStatus,
    previousStatus: b.previousStatus as OrderStatus,
    message: typeof b.message === 'string' ? b.message.trim() : undefined,
    orderCancellationReasonId,
    userId,
  };
}

/** Checks chosen options against the product: known options and values only. */
function checkOptions(product: ProductFacts, raw: unknown, path: string, errors: ValidationItem[]): ChosenOptions {
  const chosen: ChosenOptions = {};
  if (raw === undefined || raw === null) return chosen;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    errors.push({ path, msg: messages.wrongType });
    return chosen;
  }
  for (const [optionId, v] of Object.entries(raw as Record<string, unknown>)) {
    const po = (product.productOptions ?? []).find((p) => String(p.option.optionId) === optionId);
    const ids = (Array.isArray(v) ? v : [v]).map(Number);
    if (!po || ids.some((id) => !po.values.some((val) => val.optionValueId === id))) {
      errors.push({ path: `${path}.${optionId}`, msg: missing });
      continue;
    }
    chosen[optionId] = Array.isArray(v) ? ids : ids[0];
  }
  return chosen;
}
