import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export type TokenKind = 'access' | 'socket';

export interface VerifiedToken {
  userId: number;
  /** when it was signed, in milliseconds */
  issuedAt: number;
  /** the sign-in it belongs to (shared by its access and socket tokens); signing out revokes it */
  session?: string;
  /** when it expires, in milliseconds */
  expiresAt: number;
}

export interface Tokens {
  /** `session` ties the tokens of one sign-in together (see newSession); a fresh one when absent */
  sign: (userId: number, kind: TokenKind, session?: string) => Promise<string>;
  verify: (token: string, kind: TokenKind) => Promise<VerifiedToken | undefined>;
}

const LIFETIME: Record<TokenKind, string> = { access: '12h', socket: '12h' };

/** The id of a new sign-in, given to both of its tokens so signing out ends both. */
export const newSession = (): string => randomUUID();

/** Reads the signing secret from the database, creating it on first start. */
export async function loadSecret(db: Db): Promise<Uint8Array> {
  const fresh = randomBytes(32).toString('base64');
  await sql`INSERT INTO app_setting (key, value) VALUES ('jwt_secret', ${JSON.stringify(fresh)}::jsonb)
            ON CONFLICT (key) DO NOTHING`.execute(db);
  const row = await sql<{ value: string }>`SELECT value FROM app_setting WHERE key = 'jwt_secret'`.execute(db);
  return Buffer.from(row.rows[0].value, 'base64');
}

/** Verified tokens kept per process; past this many the cache starts over. */
const CACHE_LIMIT = 10_000;

export function createTokens(secret: Uint8Array): Tokens {
  // A token's signature and claims never change, so checking it once per process is enough; what
  // can change (the user disabled, the password changed) is checked on every call by the principal.
  const verified = new Map<string, { kind: unknown; token: VerifiedToken; expiresAt: number }>();
  return {
    sign: (userId, kind, session = newSession()) =>
      // iat has whole seconds; the millisecond claim lets a password change revoke tokens of the same second
      new SignJWT({ kind, iat_ms: Date.now(), sid: session })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(LIFETIME[kind])
        .sign(secret),
    verify: async (token, kind) => {
      const hit = verified.get(token);
      if (hit && hit.expiresAt > Date.now()) return hit.kind === kind ? hit.token : undefined;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const result: VerifiedToken = {
          userId: Number(payload.sub),
          issuedAt: Number(payload.iat_ms ?? (payload.iat ?? 0) * 1000),
          session: typeof payload.sid === 'string' ? payload.sid : undefined,
          expiresAt: Number(payload.exp) * 1000,
        };
        if (verified.size >= CACHE_LIMIT) verified.clear();
        verified.set(token, { kind: payload.kind, token: result, expiresAt: result.expiresAt });
        return payload.kind === kind ? result : undefined;
      } catch {
        verified.delete(token);
        return undefined;
      }
    },
  };
}
