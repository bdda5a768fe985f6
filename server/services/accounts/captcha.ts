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

/** 5x7 glyphs of the characters a question uses; '#' is a lit cell. */
const GLYPHS: Record<string, string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  '=': ['.....', '.....', '#####', '.....', '#####', '.....', '.....'],
  '?': ['.###.', '#...#', '....#', '...#.', '..#..', '.....', '..#..'],
};

/**
 * Draws the question as an SVG picture: each character from lit cells of jittered size and place,
 * turned at its own angle, over noise lines and dots. There is no text in it for a script to read.
 */
function render(question: string): string {
  const width = 190;
  const height = 56;
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${randomInt(0, width)} ${randomInt(0, height)} Q${randomInt(0, width)} ${randomInt(0, height)} ${randomInt(0, width)} ${randomInt(0, height)}" fill="none" stroke="hsl(${randomInt(0, 360)},40%,65%)" stroke-width="${randomInt(1, 3)}"/>`,
    );
  }
  const dots: string[] = [];
  for (let i = 0; i < 40; i++) dots.push(`M${randomInt(0, width)} ${randomInt(0, height)}h2v2h-2z`);
  parts.push(`<path d="${dots.join('')}" fill="hsl(${randomInt(0, 360)},30%,55%)"/>`);
  const chars = [...question].filter((c) => c !== ' ');
  const step = (width - 16) / chars.length;
  chars.forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    const cell = 4;
    const x0 = 8 + i * step + randomInt(-2, 3);
    const y0 = (height - 7 * cell) / 2 + randomInt(-5, 6);
    const cells: string[] = [];
    glyph.forEach((row, y) =>
      [...row].forEach((c, x) => {
        if (c !== '#') return;
        const size = cell + randomInt(0, 2) / 2;
        cells.push(`M${(x0 + x * cell + randomInt(-1, 2) / 4).toFixed(2)} ${(y0 + y * cell + randomInt(-1, 2) / 4).toFixed(2)}h${size}v${size}h-${size}z`);
      }),
    );
    const cx = x0 + 2.5 * cell;
    const cy = y0 + 3.5 * cell;
    parts.push(
      `<path d="${cells.join('')}" fill="hsl(${randomInt(0, 360)},65%,28%)" transform="rotate(${randomInt(-15, 16)} ${cx.toFixed(1)} ${cy.toFixed(1)}) translate(${cx.toFixed(1)} ${cy.toFixed(1)}) skewX(${randomInt(-10, 11)}) translate(${(-cx).toFixed(1)} ${(-cy).toFixed(1)})"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f4f4"/>${parts.join('')}</svg>`;
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
    svg: render(`${x} ${plus ? '+' : '-'} ${y} = ?`),
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
