// Tenancy (docs/tenancy.md): the settings a tenant's connection carries, read by the row-level
// security policies (server/db/tenancy.ts); the business of every SMS and call, kept by the database
// from whatever names it (the store, the number, the campaign, the user) so every writer agrees; and
// the business of audit entries written on a tenant's behalf.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  // '' or unset: no tenant (staff of the platform, the product itself)
  await sql`
    CREATE OR REPLACE FUNCTION app_tenant_business() RETURNS bigint LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ SELECT nullif(current_setting('app.tenant_business', true), '')::bigint $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION app_tenant_franchise() RETURNS bigint LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ SELECT nullif(current_setting('app.tenant_franchise', true), '')::bigint $$`.execute(db);

  await sql`ALTER TABLE audit_log ADD COLUMN IF NOT EXISTS business_id bigint DEFAULT app_tenant_business()`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS audit_log_business_idx ON audit_log (business_id, id DESC) WHERE business_id IS NOT NULL`.execute(db);

  // an SMS is its store's business's, else the business of the number it went from (or came to), else its sender's
  await sql`
    CREATE OR REPLACE FUNCTION sms_business() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        IF NEW.store_id IS DISTINCT FROM OLD.store_id AND NEW.store_id IS NOT NULL THEN
          NEW.business_id := coalesce((SELECT business_id FROM store WHERE id = NEW.store_id), OLD.business_id);
        END IF;
      ELSIF NEW.business_id IS NULL THEN
        NEW.business_id := coalesce(
          (SELECT business_id FROM store WHERE id = NEW.store_id),
          (SELECT business_id FROM sms_phone WHERE phone = CASE WHEN NEW.inbound THEN NEW."to" ELSE NEW."from" END
             AND NOT deleted AND business_id IS NOT NULL ORDER BY id LIMIT 1),
          app_tenant_business());
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`DROP TRIGGER IF EXISTS sms_business ON sms`.execute(db);
  await sql`CREATE TRIGGER sms_business BEFORE INSERT OR UPDATE OF store_id ON sms FOR EACH ROW EXECUTE FUNCTION sms_business()`.execute(db);

  // a call is its store's business's, else its campaign's, else the business of the user who placed or took it
  await sql`
    CREATE OR REPLACE FUNCTION call_business() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        IF NEW.store_id IS DISTINCT FROM OLD.store_id AND NEW.store_id IS NOT NULL THEN
          NEW.business_id := coalesce((SELECT business_id FROM store WHERE id = NEW.store_id), OLD.business_id);
        END IF;
      ELSIF NEW.business_id IS NULL THEN
        NEW.business_id := coalesce(
          (SELECT business_id FROM store WHERE id = NEW.store_id),
          (SELECT business_id FROM call_campaign WHERE id = NEW.campaign_id),
          (SELECT business_id FROM app_user WHERE id = NEW.user_id),
          app_tenant_business());
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`DROP TRIGGER IF EXISTS call_business ON call`.execute(db);
  await sql`CREATE TRIGGER call_business BEFORE INSERT OR UPDATE OF store_id ON call FOR EACH ROW EXECUTE FUNCTION call_business()`.execute(db);

  // the rows written before: the same rule, once
  await sql`UPDATE sms s SET business_id = st.business_id FROM store st WHERE s.business_id IS NULL AND st.id = s.store_id AND st.business_id IS NOT NULL`.execute(db);
  await sql`
    UPDATE sms s SET business_id = p.business_id FROM sms_phone p
    WHERE s.business_id IS NULL AND NOT p.deleted AND p.business_id IS NOT NULL
      AND p.phone = CASE WHEN s.inbound THEN s."to" ELSE s."from" END`.execute(db);
  await sql`UPDATE call c SET business_id = st.business_id FROM store st WHERE c.business_id IS NULL AND st.id = c.store_id AND st.business_id IS NOT NULL`.execute(db);
  await sql`UPDATE call c SET business_id = cc.business_id FROM call_campaign cc WHERE c.business_id IS NULL AND cc.id = c.campaign_id AND cc.business_id IS NOT NULL`.execute(db);
  await sql`UPDATE call c SET business_id = u.business_id FROM app_user u WHERE c.business_id IS NULL AND u.id = c.user_id AND u.business_id IS NOT NULL`.execute(db);

  // a tenant's lists of its own SMS and calls, newest first
  await sql`CREATE INDEX IF NOT EXISTS sms_business_idx ON sms (business_id, date_added DESC, id DESC) WHERE business_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS call_business_idx ON call (business_id, date_added DESC, id DESC) WHERE business_id IS NOT NULL`.execute(db);
}
