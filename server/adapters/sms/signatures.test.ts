import { createPrivateKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkTelnyxSignature, checkTwilioSignature, ed25519PublicKey, telnyxSign, twilioSignature } from './signatures';

describe('Twilio request signature', () => {
  // the example of Twilio's security documentation (auth token 12345)
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };

  it('matches the documented signature', () => {
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(checkTwilioSignature('12345', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
  });
  it('refuses a changed field, another URL, another token or no signature', () => {
    expect(checkTwilioSignature('12345', url, { ...params, Digits: '1235' }, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(checkTwilioSignature('12345', url + '&x=1', params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(checkTwilioSignature('54321', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(checkTwilioSignature('12345', url, params, undefined)).toBe(false);
  });
});

describe('Telnyx ed25519 signature', () => {
  it('reads a raw base64 public key (RFC 8032, test 1)', () => {
    const pub = Buffer.from('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a', 'hex').toString('base64');
    const sig = Buffer.from('e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b', 'hex');
    expect(verify(null, Buffer.alloc(0), ed25519PublicKey(pub), sig)).toBe(true);
  });

  // RFC 8032 test 1's private key, signing `{timestamp}|{body}` the way Telnyx does
  const privateKey = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60', 'hex')]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = ed25519PublicKey(Buffer.from('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a', 'hex').toString('base64'));
  const body = '{"data":{"event_type":"message.finalized"}}';
  const ts = '1700000000';
  const now = 1700000000 * 1000;

  it('accepts the body signed with the key', () => {
    const signature = telnyxSign(privateKey, body, ts);
    expect(signature).toBe(sign(null, Buffer.from(`${ts}|${body}`), privateKey).toString('base64'));
    expect(checkTelnyxSignature(publicKey, body, signature, ts, now)).toBe(true);
  });
  it('refuses a changed body, a changed timestamp, an old timestamp, another key or no signature', () => {
    const signature = telnyxSign(privateKey, body, ts);
    expect(checkTelnyxSignature(publicKey, body.replace('finalized', 'received'), signature, ts, now)).toBe(false);
    expect(checkTelnyxSignature(publicKey, body, signature, '1700000001', now)).toBe(false);
    expect(checkTelnyxSignature(publicKey, body, signature, ts, now + 301_000)).toBe(false);
    const other = generateKeyPairSync('ed25519').publicKey;
    expect(checkTelnyxSignature(other, body, signature, ts, now)).toBe(false);
    expect(checkTelnyxSignature(publicKey, body, undefined, ts, now)).toBe(false);
    expect(checkTelnyxSignature(publicKey, body, 'not base64!', ts, now)).toBe(false);
  });
});
