// A user's own preferences on their record: the console's language and theme (docs/decisions.md, "Two
// languages" and "Light and dark").
import { sql } from 'kysely';
import { DEFAULT_USER_LANGUAGE, isUserLanguage, type UserLanguage } from '../../contract/accounts/user-language';
import { isUserTheme, type UserTheme } from '../../contract/accounts/user-theme';
import type { Db } from '../db/database';
import { runAsPlatform } from '../db/tenant-context';

// The signed-in user's own row, found by the id of their token: run as the platform, so a user bound
// to a business reads and writes it whatever the row policies let that business change of users.

export interface UserPreferences {
  language: UserLanguage;
  /** null: not picked, the console follows the system's colour scheme */
  theme: UserTheme | null;
}

export async function readPreferences(db: Db, userId: number): Promise<UserPreferences> {
  const { rows } = await runAsPlatform(() => sql<{ language: string; theme: string | null }>`SELECT language, theme FROM app_user WHERE id = ${userId}`.execute(db));
  const { language, theme } = rows[0] ?? {};
  return { language: isUserLanguage(language) ? language : DEFAULT_USER_LANGUAGE, theme: isUserTheme(theme) ? theme : null };
}

export async function saveLanguage(db: Db, userId: number, language: UserLanguage): Promise<void> {
  await runAsPlatform(() => sql`UPDATE app_user SET language = ${language} WHERE id = ${userId}`.execute(db));
}

export async function saveTheme(db: Db, userId: number, theme: UserTheme): Promise<void> {
  await runAsPlatform(() => sql`UPDATE app_user SET theme = ${theme} WHERE id = ${userId}`.execute(db));
}
