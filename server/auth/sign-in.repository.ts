import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A user who may sign in, as the sign-in steps need them. */
export interface SignInUser {
  id: number;
  username: string;
  password: string | null;
  /** two-factor sign-in is on */
  twoFactor: boolean;
  /** the user's group requires two-factor sign-in */
  required: boolean;
  /** tokens and sign-in tickets issued before this (ms) are void: the password changed, or everything was signed out */
  validAfter: number;
}

const select = sql`
  SELECT u.id, u.username, u.password,
         EXISTS (SELECT 1 FROM two_factor t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL) AS two_factor,
         coalesce(g.require_two_factor, false) AS required,
         extract(epoch FROM u.tokens_valid_after) * 1000 AS valid_after
  FROM app_user u JOIN user_group g ON g.id = u.user_group_id`;

type Row = { id: number; username: string; password: string | null; two_factor: boolean; required: boolean; valid_after: number };
const toUser = (r: Row | undefined): SignInUser | undefined =>
  r && { id: Number(r.id), username: r.username, password: r.password, twoFactor: r.two_factor, required: r.required, validAfter: Number(r.valid_after) };

/** The enabled, not archived user of that name (any case), in a group that is not archived. */
export async function signInUserByName(db: Db, name: string): Promise<SignInUser | undefined> {
  const { rows } = await sql<Row>`${select}
    WHERE lower(u.username) = lower(${name.trim()}) AND u.status AND NOT u.deleted AND NOT g.deleted`.execute(db);
  return toUser(rows[0]);
}

/** The same, by id: the steps after the password look the user up again (disabled meanwhile: gone). */
export async function signInUserById(db: Db, id: number): Promise<SignInUser | undefined> {
  const { rows } = await sql<Row>`${select}
    WHERE u.id = ${id} AND u.status AND NOT u.deleted AND NOT g.deleted`.execute(db);
  return toUser(rows[0]);
}

/**
 * Writes a hash of the same password at today's cost, in one UPDATE: only if the hash is still the one
 * checked (a password changed meanwhile wins), and with backoffice.password_rehash set for the
 * statement so the trigger of migration 0026 signs nobody out.
 */
export async function storeRehashedPassword(db: Db, userId: number, checked: string, fresh: string): Promise<void> {
  await sql`UPDATE app_user SET password = ${fresh}
            FROM (SELECT set_config('backoffice.password_rehash', 'on', true)) AS rehash
            WHERE id = ${userId} AND password = ${checked}`.execute(db);
}
