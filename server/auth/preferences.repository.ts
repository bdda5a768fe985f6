// A user's own preferences on their record: for now the console's language (docs/decisions.md, "Two languages").
import { sql } from 'kysely';
import { DEFAULT_USER_LANGUAGE, isUserLanguage, type UserLanguage } from '../../contract/accounts/user-language';
import type { Db } from '../db/database';
import { runAsPlatform } from '../db/tenant-context';

// The signed-in user's own row, found by the id of their token: run as the platform, so a user bound
// to a business reads and writes it whatever the row policies let that business change of users.

export async function readLanguage(db: Db, userId: number): Promise<UserLanguage> {
  const { rows } = await runAsPlatform(() => sql<{ language: string }>`SELECT language FROM app_user WHERE id = ${userId}`.execute(db));
  const language = rows[0]?.language;
  return isUserLanguage(language) ? language : DEFAULT_USER_LANGUAGE;
}

export async function saveLanguage(db: Db, userId: number, language: UserLanguage): Promise<void> {
  await runAsPlatform(() => sql`UPDATE app_user SET language = ${language} WHERE id = ${userId}`.execute(db));
}
