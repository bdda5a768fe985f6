import { sql } from 'kysely';
import type { UserLanguage } from '../../../contract/accounts/user-language';
import type { Db } from '../../db/database';

export interface AccountUser {
  id: number;
  username: string;
  email: string;
  status: boolean;
  /** the language the user reads the console and their mails in */
  language: UserLanguage;
}

/** The account calls' reads of users (their writes go through the user repository of the engine). */
export class AccountUsers {
  constructor(private readonly db: Db) {}

  async byEmail(email: string): Promise<AccountUser | undefined> {
    const { rows } = await sql<AccountUser>`
      SELECT id, username, email, status, language FROM app_user WHERE lower(email) = lower(${email}) AND NOT deleted`.execute(this.db);
    return rows[0];
  }

  async byName(username: string): Promise<AccountUser | undefined> {
    const { rows } = await sql<AccountUser>`
      SELECT id, username, email, status, language FROM app_user WHERE lower(username) = lower(${username}) AND NOT deleted`.execute(this.db);
    return rows[0];
  }

  async groupIsActive(groupId: number): Promise<boolean> {
    return (await sql`SELECT 1 FROM user_group WHERE id = ${groupId} AND NOT deleted`.execute(this.db)).rows.length > 0;
  }
}
