// Tokens of the browser phone (docs/calls.md, "Softphone"): a Twilio Voice access token signed here
// (HS256 with the API key's secret, as Twilio's own helper libraries sign it; no twilio package), and
// a Telnyx WebRTC login token asked of Telnyx for a SIP credential.
import { createHmac } from 'node:crypto';

/** How long a Twilio Voice access token lives; the phone asks for a new one every 30 minutes. */
export const VOICE_TOKEN_TTL_SECONDS = 3600;

export interface VoiceTokenSettings {
  accountSid: string;
  apiKeySid: string;
  apiKeySecret: string;
  twimlAppSid: string;
}

export interface VoiceToken {
  token: string;
  identity: string;
  /** ISO instant the token stops working */
  expiresAt: string;
}

const base64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** A Twilio access token with a Voice grant: incoming calls to `identity`, outgoing through the TwiML app. */
export function voiceAccessToken(settings: VoiceTokenSettings, identity: string, now = Date.now(), ttlSeconds = VOICE_TOKEN_TTL_SECONDS): VoiceToken {
  const iat = Math.floor(now / 1000);
  const exp = iat + ttlSeconds;
  const header = { typ: 'JWT', alg: 'HS256', cty: 'twilio-fpa;v=1' };
  const payload = {
    jti: `${settings.apiKeySid}-${iat}`,
    iss: settings.apiKeySid,
    sub: settings.accountSid,
    iat,
    exp,
    grants: { identity, voice: { incoming: { allow: true }, outgoing: { application_sid: settings.twimlAppSid } } },
  };
  const signed = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = base64url(createHmac('sha256', settings.apiKeySecret).update(signed).digest());
  return { token: `${signed}.${signature}`, identity, expiresAt: new Date(exp * 1000).toISOString() };
}

export interface TelnyxLoginSettings {
  apiKey: string;
  credentialId: string;
  baseUrl: string;
}

/** Telnyx refused or did not answer: the caller answers 502 without Telnyx's details. */
export class TelnyxLoginError extends Error {}

/** POST {base}/v2/telephony_credentials/{id}/token: Telnyx answers the JWT as plain text. */
export async function telnyxLoginToken(settings: TelnyxLoginSettings, timeoutMs = 10_000): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${settings.baseUrl}/v2/telephony_credentials/${encodeURIComponent(settings.credentialId)}/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'text/plain, application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    throw new TelnyxLoginError(`Telnyx unreachable: ${e instanceof Error ? e.message : String(e)}`);
  }
  const text = (await res.text()).trim();
  if (!res.ok || !text) throw new TelnyxLoginError(`Telnyx answered ${res.status}`);
  // plain text as documented; a JSON answer ({data: token} or a JSON string) is taken too
  if (!text.startsWith('{') && !text.startsWith('"')) return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  const token = typeof body === 'string' ? body : (body as { data?: unknown } | null)?.data;
  if (typeof token !== 'string' || !token) throw new TelnyxLoginError('Telnyx answered no token');
  return token;
}
