import { hkdfSync, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import { ACCOUNT_LIMITS, CAPTCHA_ALGORITHM, type CaptchaChallenge } from '../../../contract/accounts';
import type { Db } from '../../db/database';

/** PBKDF2 iterations of one try; the number of tries is the complexity (CAPTCHA_COMPLEXITY). */
export const CAPTCHA_PBKDF2_COST = 1_000;

/** The HMAC secrets of challenges, derived from the account key (one per use). */
export interface CaptchaKeys {
  signature: string;
  keySignature: string;
}

export function captchaKeys(accountKey: Buffer): CaptchaKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', accountKey, Buffer.alloc(0), info, 32)).toString('hex');
  return { signature: derive('altcha challenge'), keySignature: derive('altcha derived key') };
}

/**
 * A proof-of-work challenge (ALTCHA, altcha-lib's v2 format): the browser tries counters from 0 until
 * the PBKDF2 key of one starts with the signed prefix; the counter was drawn here between half the
 * complexity and the complexity, so the work is about that many tries. Signed with the account key
 * and short-lived; the server keeps nothing until an answer is checked. There is nothing to see or
 * hear: a screen reader or a keyboard user passes it as anyone else does.
 */
export async function createCaptcha(keys: CaptchaKeys, complexity: number, now = Date.now()): Promise<CaptchaChallenge> {
  const top = Math.max(1, Math.floor(complexity));
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_PBKDF2_COST,
    counter: randomInt(Math.ceil(top / 2), top + 1),
    deriveKey,
    expiresAt: new Date(now + ACCOUNT_LIMITS.captchaMinutes * 60_000),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
  return challenge as CaptchaChallenge;
}

/** The payload the widget hands over: base64 of `{challenge, solution}`; undefined when it is not that shape. */
function readPayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge?: Challenge; solution?: Solution };
    const { challenge, solution } = parsed ?? {};
    const p = challenge?.parameters;
    if (!p || typeof p !== 'object' || typeof p.nonce !== 'string' || typeof challenge.signature !== 'string') return undefined;
    if (!solution || typeof solution !== 'object' || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/**
 * True only for a genuine, unexpired challenge of ours, solved, and not answered before: its nonce is
 * spent on the first right answer (table captcha_used), so one solution serves once.
 */
export async function checkCaptcha(db: Db, keys: CaptchaKeys, payload: string): Promise<boolean> {
  const read = readPayload(payload);
  if (!read) return false;
  const result = await verifySolution({
    challenge: read.challenge,
    solution: read.solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  }).catch(() => ({ verified: false }));
  if (!result.verified) return false;
  const expires = new Date((read.challenge.parameters.expiresAt ?? 0) * 1000);
  const spent = await sql`
    INSERT INTO captcha_used (nonce, expires_at) VALUES (${read.challenge.parameters.nonce}, ${expires})
    ON CONFLICT (nonce) DO NOTHING RETURNING nonce`.execute(db);
  await sql`DELETE FROM captcha_used WHERE expires_at < now()`.execute(db);
  return spent.rows.length > 0;
}
