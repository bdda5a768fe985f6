// Each user's language of the console (docs/decisions.md, "Two languages"): English until they choose.
// Not a field of the user declaration: only its owner writes it, through PUT /api/u/me/language.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    ALTER TABLE app_user ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en';
    ALTER TABLE app_user DROP CONSTRAINT IF EXISTS app_user_language_check;
    ALTER TABLE app_user ADD CONSTRAINT app_user_language_check CHECK (language IN ('en', 'es'));
    COMMENT ON COLUMN app_user.language IS 'Language of the console chosen by the user (en, es)';
  `.execute(db);
}
