import { sql } from 'kysely';
import type { Db } from '../database';

/**
 * Brute-force limits and sign-out (docs/security.md): failed sign-ins counted per account name as
 * well as per address; the addresses an account signed in from (they skip the account's wait);
 * wrong codes per email address across every code mailed; sign-ins ended by their user.
 */
export async function up(db: Db): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS login_failure_username_idx ON login_failure (username, at DESC);
    CREATE TABLE IF NOT EXISTS login_success (
      username text NOT NULL,
      ip text NOT NULL,
      at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (username, ip)
    );
    CREATE TABLE IF NOT EXISTS account_code_failure (email text NOT NULL, at timestamptz NOT NULL DEFAULT now());
    CREATE INDEX IF NOT EXISTS account_code_failure_idx ON account_code_failure (email, at DESC);
    CREATE TABLE IF NOT EXISTS revoked_session (
      session text PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS revoked_session_user_idx ON revoked_session (user_id, expires_at);
  `.execute(db);
}
