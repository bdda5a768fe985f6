import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VOICE_TOKEN_TTL_SECONDS, voiceAccessToken } from './voice-token';

const settings = { accountSid: 'AC1', apiKeySid: 'SK1', apiKeySecret: 'secret', twimlAppSid: 'AP1' };
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());

describe('voiceAccessToken', () => {
  it('signs header and payload with the API key secret (HS256) and lives one hour from now', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0, 700);
    const { token, identity, expiresAt } = voiceAccessToken(settings, 'user_7', now);
    const [head, body, signature] = token.split('.');
    expect(signature).toBe(createHmac('sha256', 'secret').update(`${head}.${body}`).digest('base64url'));
    expect(decode(head)).toEqual({ typ: 'JWT', alg: 'HS256', cty: 'twilio-fpa;v=1' });
    const iat = Math.floor(now / 1000);
    expect(decode(body)).toEqual({
      jti: `SK1-${iat}`,
      iss: 'SK1',
      sub: 'AC1',
      iat,
      exp: iat + VOICE_TOKEN_TTL_SECONDS,
      grants: { identity: 'user_7', voice: { incoming: { allow: true }, outgoing: { application_sid: 'AP1' } } },
    });
    expect(identity).toBe('user_7');
    expect(expiresAt).toBe('2026-01-01T13:00:00.000Z');
  });

  it('gives a new token (new jti) at a later time', () => {
    const a = voiceAccessToken(settings, 'u', 1_000_000_000_000);
    const b = voiceAccessToken(settings, 'u', 1_000_000_060_000);
    expect(a.token).not.toBe(b.token);
    expect(decode(b.token.split('.')[1]).jti).toBe('SK1-1000000060');
  });
});
