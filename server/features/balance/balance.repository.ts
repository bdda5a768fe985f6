import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The total balance of the active businesses, rounded to cents. */
export async function totalBalance(db: Db): Promise<number> {
  // rounded, not cast to a fixed precision: one business with a huge balance must not break the top bar for everyone
  const { rows } = await sql<{ balance: number }>`
    SELECT round(coalesce(sum(balance), 0), 2) AS balance FROM business WHERE NOT deleted AND status`.execute(db);
  return Number(rows[0].balance);
}
