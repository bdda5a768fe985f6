// The pace at which work is handed to an outside provider (SMS, calls), shared by every worker of
// every API process: one timeline per channel and provider in the database (`provider_pace`). Each
// batch reserves on it the time it may take at the configured rate, right after the previous
// reservation, then waits for its turn. Two servers, or a campaign and the single SMS beside it,
// therefore share the provider's rate instead of each sending at it.
import { sql } from 'kysely';
import type { Db } from '../db/database';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reserves `count` sends at `ratePerSecond` on the timeline `key` and resolves when they may start. */
export async function awaitTurn(db: Db, key: string, count: number, ratePerSecond: number): Promise<void> {
  const ms = (count / ratePerSecond) * 1000;
  const { rows } = await sql<{ wait: number }>`
    INSERT INTO provider_pace AS p (key, next_at) VALUES (${key}, now() + ${ms}::float8 * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET next_at = greatest(p.next_at, now()) + ${ms}::float8 * interval '1 millisecond'
    RETURNING (extract(epoch FROM p.next_at - now()) * 1000 - ${ms}::float8)::float8 AS wait`.execute(db);
  const wait = rows[0].wait;
  if (wait > 0) await sleep(wait);
}

/** Items grouped by a key, in their order: a batch holding several providers reserves on each one's timeline. */
export function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
