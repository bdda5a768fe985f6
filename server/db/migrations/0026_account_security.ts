// Account security (docs/security.md): the sign-ins a user can see and end, two-factor sign-in with
// recovery codes, and password hashes written again at a higher cost without signing anyone out.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    -- One row per sign-in (its tokens share the session id 'sid'): where it came from, when it began and
    -- when it was last used. Listed in Settings, Security; ending one puts its sid in revoked_session.
    CREATE TABLE IF NOT EXISTS user_session (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      session text NOT NULL UNIQUE,
      user_id bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      user_agent text NOT NULL DEFAULT '',
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS user_session_user_idx ON user_session (user_id, created_at DESC);
    COMMENT ON TABLE user_session IS 'Sign-ins of users (token sid, user agent, address, start, last use, expiry), listed and ended in Settings, Security';

    -- A user's TOTP secret (RFC 6238), encrypted (AES-256-GCM); enabled_at is null while a new secret
    -- waits for its first code. last_step is the time step of the last code taken: a code works once.
    CREATE TABLE IF NOT EXISTS two_factor (
      user_id bigint PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
      secret text NOT NULL,
      enabled_at timestamptz,
      last_step bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    COMMENT ON TABLE two_factor IS 'Two-factor sign-in of users: the encrypted TOTP secret, when it was turned on, the last time step taken';

    -- Recovery codes of two-factor sign-in, stored as HMACs; a used code keeps its row with used_at.
    CREATE TABLE IF NOT EXISTS two_factor_recovery_code (
      user_id bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (user_id, code_hash)
    );
    COMMENT ON TABLE two_factor_recovery_code IS 'One-time recovery codes of two-factor sign-in (HMAC of each code), used_at once spent';

    -- As 0005, but a hash written again at a higher cost at sign-in (the same password; the writer sets
    -- backoffice.password_rehash for its statement) signs nobody out, and moving tokens_valid_after
    -- (sign out everywhere) tells every process at once.
    CREATE OR REPLACE FUNCTION app_user_revoke_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      new_password boolean := NEW.password IS DISTINCT FROM OLD.password
        AND coalesce(current_setting('backoffice.password_rehash', true), '') <> 'on';
    BEGIN
      IF new_password THEN
        NEW.tokens_valid_after := clock_timestamp();
      END IF;
      IF new_password OR NEW.status IS DISTINCT FROM OLD.status OR NEW.deleted IS DISTINCT FROM OLD.deleted
         OR NEW.user_group_id IS DISTINCT FROM OLD.user_group_id OR NEW.tokens_valid_after IS DISTINCT FROM OLD.tokens_valid_after THEN
        PERFORM pg_notify('auth_changed', 'user');
      END IF;
      RETURN NEW;
    END $$;
  `.execute(db);
}
