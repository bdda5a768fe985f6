// All SQL of the delivery routes beyond the engine's generic pattern: the stops' orders, the rule
// that an order sits on at most one open route, and the route page's read.
import { sql, type RawBuilder } from 'kysely';
import { OPEN_DELIVERY_ROUTE_STATUSES } from '../../../contract/delivery/routes';
import { deliveryRoute } from '../../../contract/entities/delivery/deliveryRoute';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';

type Conn = Db | Trx;

/** A coordinate of an order's address jsonb as a number, or null when absent or not numeric. */
const coordinate = (key: 'latitude' | 'longitude'): RawBuilder<number | null> =>
  sql`CASE WHEN (o.address->>${key}) ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$' THEN (o.address->>${key})::float8 END`;

/** What the route rules need of an order on a stop. */
export interface StopOrderFacts {
  orderId: number;
  franchiseId: number | null;
  franchiseName: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** An order of the route page's side panel. */
export interface StopOrder extends StopOrderFacts {
  mongoId: string;
  status: string;
  paymentMethod: string;
  customer: string;
  telephone: string | null;
  address: string;
}

/** The orders with these ids (archived ones too: a route keeps a stop whose order was archived). */
export async function stopOrders(conn: Conn, orderIds: number[]): Promise<StopOrder[]> {
  if (!orderIds.length) return [];
  const { rows } = await sql<StopOrder>`
    SELECT o.id::int AS "orderId", o.mongo_id AS "mongoId", o.franchise_id::int AS "franchiseId", f.name AS "franchiseName",
      ${coordinate('latitude')} AS latitude, ${coordinate('longitude')} AS longitude,
      o.status, o.payment_method AS "paymentMethod", o.telephone,
      trim(coalesce(c.firstname, '') || ' ' || coalesce(c.lastname, '')) AS customer,
      concat_ws(', ', nullif(o.address->>'address', ''), nullif(o.address->>'apartment', ''), nullif(o.address->>'state', '')) AS address
    FROM orders o LEFT JOIN customer c ON c.id = o.customer_id LEFT JOIN franchise f ON f.id = o.franchise_id
    WHERE o.id = ANY(${orderIds}::bigint[])`.execute(conn);
  return rows;
}

/**
 * Serializes the writes that put orders on open routes for the rest of the transaction: two
 * concurrent creates with the same order cannot both pass the check below.
 */
export async function lockOpenRouteOrders(trx: Trx): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('delivery_route.open_orders'))`.execute(trx);
}

/** Orders among `orderIds` already on another open route (not archived), with that route. */
export async function ordersOnOtherOpenRoutes(trx: Trx, orderIds: number[], exceptRouteId: number | null): Promise<{ orderId: number; routeId: number }[]> {
  if (!orderIds.length) return [];
  const { rows } = await sql<{ orderId: number; routeId: number }>`
    SELECT (s->>'orderId')::int AS "orderId", r.id::int AS "routeId"
    FROM ${sql.table(deliveryRoute.table)} r CROSS JOIN LATERAL jsonb_array_elements(r.orders_deliver_route) s
    WHERE NOT r.deleted AND r.status = ANY(${[...OPEN_DELIVERY_ROUTE_STATUSES]}::text[])
      AND r.id IS DISTINCT FROM ${exceptRouteId}::bigint
      AND (s->>'orderId')::bigint = ANY(${orderIds}::bigint[])
    ORDER BY r.id`.execute(trx);
  return rows;
}

export interface DriverFacts {
  userId: number;
  username: string;
  firstname: string;
  lastname: string;
}

export async function driverOf(conn: Conn, userId: number): Promise<DriverFacts | undefined> {
  const { rows } = await sql<DriverFacts>`
    SELECT id::int AS "userId", username, firstname, lastname FROM app_user WHERE id = ${userId}`.execute(conn);
  return rows[0];
}

/** The driver's last known position (table driver_location, kept by the location service). */
export async function driverLocation(conn: Conn, userId: number) {
  const { rows } = await sql<{ latitude: number; longitude: number; heading: number | null; bearing: number | null; speed: number | null; timestamp: number }>`
    SELECT latitude, longitude, heading, bearing, speed, (extract(epoch FROM reported_at) * 1000)::float8 AS timestamp
    FROM driver_location WHERE user_id = ${userId}`.execute(conn);
  return rows[0];
}

/** The driver of a route, for its notifications. */
export async function routeDriverId(conn: Conn, routeId: number): Promise<number | undefined> {
  const { rows } = await sql<{ driverId: number | null }>`
    SELECT driver_id::int AS "driverId" FROM ${sql.table(deliveryRoute.table)} WHERE id = ${routeId}`.execute(conn);
  return rows[0]?.driverId ?? undefined;
}
