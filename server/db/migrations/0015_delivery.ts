// Tables and indexes of the delivery routes beyond their declarations' own tables (which entity-sync.ts keeps).
// The driver and the franchise of a route are plain ids in the declaration (the server chooses which
// rows they may name), so their foreign keys and indexes are here: a driver or franchise still on a
// route cannot be destroyed (409 naming the routes).
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    ALTER TABLE delivery_route
      ADD CONSTRAINT delivery_route_driver_id_fkey FOREIGN KEY (driver_id) REFERENCES app_user (id),
      ADD CONSTRAINT delivery_route_franchise_id_fkey FOREIGN KEY (franchise_id) REFERENCES franchise (id);
    CREATE INDEX IF NOT EXISTS delivery_route_driver_id_idx ON delivery_route (driver_id);
    CREATE INDEX IF NOT EXISTS delivery_route_franchise_id_idx ON delivery_route (franchise_id);
  `.execute(db);
}
