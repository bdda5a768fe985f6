import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

let N = 16384;

/**
 * Test runs create hundreds of users: they hash with a lower cost (2^10) so that stays quick. Each
 * hash records its own cost, so verification is unchanged. Never called by the server itself.
 */
export function useCheapHashingForTests(): void {
  N = 1024;
}
const R = 8;
const P = 1;
const KEYLEN = 32;

const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 } as ScryptOptions, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/** scrypt$N$r$p$salt$hash, base64 parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    // Spend the same time when there is no user, so timing does not reveal who exists.
    await derive(password, randomBytes(16), N, R, P);
    return false;
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
