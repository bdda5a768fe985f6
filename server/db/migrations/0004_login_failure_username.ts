import { sql } from 'kysely';
import type { Db } from '../database';

/** Failed sign-ins remember the name tried, so a success clears only that name's failures. */
export async function up(db: Db): Promise<void> {
  await sql`ALTER TABLE login_failure ADD COLUMN IF NOT EXISTS username text`.execute(db);
}
