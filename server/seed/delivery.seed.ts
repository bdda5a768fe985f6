// Demo data of Delivery routes and courier locations, written through the entities' repositories on a fresh database, after the
// order data and the other areas' demo data (stores, franchises, customers, products and orders exist by then).
import { sql } from 'kysely';
import type { DeliveryRouteStatus } from '../../contract/delivery/routes';
import type { Db } from '../db/database';
import { SEED, type SeedRepositories } from './seed-repositories';

/** The demo routes of the demo driver: how many stops each takes and its status. */
const DEMO_ROUTES: { name: string; stops: number; status: DeliveryRouteStatus; notes: string }[] = [
  { name: 'Westside evening', stops: 5, status: 'pending', notes: 'Call the customer on arrival.' },
  { name: 'Santa Monica lunch', stops: 4, status: 'progress', notes: 'Back entrance for the apartments.' },
  { name: 'Morning run', stops: 3, status: 'done', notes: '' },
];

/**
 * Three routes for the demo driver over the lowest-numbered active orders (the generated orders all
 * have coordinates in Los Angeles). Orders past the first dozen stay free for new routes.
 */
export async function seedDelivery(db: Db, repos: SeedRepositories): Promise<void> {
  const driver = await sql<{ id: number }>`SELECT id::int AS id FROM app_user WHERE username = 'driver' AND NOT deleted`.execute(db);
  const driverId = driver.rows[0]?.id;
  if (!driverId) return;
  const wanted = DEMO_ROUTES.reduce((n, r) => n + r.stops, 0);
  const { rows } = await sql<{ id: number }>`SELECT id::int AS id FROM orders WHERE NOT deleted ORDER BY id LIMIT ${wanted}`.execute(db);
  if (rows.length < wanted) return;
  let next = 0;
  for (const route of DEMO_ROUTES) {
    const orders = rows.slice(next, next + route.stops);
    next += route.stops;
    await repos.deliveryRoute.create(
      { name: route.name, driverId, status: route.status, notes: route.notes || null, ordersDeliverRoute: orders.map((o, sortOrder) => ({ sortOrder, orderId: o.id })) },
      SEED,
    );
  }
}
