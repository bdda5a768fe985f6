import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, passwordHashCost, RECOMMENDED_HASH_COST, setPasswordHashCost, useCheapHashingForTests, verifyPassword } from './password';

describe('passwords', () => {
  afterEach(() => setPasswordHashCost(RECOMMENDED_HASH_COST));

  it('hash with scrypt at N = 2^17, r = 8, p = 1 by default, with a random salt, and verify only the same password', async () => {
    expect(passwordHashCost()).toBe(17);
    const a = await hashPassword('Secret#123');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Secret#123', a)).toBe(true);
    expect(await verifyPassword('secret#123', a)).toBe(false);
    expect(a).not.toContain('Secret');
    expect(needsRehash(a)).toBe(false);
  }, 30_000);

  it('salts every hash', async () => {
    useCheapHashingForTests();
    const a = await hashPassword('Secret#123');
    const b = await hashPassword('Secret#123');
    expect(a).not.toBe(b);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('refuse when there is no stored hash, an unknown scheme or a cost outside the accepted range', async () => {
    useCheapHashingForTests();
    expect(await verifyPassword('x', undefined)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    // a row naming 2^30 would otherwise make one sign-in allocate 128 GiB
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$AAAA$AAAA')).toBe(false);
  });

  it('verify a hash by the cost recorded in it, whatever the current cost', async () => {
    setPasswordHashCost(14);
    const older = await hashPassword('Secret#123');
    useCheapHashingForTests();
    const cheap = await hashPassword('Secret#123');
    expect(cheap.startsWith('scrypt$1024$')).toBe(true);
    expect(await verifyPassword('Secret#123', older)).toBe(true);
    expect(await verifyPassword('Secret#123', cheap)).toBe(true);
  });

  it('asks for a new hash only when the stored one costs less than the current cost', async () => {
    setPasswordHashCost(11);
    const stronger = await hashPassword('Secret#123');
    setPasswordHashCost(10);
    const weaker = await hashPassword('Secret#123');
    setPasswordHashCost(11);
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash(stronger)).toBe(false);
    setPasswordHashCost(10);
    expect(needsRehash(stronger)).toBe(false);
    expect(needsRehash('md5$abc')).toBe(true);
  });

  it('takes a cost between 2^10 and 2^20 only', () => {
    expect(() => setPasswordHashCost(9)).toThrow();
    expect(() => setPasswordHashCost(21)).toThrow();
    expect(() => setPasswordHashCost(16.5)).toThrow();
    setPasswordHashCost(20);
    expect(passwordHashCost()).toBe(20);
  });
});
