import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export type TokenKind = 'access' | 'socket';

export interface VerifiedToken {
  userId: number;
  /** when it was signed, in milliseconds */
  issuedAt: number;
}

export interface Tokens {
  sign: (userId: number, kind: TokenKind) => Promise<string>;
  verify: (token: string, kind: TokenKind) => Promise<VerifiedToken | undefined>;
}

const LIFETIME: Record<TokenKind, string> = { access: '12h', socket: '12h' };

/** Reads the signing secret from the database, creating it on first start. */
export async function loadSecret(db: Db): Promise<Uint8Array> {
  const fresh = randomBytes(32).toString('base64');
  await sql`INSERT INTO app_setting (key, value) VALUES ('jwt_secret', ${JSON.stringify(fresh)}::jsonb)
            ON CONFLICT (key) DO NOTHING`.execute(db);
  const row = await sql<{ value: string }>`SELECT value FROM app_setting WHERE key = 'jwt_secret'`.execute(db);
  return Buffer.from(row.rows[0].value, 'base64');
}

export function createTokens(secret: Uint8Array): Tokens {
  return {
    sign: (userId, kind) =>
      // iat has whole seconds; the millisecond claim lets a password change revoke tokens of the same second
      new SignJWT({ kind, iat_ms: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(LIFETIME[kind])
        .sign(secret),
    verify: async (token, kind) => {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        if (payload.kind !== kind) return undefined;
        return { userId: Number(payload.sub), issuedAt: Number(payload.iat_ms ?? (payload.iat ?? 0) * 1000) };
      } catch {
        return undefined;
      }
    },
  };
}
