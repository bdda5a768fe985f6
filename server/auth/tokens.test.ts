import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokens } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-of-thirty-two-bytes!');

describe('tokens', () => {
  it('verifies a token of its kind, again and again, and refuses it as the other kind', async () => {
    const tokens = createTokens(secret);
    const token = await tokens.sign(7, 'access');
    expect((await tokens.verify(token, 'access'))?.userId).toBe(7);
    expect((await tokens.verify(token, 'access'))?.userId).toBe(7);
    expect(await tokens.verify(token, 'socket')).toBeUndefined();
  });

  it('refuses tokens signed with another secret, altered, or expired', async () => {
    const tokens = createTokens(secret);
    const other = createTokens(new TextEncoder().encode('another-secret-of-thirty-two-byte'));
    expect(await tokens.verify(await other.sign(7, 'access'), 'access')).toBeUndefined();
    const token = await tokens.sign(7, 'access');
    expect(await tokens.verify(token.slice(0, -2) + 'xx', 'access')).toBeUndefined();
    const expired = await new SignJWT({ kind: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    expect(await tokens.verify(expired, 'access')).toBeUndefined();
  });
});
