import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { ACCOUNT_LIMITS, type CaptchaChallenge } from '../../../contract/accounts';
import type { Db } from '../../db/database';
import { hmac, sameText } from './account-secret';

interface CaptchaPayload {
  /** single-use nonce */
  n: string;
  /** HMAC of the answer with the nonce */
  h: string;
  /** expiry, epoch ms */
  e: number;
}

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each character at its own angle, size and height over noise lines, as an SVG picture. */
function render(question: string): string {
  const width = 150;
  const height = 50;
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const hue = randomInt(0, 360);
    parts.push(
      `<line x1="${randomInt(0, width)}" y1="${randomInt(0, height)}" x2="${randomInt(0, width)}" y2="${randomInt(0, height)}" stroke="hsl(${hue},45%,60%)" stroke-width="${randomInt(1, 3)}"/>`,
    );
  }
  const chars = [...question];
  const step = (width - 20) / chars.length;
  chars.forEach((ch, i) => {
    const x = 12 + i * step + randomInt(-2, 3);
    const y = 32 + randomInt(-6, 7);
    const angle = randomInt(-25, 26);
    const hue = randomInt(0, 360);
    parts.push(
      `<text x="${x}" y="${y}" font-size="${randomInt(20, 27)}" font-family="monospace" fill="hsl(${hue},60%,30%)" transform="rotate(${angle} ${x} ${y})">${escapeXml(ch)}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="captcha"><rect width="100%" height="100%" fill="#f4f4f4"/>${parts.join('')}</svg>`;
}

/**
 * A self-hosted challenge: a small sum drawn as an SVG, with a signed id holding the answer's HMAC,
 * the expiry and a nonce. The server keeps nothing until an answer is checked; then the nonce is
 * spent, so every challenge is answered at most once.
 */
export function createCaptcha(key: Buffer, now = Date.now()): CaptchaChallenge {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const plus = randomInt(0, 2) === 1 || a === b;
  const [x, y] = plus ? [a, b] : [Math.max(a, b), Math.min(a, b)];
  const answer = plus ? x + y : x - y;
  const n = randomBytes(12).toString('base64url');
  const payload: CaptchaPayload = { n, h: hmac(key, `${n}:${answer}`), e: now + ACCOUNT_LIMITS.captchaMinutes * 60_000 };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return {
    captchaId: `${body}.${hmac(key, body)}`,
    svg: render(`${x} ${plus ? '+' : '-'} ${y} =`),
    expiresAt: new Date(payload.e).toISOString(),
  };
}

/** True only for a genuine, unexpired, unused challenge answered right; the challenge is spent either way. */
export async function checkCaptcha(db: Db, key: Buffer, captchaId: string, answer: string): Promise<boolean> {
  const [body, signature] = captchaId.split('.');
  if (!body || !signature || !sameText(signature, hmac(key, body))) return false;
  let payload: CaptchaPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CaptchaPayload;
  } catch {
    return false;
  }
  if (typeof payload.e !== 'number' || payload.e < Date.now()) return false;
  const spent = await sql`
    INSERT INTO captcha_used (nonce, expires_at) VALUES (${payload.n}, ${new Date(payload.e)})
    ON CONFLICT (nonce) DO NOTHING RETURNING nonce`.execute(db);
  if (!spent.rows.length) return false;
  await sql`DELETE FROM captcha_used WHERE expires_at < now()`.execute(db);
  return sameText(payload.h, hmac(key, `${payload.n}:${answer.trim()}`));
}
