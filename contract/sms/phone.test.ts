import { describe, expect, it } from 'vitest';
import { toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['(202) 555-0123', '+12025550123'],
    ['202.555.0123', '+12025550123'],
    ['2025550123', '+12025550123'],
    ['1 202 555 0123', '+12025550123'],
    ['+1 (202) 555-0123', '+12025550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    [' +33 1 23 45 67 89 ', '+33123456789'],
  ])('%s -> %s', (input, out) => expect(toE164(input)).toBe(out));

  it.each([
    ['', 'empty'],
    ['555-0123', 'too short for the US'],
    ['(102) 555-0123', 'area code starting with 1'],
    ['(202) 155-0123', 'exchange starting with 1'],
    ['+1 202 555 01234', 'too long for +1'],
    ['+1234567890123456', 'over 15 digits'],
    ['202-555-CALL', 'letters'],
    ['+44+20 7946', 'two plus signs'],
    ['22345678901', 'eleven digits not starting with 1'],
  ])('%s is refused (%s)', (input) => expect(toE164(input)).toBeUndefined());

  it('refuses what is not text', () => {
    expect(toE164(null)).toBeUndefined();
    expect(toE164({})).toBeUndefined();
  });
});
