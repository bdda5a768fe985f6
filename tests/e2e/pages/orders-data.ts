// Orders made for a test through the API, each batch under a telephone number no other test uses,
// so a test finds exactly its own orders with the list's telephone filter.
import { expect } from '@playwright/test';
import { ORDER_PATHS, orderPath, type Order, type OrderStatus, type StatusChange } from '../../../contract/orders';
import type { BackOfficeApi } from '../fixtures';

/** Ten digits starting with 555, unique per call (time and randomness). */
export function uniqueTelephone(): string {
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0') + Math.floor(Math.random() * 10);
  return `555${tail}`;
}

export class OrdersData {
  constructor(private readonly api: BackOfficeApi) {}

  private async firstIds(path: string, idField: string, n: number): Promise<number[]> {
    const r = await this.api.call('GET', `${path}/r/1/${n}`);
    expect(r.status, `lookup ${path}`).toBe(200);
    return (r.body.data as Record<string, number>[]).map((row) => row[idField]);
  }

  /** `n` new orders with the given telephone; order i has i + 1 units of one product. */
  async create(n: number, telephone: string, extra: Record<string, unknown> = {}): Promise<Order[]> {
    const [storeId] = await this.firstIds('/store/c/s', 'storeId', 1);
    const productIds = await this.firstIds('/product/c/p', 'productId', 3);
    const orders: Order[] = [];
    for (let i = 0; i < n; i++) {
      const r = await this.api.call<Order>('POST', orderPath(ORDER_PATHS.sales), {
        body: {
          storeId,
          telephone,
          address: { address: `${100 + i} Test Street` },
          products: [
            { productId: productIds[i % productIds.length], quantity: i + 1 },
            { productId: productIds[(i + 1) % productIds.length], quantity: 1 },
          ],
          ...extra,
        },
      });
      expect(r.status, `create order: ${JSON.stringify(r.body)}`).toBe(201);
      orders.push(r.body);
    }
    return orders;
  }

  async get(orderId: number): Promise<Order> {
    const r = await this.api.call<Order>('GET', orderPath(ORDER_PATHS.one(orderId)));
    expect(r.status).toBe(200);
    return r.body;
  }

  /** A status change through the API, as another operator would make it. */
  async changeStatus(order: Pick<Order, 'orderId'>, status: OrderStatus, extra: Partial<StatusChange> = {}): Promise<Order> {
    const current = await this.get(order.orderId);
    const r = await this.api.call<Order>('PUT', orderPath(ORDER_PATHS.status(order.orderId)), {
      body: { status, previousStatus: current.status, ...extra },
    });
    expect(r.status, `status change: ${JSON.stringify(r.body)}`).toBe(200);
    return r.body;
  }

  async archive(orderIds: number[]): Promise<void> {
    const r = await this.api.call('POST', orderPath(ORDER_PATHS.bulkArchive), { body: orderIds });
    expect(r.status, `archive: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  }

  /** The list call with a filter, as admin. */
  async list(query: Record<string, string>): Promise<{ data: Order[]; count: number }> {
    const qs = new URLSearchParams(query).toString();
    const r = await this.api.call('GET', `${orderPath(ORDER_PATHS.list(1, 100))}?${qs}`);
    expect(r.status).toBe(200);
    return r.body;
  }
}
