import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('config', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('allows sockets from the PUBLIC_URL origin by default, or from the SOCKET_ORIGINS listed', () => {
    expect(readConfig({}).socketOrigins).toEqual(['http://localhost:8080']);
    expect(readConfig({ PORT: '9000', PUBLIC_URL: 'https://bo.example.com/console/' }).socketOrigins).toEqual(['https://bo.example.com']);
    expect(readConfig({ SOCKET_ORIGINS: 'https://a.example.com/, http://b.example.com:8080' }).socketOrigins).toEqual([
      'https://a.example.com',
      'http://b.example.com:8080',
    ]);
    expect(() => readConfig({ SOCKET_ORIGINS: 'a.example.com' })).toThrow(/not an origin/);
  });

  it('hashes passwords at scrypt 2^17 and asks 5,000 captcha tries unless told otherwise; a value out of range stops the start', () => {
    expect(readConfig({}).accountSecurity).toEqual({ passwordHashCost: 17, captchaComplexity: 5000 });
    expect(readConfig({ PASSWORD_HASH_COST: '18', CAPTCHA_COMPLEXITY: '200' }).accountSecurity).toEqual({ passwordHashCost: 18, captchaComplexity: 200 });
    expect(() => readConfig({ PASSWORD_HASH_COST: '12' })).toThrow(/PASSWORD_HASH_COST is a whole number from 14 to 20/);
    expect(() => readConfig({ PASSWORD_HASH_COST: '2^17' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => readConfig({ CAPTCHA_COMPLEXITY: '0' })).toThrow(/CAPTCHA_COMPLEXITY/);
  });
});
