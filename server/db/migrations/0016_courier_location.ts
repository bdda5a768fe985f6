// The last known position of each courier (spec: "last location saved every 5 s"): one row per
// driver, overwritten by the location service at most every LOCATION_SAVE_INTERVAL_MS.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS driver_location (
      user_id bigint PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
      latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
      heading double precision,
      bearing double precision,
      speed double precision,
      reported_at timestamptz NOT NULL,
      saved_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
