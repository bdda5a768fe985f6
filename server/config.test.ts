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
});
