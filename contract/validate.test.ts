import { describe, expect, it } from 'vitest';
import { entities } from './entities';
import type { FieldDef } from './fields';
import { checkField, INTEGER_MAX, isStorableText, NUMBER_MAX, parseDateTime, parseIdValue, parseNumberValue, unstorablePath, validateFields } from './validate';

const errors = (fields: Record<string, FieldDef>, body: unknown, mode: 'create' | 'update' = 'create') => validateFields(fields, body, mode).errors;
const one = (def: FieldDef, value: unknown, name = 'field') => checkField(name, def, value, 'create');

describe('the messages of the spec', () => {
  it('required: "Oops! Fill in the {Field}." with the label or the field name in Title Case', () => {
    expect(errors({ name: { type: 'string', required: true } }, {})).toEqual([{ path: 'name', msg: 'Oops! Fill in the Name.' }]);
    expect(errors({ sortOrder: { type: 'integer', required: true } }, { sortOrder: '' })).toEqual([{ path: 'sortOrder', msg: 'Oops! Fill in the Sort Order.' }]);
    expect(errors({ user_group_id: { type: 'reference', required: true, label: 'Group' } }, { user_group_id: null })).toEqual([
      { path: 'user_group_id', msg: 'Oops! Fill in the Group.' },
    ]);
    expect(one({ type: 'string', required: true }, '   ')).toBe('Oops! Fill in the Field.');
    expect(one({ type: 'list', required: true }, [])).toBe('Oops! Fill in the Field.');
  });

  it('lengths, email, numbers, letters', () => {
    expect(one({ type: 'string', minLength: 2 }, 'a')).toBe('Minimum length should be 2 characters.');
    expect(one({ type: 'string', maxLength: 200 }, 'a'.repeat(201))).toBe('Maximum length should be 200 characters.');
    expect(one({ type: 'string', maxLength: 200 }, 'a'.repeat(200))).toBeUndefined();
    expect(one({ type: 'email' }, 'not-an-email')).toBe('Please Enter Valid Email Address');
    expect(one({ type: 'email' }, 'someone@example.com')).toBeUndefined();
    expect(one({ type: 'number' }, 'abc')).toBe('Please type Number only');
    expect(one({ type: 'integer' }, 1.5)).toBe('Please type Number only');
    expect(one({ type: 'string', pattern: 'digits' }, '12a')).toBe('Please type Number only');
    expect(one({ type: 'string', pattern: 'letters' }, 'abc1')).toBe('Please type letters only');
    expect(one({ type: 'string', pattern: 'letters' }, 'José María')).toBeUndefined();
    expect(one({ type: 'string', pattern: 'lettersAndNumbers' }, 'abc-1')).toBe('Please type letters and number only');
    expect(one({ type: 'string', pattern: 'lettersAndNumbers' }, 'abc 1')).toBeUndefined();
    expect(one({ type: 'integer', maxLength: 1 }, 12)).toBe('Maximum length should be 1 characters.');
  });

  it('value limits and types', () => {
    expect(one({ type: 'number', min: 0 }, -1)).toBe('Minimum value is 0.');
    expect(one({ type: 'number', max: 10 }, 11)).toBe('Maximum value is 10.');
    expect(one({ type: 'integer' }, INTEGER_MAX + 1)).toBe(`Maximum value is ${INTEGER_MAX}.`);
    expect(one({ type: 'reference' }, 2 ** 60)).toBe('Please type Number only');
    expect(one({ type: 'boolean' }, 'yes')).toBe('Wrong value type.');
    expect(one({ type: 'string' }, 5)).toBe('Wrong value type.');
    expect(one({ type: 'string' }, 'a\u0000b')).toBe('Wrong value type.');
    expect(one({ type: 'datetime' }, 'not a date')).toBe('Wrong value type.');
    for (const bad of ['1', 'Tue 1', '2026-02-30', '2026-13-01', '26-01-01', '+275760-09-13T00:00:00Z', '2026-01-01T10:61']) {
      expect(one({ type: 'datetime' }, bad), bad).toBe('Wrong value type.');
    }
    for (const good of ['2026-02-28', '2024-02-29', '2026-01-01T10:00', '2026-01-01 10:00:05', '2026-01-01T10:00:00.123Z', '2026-01-01T10:00:00+02:00']) {
      expect(one({ type: 'datetime' }, good), good).toBeUndefined();
    }
    expect(one({ type: 'enum', choices: ['a', 'b'] }, 'c')).toBe('Choose one of: a, b.');
  });
});

