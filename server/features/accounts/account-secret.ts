import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The key for code and captcha HMACs, created on first start and shared by every process. */
export async function loadAccountSecret(db: Db): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64');
  await sql`INSERT INTO app_setting (key, value) VALUES ('account_secret', ${JSON.stringify(fresh)}::jsonb)
            ON CONFLICT (key) DO NOTHING`.execute(db);
  const { rows } = await sql<{ value: string }>`SELECT value FROM app_setting WHERE key = 'account_secret'`.execute(db);
  return Buffer.from(rows[0].value, 'base64');
}

export const hmac = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A 4-digit code, every value equally likely. */
export const newCode = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');
export const newToken = () => randomBytes(32).toString('base64url');
