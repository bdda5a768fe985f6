// The last position of each courier in driver_location (migration 0016): all the SQL of the location service.
import { sql } from 'kysely';
import type { DriverPosition } from '../../../contract/delivery/location';
import type { Db } from '../../db/database';

/** The saved positions of these drivers (those that have one). */
export async function readDriverPositions(db: Db, driverIds: number[]): Promise<DriverPosition[]> {
  const { rows } = await sql<{ user_id: string; latitude: number; longitude: number; heading: number | null; bearing: number | null; speed: number | null; ms: string }>`
    SELECT user_id, latitude, longitude, heading, bearing, speed, (extract(epoch FROM reported_at) * 1000)::bigint AS ms
    FROM driver_location WHERE user_id = ANY(${driverIds}::bigint[])`.execute(db);
  return rows.map((r) => ({ driverId: Number(r.user_id), latitude: r.latitude, longitude: r.longitude, timestamp: Number(r.ms), heading: r.heading, bearing: r.bearing, speed: r.speed }));
}

/**
 * Upserts the positions in one statement; a row is never overwritten by an older position, and a
 * driver deleted meanwhile is skipped. Returns the rows written.
 */
export async function saveDriverPositions(db: Db, batch: DriverPosition[]): Promise<number> {
  const col = <K extends keyof DriverPosition>(k: K) => batch.map((p) => p[k]);
  const result = await sql`
    INSERT INTO driver_location (user_id, latitude, longitude, heading, bearing, speed, reported_at, saved_at)
    SELECT t.user_id, t.latitude, t.longitude, t.heading, t.bearing, t.speed, to_timestamp(t.ms / 1000.0), now()
    FROM unnest(${col('driverId')}::bigint[], ${col('latitude')}::float8[], ${col('longitude')}::float8[], ${col('heading')}::float8[],
                ${col('bearing')}::float8[], ${col('speed')}::float8[], ${col('timestamp')}::float8[])
         AS t(user_id, latitude, longitude, heading, bearing, speed, ms)
    WHERE EXISTS (SELECT 1 FROM app_user u WHERE u.id = t.user_id)
    ON CONFLICT (user_id) DO UPDATE SET latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, heading = EXCLUDED.heading,
      bearing = EXCLUDED.bearing, speed = EXCLUDED.speed, reported_at = EXCLUDED.reported_at, saved_at = EXCLUDED.saved_at
    WHERE driver_location.reported_at <= EXCLUDED.reported_at`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
