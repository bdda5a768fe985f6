import { describe, expect, it } from 'vitest';
import { CUSTOMER_DETAIL_TABS, customerGroupImportPath, detailTabPath, parsePhone } from './customers';
import { toE164 } from './sms/phone';

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
    ['+44 20 7946 0958', true, '442079460958', '+442079460958'],
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

describe('paths', () => {
  it('gives each detail tab its own paged call under cu/c', () => {
    const paths = CUSTOMER_DETAIL_TABS.map((t) => detailTabPath(t, 7, 2, 10));
    expect(new Set(paths).size).toBe(CUSTOMER_DETAIL_TABS.length);
    for (const p of paths) expect(p).toMatch(/^cu\/c\/.+\/7\/2\/10$/);
  });
  it('preselects the group on the import screen', () => {
    expect(customerGroupImportPath()).toBe('/user/customer_group/import');
    expect(customerGroupImportPath(4)).toBe('/user/customer_group/import?customerGroupId=4');
  });
});
