import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * log2 of scrypt's N for new hashes: 2^17 with r=8, p=1 (OWASP's scrypt minimum) takes 128 MiB and
 * a few hundred milliseconds of one core per hash. node runs scrypt on the libuv thread pool, so
 * the event loop keeps serving while a sign-in is checked. PASSWORD_HASH_COST changes it (config.ts).
 */
export const RECOMMENDED_HASH_COST = 17;
/** The costs a stored hash may name: below is too weak to write, above would let a bad row take gigabytes. */
export const HASH_COST_RANGE = { min: 10, max: 20 } as const;

let N = 2 ** RECOMMENDED_HASH_COST;
const R = 8;
const P = 1;
const KEYLEN = 32;

/** Sets the cost (log2 of N) of hashes written from now on; each hash records its own, so older ones still verify. */
export function setPasswordHashCost(log2N: number): void {
  if (!Number.isInteger(log2N) || log2N < HASH_COST_RANGE.min || log2N > HASH_COST_RANGE.max) {
    throw new Error(`the password hash cost is an integer from ${HASH_COST_RANGE.min} to ${HASH_COST_RANGE.max}, not ${log2N}`);
  }
  N = 2 ** log2N;
}

/** The cost (log2 of N) of hashes written now. */
export const passwordHashCost = (): number => Math.log2(N);

/**
 * Test runs create hundreds of users: they hash with a lower cost (2^10) so that stays quick. Each
 * hash records its own cost, so verification is unchanged. Never called by the server itself.
 */
export function useCheapHashingForTests(): void {
  setPasswordHashCost(HASH_COST_RANGE.min);
}

/** scrypt needs 128 * N * r bytes; node refuses above maxmem, so it is set from the parameters with room to spare. */
const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem: 2 * 128 * n * r * p + 32 * 1024 * 1024 } as ScryptOptions, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

interface Stored {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** The parts of `scrypt$N$r$p$salt$hash`, or undefined for anything else (another scheme, a cost out of range). */
function parse(stored: string): Stored | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  const [nn, rr, pp] = [Number(n), Number(r), Number(p)];
  const log2N = Math.log2(nn);
  if (!Number.isInteger(log2N) || log2N < HASH_COST_RANGE.min || log2N > HASH_COST_RANGE.max) return undefined;
  if (!Number.isInteger(rr) || rr < 1 || rr > 16 || !Number.isInteger(pp) || pp < 1 || pp > 4) return undefined;
  return { n: nn, r: rr, p: pp, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/** scrypt$N$r$p$salt$hash, base64 parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored ? parse(stored) : undefined;
  if (!parts) {
    // Spend the same time when there is no user, so timing does not reveal who exists.
    await derive(password, randomBytes(16), N, R, P);
    return false;
  }
  const key = await derive(password, parts.salt, parts.n, parts.r, parts.p);
  return key.length === parts.hash.length && timingSafeEqual(key, parts.hash);
}

/** True when a stored hash costs less than hashes written now: the next successful sign-in writes it again. */
export function needsRehash(stored: string): boolean {
  const parts = parse(stored);
  return !parts || parts.n < N || parts.r !== R || parts.p !== P;
}
