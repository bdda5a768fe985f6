import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE app_setting (key text PRIMARY KEY, value jsonb NOT NULL);
    CREATE TABLE audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint,
      username text,
      at timestamptz NOT NULL DEFAULT now(),
      entity text NOT NULL,
      entity_id bigint NOT NULL,
      action text NOT NULL,
      before jsonb,
      after jsonb
    );
    CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at DESC);
    CREATE INDEX audit_log_user_idx ON audit_log (user_id, at DESC);
    CREATE INDEX audit_log_at_idx ON audit_log (at DESC);
    CREATE TABLE login_failure (ip text NOT NULL, at timestamptz NOT NULL DEFAULT now());
    CREATE INDEX login_failure_idx ON login_failure (ip, at DESC);
  `.execute(db);
}
