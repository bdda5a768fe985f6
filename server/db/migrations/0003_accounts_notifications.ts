import { sql } from 'kysely';
import type { Db } from '../database';

/** Account codes and tokens, mail outbox, notifications, push subscriptions, stored files, worked hours. */
export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE account_token (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      purpose text NOT NULL,
      secret_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX account_token_user_idx ON account_token (user_id, purpose, created_at DESC);

    CREATE TABLE captcha_used (nonce text PRIMARY KEY, expires_at timestamptz NOT NULL);

    CREATE TABLE account_request (ip text NOT NULL, kind text NOT NULL, at timestamptz NOT NULL DEFAULT now());
    CREATE INDEX account_request_idx ON account_request (ip, kind, at DESC);

    CREATE TABLE mail_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      purpose text,
      sent boolean NOT NULL DEFAULT false,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), at DESC);
    CREATE INDEX mail_outbox_at_idx ON mail_outbox (at DESC);

    CREATE TABLE notification (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      receiver bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      type text NOT NULL,
      content text NOT NULL,
      message text,
      sender_id bigint REFERENCES app_user (id) ON DELETE SET NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb,
      sound text,
      is_read boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX notification_receiver_idx ON notification (receiver, id DESC);
    CREATE INDEX notification_unread_idx ON notification (receiver) WHERE NOT is_read;

    CREATE TABLE notification_user_setting (
      user_id bigint PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
      settings jsonb NOT NULL DEFAULT '{}'::jsonb
    );

    CREATE TABLE push_subscription (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      endpoint text NOT NULL UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX push_subscription_user_idx ON push_subscription (user_id);

    CREATE TABLE stored_file (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL,
      name text NOT NULL,
      mime text NOT NULL,
      size integer NOT NULL,
      data bytea NOT NULL,
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE user_worked_hours (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      check_in timestamptz NOT NULL,
      check_out timestamptz,
      note text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (check_out IS NULL OR check_out >= check_in)
    );
    CREATE INDEX user_worked_hours_user_idx ON user_worked_hours (user_id, check_in DESC);
  `.execute(db);
}
