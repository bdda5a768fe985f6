// The cryptography of two-factor sign-in: TOTP secrets (RFC 6238, otpauth), their encryption at
// rest, recovery codes and their hashes, and the QR code an authenticator app scans.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { normalizeRecoveryCode, RECOVERY_ALPHABET, TWO_FACTOR, type TwoFactorSetup } from '../../contract/accounts/two-factor';

/** Keys derived from the account secret, one per use, so a key never serves two purposes. */
export interface TwoFactorKeys {
  /** AES-256-GCM key of the stored TOTP secrets */
  secrets: Buffer;
  /** HMAC key of the stored recovery codes */
  recovery: Buffer;
  /** HMAC key of sign-in tickets (the step after the password) */
  tickets: Buffer;
}

export function twoFactorKeys(accountKey: Buffer): TwoFactorKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', accountKey, Buffer.alloc(0), info, 32));
  return { secrets: derive('two-factor secret'), recovery: derive('two-factor recovery code'), tickets: derive('sign-in ticket') };
}

/** A new TOTP secret (160 bits, as RFC 4226 recommends), base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, username: string) =>
  new TOTP({ issuer: TWO_FACTOR.issuer, label: username, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TWO_FACTOR.digits, period: TWO_FACTOR.periodSeconds });

/** The time step a code belongs to, if it is a code of this secret now (within the window); undefined otherwise. */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token: code.replace(/\s+/g, ''), timestamp: now, window: TWO_FACTOR.window });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

/** The current code of a secret (tests, and nothing else: the server never shows one). */
export const currentTotp = (secret: string, now = Date.now()): string => totpOf(secret, '').generate({ timestamp: now });

/** What the setup screen shows: the secret to type, its otpauth:// URI and that URI as a QR code (an SVG data URL). */
export async function setupOf(secret: string, username: string): Promise<TwoFactorSetup> {
  const uri = totpOf(secret, username).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** `iv.tag.ciphertext`, base64url parts: the secret as stored. */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [iv, tag, data] = stored.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** TWO_FACTOR.recoveryCodes new codes, each TWO_FACTOR.recoveryCodeLength letters of RECOVERY_ALPHABET (about 50 bits). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: TWO_FACTOR.recoveryCodes }, () =>
    Array.from({ length: TWO_FACTOR.recoveryCodeLength }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );

/** A recovery code as stored: an HMAC of its normalized form. */
export const hashRecoveryCode = (key: Buffer, code: string): string => createHmac('sha256', key).update(normalizeRecoveryCode(code)).digest('base64url');
