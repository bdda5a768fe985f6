// A user's own preferences of each list (docs/decisions.md, "Saved views and columns, per user on
// the server"): one document per user and entity, the saved views and the columns chosen, so they
// follow the user to any browser. Checked by their route (contract/list-views.ts), stored as sent.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS user_list_preference (
      user_id bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      entity text NOT NULL,
      preferences jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, entity)
    )`.execute(db);
}
