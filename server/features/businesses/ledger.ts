// The one place a business's balance moves: by the sum of transaction amounts, inside the write's
// transaction, the business rows locked in id order (two writers touching the same businesses wait
// for each other instead of deadlocking).
import { sql } from 'kysely';
import type { WriteContext } from '../../engine/entity-hooks';

/** Adds each amount to its business's balance; `moves` maps businessId -> amount (0s are skipped). */
export async function moveBalances(trx: WriteContext['trx'], moves: Map<number, number>): Promise<void> {
  const ids = [...moves.keys()].filter((id) => moves.get(id) !== 0).sort((a, b) => a - b);
  for (const id of ids) {
    await sql`UPDATE business SET balance = coalesce(balance, 0) + ${moves.get(id)}::numeric, date_modified = now() WHERE id = ${id}`.execute(trx);
  }
}

/** Adds `amount` to the move of `businessId`. */
export function addMove(moves: Map<number, number>, businessId: unknown, amount: unknown): void {
  const id = Number(businessId);
  const value = Number(amount);
  if (!Number.isFinite(id) || !Number.isFinite(value) || id <= 0) return;
  moves.set(id, (moves.get(id) ?? 0) + value);
}
