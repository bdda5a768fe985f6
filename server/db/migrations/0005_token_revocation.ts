import { sql } from 'kysely';
import type { Db } from '../database';

/**
 * Tokens issued before a user's password last changed stop working: every path that changes a
 * password (the user form, a reset, an invitation) goes through this trigger, which also tells
 * every API process to drop its cached copy of the user.
 */
export async function up(db: Db): Promise<void> {
  await sql`
    ALTER TABLE app_user ADD COLUMN IF NOT EXISTS tokens_valid_after timestamptz NOT NULL DEFAULT '-infinity';
    CREATE OR REPLACE FUNCTION app_user_revoke_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.password IS DISTINCT FROM OLD.password THEN
        NEW.tokens_valid_after := clock_timestamp();
      END IF;
      IF NEW.password IS DISTINCT FROM OLD.password OR NEW.status IS DISTINCT FROM OLD.status
         OR NEW.deleted IS DISTINCT FROM OLD.deleted OR NEW.user_group_id IS DISTINCT FROM OLD.user_group_id THEN
        PERFORM pg_notify('auth_changed', 'user');
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER app_user_revoke_tokens BEFORE UPDATE ON app_user
      FOR EACH ROW EXECUTE FUNCTION app_user_revoke_tokens();
  `.execute(db);
}
