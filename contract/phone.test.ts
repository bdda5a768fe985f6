import { describe, expect, it } from 'vitest';
import { formatPhone, formatTyping, parsePhone, toE164 } from './phone';

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

describe('parsePhone', () => {
  it.each([
    ['(555) 234-4567', true, '5552344567', '(555) 234-4567'],
    ['555.234.4567', true, '5552344567', '(555) 234-4567'],
    ['+1 555 234 4567', true, '5552344567', '(555) 234-4567'],
    ['1-555-234-4567', true, '5552344567', '(555) 234-4567'],
    ['555 234 4567 ext. 12', true, '5552344567', '(555) 234-4567 ext. 12'],
    ['555-234-4567 x9', true, '5552344567', '(555) 234-4567 ext. 9'],
    // no area code or exchange starts with 0 or 1 (the numbering plan): no campaign could reach them
    ['(123) 456-7890', false, '1234567890', '(123) 456-7890'],
    ['(555) 123-4567', false, '5551234567', '(555) 123-4567'],
    ['+44 20 7946 0958', true, '442079460958', '+44 20 7946 0958'],
    ['0044 20 7946 0958 ext. 3', true, '442079460958', '+44 20 7946 0958 ext. 3'],
    ['123-4567', false, '1234567', '123-4567'],
    ['555-123-45678', false, '55512345678', '555-123-45678'],
    ['call me', false, '', 'call me'],
    ['555-CALL-NOW', false, '555', '555-CALL-NOW'],
    ['+1234567', false, '1234567', '+1234567'],
    ['', false, '', ''],
  ])('%j: valid %s, digits %s, shown %s', (text, valid, digits, formatted) => {
    expect(parsePhone(text)).toMatchObject({ valid, digits, formatted });
  });
});

describe('one phone rule', () => {
  it('a number the customer check accepts is one every SMS and call campaign reaches, and the other way round', () => {
    const typed = ['(123) 456-7890', '(202) 555-0123', '202.555.0123', '+1 202 555 0123', '(555) 123-4567', '(236) 084-0036', '+44 20 7946 0958', '+0044 20', '12345', '+1 123 456 7890'];
    for (const text of typed) expect([text, parsePhone(text).valid]).toEqual([text, !!toE164(text)]);
  });
});

describe('formatPhone', () => {
  it.each([
    ['+12025550123', '(202) 555-0123'],
    ['202.555.0123', '(202) 555-0123'],
    ['+15555550100', '(555) 555-0100'],
    ['+442079460958', '+44 20 7946 0958'],
    ['+33123456789', '+33 1 23 45 67 89'],
    ['(123) 456-7890', '(123) 456-7890'],
    ['not a number', 'not a number'],
  ])('%s is shown as %s', (input, shown) => expect(formatPhone(input)).toBe(shown));
});

describe('formatTyping', () => {
  it.each([
    ['202', '(202)'],
    ['2025550', '(202) 555-0'],
    ['2025550123', '(202) 555-0123'],
    ['12025550123', '1 (202) 555-0123'],
    ['+4420794', '+44 20 794'],
    ['', ''],
  ])('shows %s as %s while it is typed', (typed, shown) => expect(formatTyping(typed)).toBe(shown));
});