describe('validateFields', () => {
  const user = entities.user;

  it('gives one item per failing field, nested paths with dots', () => {
    const res = validateFields(
      user.fields,
      {
        username: 'a',
        firstname: 'Ann',
        lastname: 'Lee',
        email: 'bad',
        phone: '555',
        password: 'Secret#1',
        user_group_id: 1,
        salary: { monthlySalary: 10, hourlyRate: -5 },
        workingHours: { monday: [{ startTime: '09:00', endTime: '17:00' }, { startTime: '13:00:00' }] },
      },
      'create',
    );
    expect(res.errors).toEqual([
      { path: 'username', msg: 'Minimum length should be 2 characters.' },
      { path: 'email', msg: 'Please Enter Valid Email Address' },
      { path: 'salary.hourlyRate', msg: 'Minimum value is 0.' },
      { path: 'workingHours.monday.1.startTime', msg: 'Maximum length should be 5 characters.' },
    ]);
  });

  it('names each weekday entry by its index', () => {
    const res = validateFields(entities.user.fields, { workingHours: { monday: [{ startTime: '9:00 am' }], sunday: 'closed' } }, 'update');
    expect(res.errors).toEqual([
      { path: 'workingHours.monday.0.startTime', msg: 'Maximum length should be 5 characters.' },
      { path: 'workingHours.sunday', msg: 'Wrong value type.' },
    ]);
  });

  it('checks list items by index', () => {
    const res = validateFields(entities.userGroup.fields, { name: 'x', permissions: [{ value: 'a', type: 'access' }, { value: '', type: 'own' }] }, 'create');
    expect(res.errors).toEqual([
      { path: 'permissions.1.value', msg: 'Oops! Fill in the Value.' },
      { path: 'permissions.1.type', msg: expect.stringContaining('Choose one of') },
    ]);
    const emails = validateFields({ to: { type: 'list', of: 'email' } }, { to: ['a@example.com', 'nope'] }, 'create');
    expect(emails.errors).toEqual([{ path: 'to.1', msg: 'Please Enter Valid Email Address' }]);
  });

  it('turns date-times into exact instants', () => {
    expect(validateFields({ at: { type: 'datetime' } }, { at: '2026-03-01T10:00:00+02:00' }, 'create').value).toEqual({ at: '2026-03-01T08:00:00.000Z' });
  });

  it('drops unknown fields, trims text but not passwords, turns numeric text into numbers', () => {
    const fields: Record<string, FieldDef> = {
      name: { type: 'string' },
      secret: { type: 'password' },
      count: { type: 'integer' },
      computed: { type: 'string', readOnly: true },
    };
    const res = validateFields(fields, { name: '  Ann ', secret: ' pw ', count: '42', bogus: 1 }, 'create');
    expect(res.errors).toEqual([]);
    expect(res.value).toEqual({ name: 'Ann', secret: ' pw ', count: 42 });
  });

  it('refuses a field set by the server only on a create, naming it; an update hands it back for the writer to compare with the row', () => {
    const fields: Record<string, FieldDef> = { name: { type: 'string' }, status: { type: 'string', readOnly: true } };
    const created = validateFields(fields, { name: 'Ann', status: 'delivered' }, 'create');
    expect(created.errors).toEqual([{ path: 'status', msg: 'This field is set by the server: leave it out.' }]);
    const updated = validateFields(fields, { name: 'Ann', status: 'delivered' }, 'update');
    expect(updated).toEqual({ value: { name: 'Ann' }, errors: [], serverSet: { status: 'delivered' } });
    expect(validateFields(fields, { name: 'Ann' }, 'create').value).toEqual({ name: 'Ann' });
  });

  it('create mode fills defaults and nulls; keyed objects get every key', () => {
    const res = validateFields(user.fields, {}, 'create');
    expect(res.value.status).toBe(true);
    expect(res.value.sortOrder).toBe(0);
    expect(res.value.salary).toEqual({ monthlySalary: 0, hourlyRate: 0, perOrderRate: 0 });
    expect(Object.keys(res.value.workingHours as object)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(res.errors.map((e) => e.path)).toEqual(['username', 'firstname', 'lastname', 'email', 'phone', 'password', 'user_group_id']);
  });

  it('a blank value of a field with a default takes the default, in both modes', () => {
    const fields: Record<string, FieldDef> = { status: { type: 'boolean', default: true }, sortOrder: { type: 'integer', default: 0 }, note: { type: 'string' } };
    expect(validateFields(fields, { status: null, sortOrder: '', note: '' }, 'create').value).toEqual({ status: true, sortOrder: 0, note: null });
    expect(validateFields(fields, { status: null, note: null }, 'update').value).toEqual({ status: true, note: null });
  });

  it("an initial value is the form's only: left out or blank, a required field that has one is refused, in both modes", () => {
    const fields: Record<string, FieldDef> = { value: { type: 'number', required: true, initial: 1.1, label: 'Value' } };
    const refused = [{ path: 'value', msg: 'Oops! Fill in the Value.' }];
    expect(validateFields(fields, {}, 'create').errors).toEqual(refused);
    expect(validateFields(fields, { value: null }, 'create').errors).toEqual(refused);
    expect(validateFields(fields, { value: '' }, 'create').errors).toEqual(refused);
    expect(validateFields(fields, { value: null }, 'update').errors).toEqual(refused);
    expect(validateFields(fields, {}, 'update')).toEqual({ value: {}, errors: [], serverSet: {} });
    expect(validateFields(fields, { value: '0.5' }, 'create').value).toEqual({ value: 0.5 });
  });

  it('update mode leaves absent fields alone but still checks the ones sent', () => {
    const res = validateFields(user.fields, { firstname: 'Bo', lastname: '' }, 'update');
    expect(res.errors).toEqual([{ path: 'lastname', msg: 'Oops! Fill in the Lastname.' }]);
    expect(Object.keys(res.value)).toEqual(['firstname']);
    // a password is required on create only, and a blank one on update means "unchanged"
    const pw = validateFields(user.fields, { password: '' }, 'update');
    expect(pw).toEqual({ value: {}, errors: [], serverSet: {} });
    expect(validateFields(user.fields, { password: 'short' }, 'update').errors).toEqual([{ path: 'password', msg: 'Minimum length should be 7 characters.' }]);
  });

  it('treats a body that is not an object as empty', () => {
    expect(validateFields({ name: { type: 'string', required: true } }, null, 'create').errors).toEqual([{ path: 'name', msg: 'Oops! Fill in the Name.' }]);
    expect(validateFields({ name: { type: 'string' } }, 'text', 'update')).toEqual({ value: {}, errors: [], serverSet: {} });
  });
});

describe('strict reading (issue 7: input reaches PostgreSQL only when it fits)', () => {
  it('ids: JSON whole numbers or plain decimal text from 1 to 2^53 - 1, nothing JavaScript would guess at', () => {
    expect(parseIdValue(7)).toBe(7);
    expect(parseIdValue('7')).toBe(7);
    expect(parseIdValue(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    // '01' is refused too: one id, one spelling
    for (const bad of [' 1', '1 ', '1e0', '0x10', '01', '1.0', '+1', '-1', '0', 0, 1.5, 1e300, 2 ** 53, '9007199254740993', [[1]], [1], true, null, '', 'abc', NaN]) {
      expect(parseIdValue(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('numbers: JSON numbers or plain decimal text; whole numbers for integers', () => {
    expect(parseNumberValue('12.5')).toBe(12.5);
    expect(parseNumberValue('-3')).toBe(-3);
    expect(parseNumberValue(1e300)).toBe(1e300);
    for (const bad of ['1e3', '0x10', ' 1', '1.', '.5', 'Infinity', '', true, [1]]) expect(parseNumberValue(bad), String(bad)).toBeUndefined();
    expect(parseNumberValue('1.5', true)).toBeUndefined();
    expect(parseNumberValue('15', true)).toBe(15);
  });

  it('number fields: ±NUMBER_MAX unless they declare their own range; text only as plain decimals', () => {
    expect(one({ type: 'number' }, 1e13)).toBe(`Maximum value is ${NUMBER_MAX}.`);
    expect(one({ type: 'number' }, -1e13)).toBe(`Minimum value is ${-NUMBER_MAX}.`);
    expect(one({ type: 'number' }, NUMBER_MAX)).toBeUndefined();
    expect(one({ type: 'number', min: 0 }, 1e300)).toBe(`Maximum value is ${NUMBER_MAX}.`);
    expect(one({ type: 'number', max: 100 }, 101)).toBe('Maximum value is 100.');
    for (const bad of ['1e300', '0x10', ' 7', 'Infinity']) expect(one({ type: 'number' }, bad), bad).toBe('Please type Number only');
    for (const bad of ['1.5', '1e3', 2 ** 53]) expect(one({ type: 'integer' }, bad), String(bad)).not.toBeUndefined();
    for (const bad of ['01', '1e0', ' 1', 1.5, true, [[1]]]) expect(one({ type: 'reference' }, bad), JSON.stringify(bad)).toBe('Please type Number only');
  });

  it('dates: four-digit years 1900..9999 once in UTC, offsets within ±14:00, real times of day', () => {
    expect(parseDateTime('9999-12-31T09:59:59-14:00')).toBe('9999-12-31T23:59:59.000Z');
    expect(parseDateTime('1900-01-01T00:00:00Z')).toBe('1900-01-01T00:00:00.000Z');
    expect(parseDateTime('2026-01-01T10:00:00+14:00')).toBe('2025-12-31T20:00:00.000Z');
    for (const bad of [
      '10000-01-01',
      '+010000-01-01T00:00:00Z',
      '9999-12-31T23:59:59-14:00', // 10000-01-01 in UTC
      '1899-12-31T23:59:59Z',
      '2026-01-01T00:00:00-23:59',
      '2026-01-01T00:00:00+14:01',
      '2026-01-01T00:00:00+15:00',
      '2026-01-01T00:00:00+0260',
      '2026-01-01T24:30',
      '2026-01-01T10:60',
      '275760-09-13',
      1e300,
      ['2026-01-01'],
    ]) {
      expect(parseDateTime(bad), String(bad)).toBeUndefined();
      expect(one({ type: 'datetime' }, bad), String(bad)).toBe('Wrong value type.');
    }
  });

  it('text: no NUL and no lone surrogate, in any text field', () => {
    expect(isStorableText('José 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('\udc00x')).toBe(false);
    expect(one({ type: 'string' }, '\ud800')).toBe('Wrong value type.');
    expect(one({ type: 'password' }, 'Pass\u0000word1#')).toBe('Wrong value type.');
  });

  it('unstorablePath names the first key or text PostgreSQL cannot store', () => {
    expect(unstorablePath({ a: ['ok', { b: 'fine 😀' }] })).toBeUndefined();
    expect(unstorablePath({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(unstorablePath({ a: { 'k\u0000': 1 } })).toBe('a.k');
    expect(unstorablePath({ name: '\ud800' })).toBe('name');
    expect(unstorablePath(5)).toBeUndefined();
  });

  it('a document without declared fields holds only storable text', () => {
    expect(one({ type: 'object' }, { a: [{ b: 'x\u0000' }] })).toBe('Wrong value type.');
    expect(one({ type: 'object' }, { 'k\u0000': 1 })).toBe('Wrong value type.');
    expect(one({ type: 'list' }, ['\ud800'])).toBe('Wrong value type.');
    expect(one({ type: 'object' }, { a: [{ b: 'x' }] })).toBeUndefined();
  });

  it('shapes: an enum takes a string, an object no array, a list only an array', () => {
    expect(one({ type: 'enum', choices: ['a', 'b'] }, ['a'])).toBe('Choose one of: a, b.');
    expect(one({ type: 'object' }, [1])).toBe('Wrong value type.');
    expect(one({ type: 'list' }, { 0: 1 })).toBe('Wrong value type.');
    expect(errors({ to: { type: 'list', of: 'reference' } }, { to: [1, '2', '1e0'] })).toEqual([{ path: 'to.2', msg: 'Please type Number only' }]);
  });
});
