// Webhook signature checks of the providers (and the sandbox, which signs the Telnyx way).
import { createHmac, createPublicKey, timingSafeEqual, verify as verifySignature, sign as signWith, type KeyObject } from 'node:crypto';

/** How old a signed Telnyx timestamp may be (replays beyond are refused). */
export const TELNYX_TOLERANCE_SECONDS = 300;

/** An ed25519 public key from its base64 raw 32 bytes (Telnyx's portal shows it so). */
export function ed25519PublicKey(base64: string): KeyObject {
  const raw = Buffer.from(base64, 'base64');
  if (raw.length !== 32) throw new Error('an ed25519 public key is 32 bytes');
  return createPublicKey({ key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), raw]), format: 'der', type: 'spki' });
}

/** Telnyx: ed25519 over `{timestamp}|{body}`, headers telnyx-signature-ed25519 (base64) and telnyx-timestamp. */
export function checkTelnyxSignature(key: KeyObject, rawBody: string, signature: string | undefined, timestamp: string | undefined, now = Date.now()): boolean {
  if (!signature || !timestamp || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > TELNYX_TOLERANCE_SECONDS) return false;
  try {
    return verifySignature(null, Buffer.from(`${timestamp}|${rawBody}`), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

export function telnyxSign(privateKey: KeyObject, rawBody: string, timestamp: string): string {
  return signWith(null, Buffer.from(`${timestamp}|${rawBody}`), privateKey).toString('base64');
}

/** Twilio: base64 HMAC-SHA1, keyed by the auth token, of the URL followed by each POST field name and value sorted by name. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = url + Object.keys(params).sort().map((k) => k + params[k]).join('');
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function checkTwilioSignature(authToken: string, url: string, params: Record<string, string>, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
