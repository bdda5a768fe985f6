import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, isRecoveryCode, isSecondFactor, isTotpCode, normalizeRecoveryCode } from './two-factor';

describe('second factor codes', () => {
  it('takes 6 digits as a current code, spaces between groups allowed', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });

  it('takes 10 letters of the recovery alphabet as a recovery code, however typed', () => {
    expect(isRecoveryCode('abcde-fghjk')).toBe(true);
    expect(isRecoveryCode('ABCDE FGHJK')).toBe(true);
    expect(normalizeRecoveryCode(' AbCdE-fGhJk ')).toBe('abcdefghjk');
    // 0, 1, i, l and o are left out of the alphabet: easily misread
    expect(isRecoveryCode('abcde-fghj0')).toBe(false);
    expect(isRecoveryCode('abcde-fghjl')).toBe(false);
    expect(isRecoveryCode('abcde-fghj')).toBe(false);
  });

  it('shows a recovery code in two groups', () => {
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
  });

  it('accepts either kind where a second factor is asked', () => {
    expect(isSecondFactor('123456')).toBe(true);
    expect(isSecondFactor('abcde-fghjk')).toBe(true);
    expect(isSecondFactor('hello')).toBe(false);
  });
});
