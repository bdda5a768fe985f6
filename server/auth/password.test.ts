import { describe, expect, it } from 'vitest';
import { hashPassword, useCheapHashingForTests, verifyPassword } from './password';

describe('passwords', () => {
  it('hash with scrypt and a random salt, and verify only the same password', async () => {
    const a = await hashPassword('Secret#123');
    const b = await hashPassword('Secret#123');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret');
    expect(await verifyPassword('Secret#123', a)).toBe(true);
    expect(await verifyPassword('secret#123', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('refuse when there is no stored hash or an unknown scheme', async () => {
    expect(await verifyPassword('x', undefined)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('verify a hash by the cost recorded in it, whatever the current cost', async () => {
    const strong = await hashPassword('Secret#123');
    useCheapHashingForTests();
    const cheap = await hashPassword('Secret#123');
    expect(cheap.startsWith('scrypt$1024$')).toBe(true);
    expect(await verifyPassword('Secret#123', strong)).toBe(true);
    expect(await verifyPassword('Secret#123', cheap)).toBe(true);
  });
});
