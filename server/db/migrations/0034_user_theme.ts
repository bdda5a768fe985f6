// Each user's theme of the console (docs/decisions.md, "Light and dark"): none until they
// pick one, and the console follows the system's colour scheme. Written by its owner only, through
// PUT /api/u/me/theme, like the language.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    ALTER TABLE app_user ADD COLUMN IF NOT EXISTS theme text;
    ALTER TABLE app_user DROP CONSTRAINT IF EXISTS app_user_theme_check;
    ALTER TABLE app_user ADD CONSTRAINT app_user_theme_check CHECK (theme IN ('light', 'dark'));
    COMMENT ON COLUMN app_user.theme IS 'Theme of the console picked by the user (light, dark); none: the system''s colour scheme';
  `.execute(db);
}
