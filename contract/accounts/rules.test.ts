import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import type { FieldDef } from '../fields';
import {
  activateFields,
  canSubmitRegister,
  passwordProblem,
  passwordScore,
  passwordStrength,
  registerFields,
  resetFields,
  validateAccountForm,
} from './rules';
import { accountTexts } from './texts';

const good = { username: 'johnny', firstname: 'John', lastname: 'Smith', email: 'john@example.com', password: 'Secret#123' };
const pathsOf = (body: unknown, fields: Record<string, FieldDef> = registerFields) => validateAccountForm(fields, body).errors.map((e) => e.path);

describe('register rules', () => {
  it('accepts a valid form', () => {
    expect(validateAccountForm(registerFields, good).errors).toEqual([]);
    expect(canSubmitRegister(good)).toBe(true);
  });

  it('wants the username in lowercase letters, 4 to 16 of them', () => {
    expect(pathsOf({ ...good, username: 'Johnny' })).toEqual(['username']);
    expect(pathsOf({ ...good, username: 'john1' })).toEqual(['username']);
    expect(pathsOf({ ...good, username: 'joe' })).toEqual(['username']);
    expect(pathsOf({ ...good, username: 'a'.repeat(17) })).toEqual(['username']);
    expect(pathsOf({ ...good, username: 'abcd' })).toEqual([]);
    expect(pathsOf({ ...good, username: 'a'.repeat(16) })).toEqual([]);
  });

  it('limits first and last name to 4-16 characters', () => {
    expect(pathsOf({ ...good, firstname: 'Jo', lastname: 'x'.repeat(17) })).toEqual(['firstname', 'lastname']);
  });

  it('checks the email', () => {
    expect(validateAccountForm(registerFields, { ...good, email: 'john@' }).errors).toEqual([{ path: 'email', msg: messages.email }]);
  });

  it('wants a password of 8-26 characters with a digit, lowercase, uppercase and a symbol', () => {
    expect(passwordProblem('Secret#123')).toBeUndefined();
    expect(passwordProblem('Secret#abc')).toBe(accountTexts.passwordDigit);
    expect(passwordProblem('SECRET#123')).toBe(accountTexts.passwordLowercase);
    expect(passwordProblem('12345678#')).toBe(messages.oneLetter);
    expect(passwordProblem('secret#123')).toBe(messages.capitalLetter);
    expect(passwordProblem('Secret1234')).toBe(messages.specialCharacter);
    for (const s of ['#', '?', '!', '@', '$', '%', '^', '&', '*', '-']) expect(passwordProblem(`Secret1${s}`)).toBeUndefined();
    expect(passwordProblem('Secret1_')).toBe(messages.specialCharacter);
    expect(pathsOf({ ...good, password: 'Se#1' })).toEqual(['password']);
    expect(pathsOf({ ...good, password: 'Se#1' + 'x'.repeat(23) })).toEqual(['password']);
  });

  it('refuses submit when username, email or password is invalid, not for the names', () => {
    expect(canSubmitRegister({ ...good, firstname: 'Jo' })).toBe(true);
    expect(canSubmitRegister({ ...good, username: '' })).toBe(false);
    expect(canSubmitRegister({ ...good, email: 'x' })).toBe(false);
    expect(canSubmitRegister({ ...good, password: 'weak' })).toBe(false);
  });
});

describe('codes and confirmation', () => {
  it('wants exactly 4 digits', () => {
    const body = { email: 'a@b.co', password: 'Secret#123' };
    expect(pathsOf({ ...body, code: '1234' }, resetFields)).toEqual([]);
    expect(pathsOf({ ...body, code: '123' }, resetFields)).toEqual(['code']);
    expect(pathsOf({ ...body, code: '12345' }, resetFields)).toEqual(['code']);
    expect(pathsOf({ ...body, code: '12a4' }, resetFields)).toEqual(['code']);
  });

  it('wants the confirmation equal and not empty', () => {
    const body = { username: 'john', token: 't', password: 'Secret#123' };
    expect(pathsOf({ ...body, confirmPassword: 'Secret#123' }, activateFields)).toEqual([]);
    expect(pathsOf({ ...body, confirmPassword: 'Secret#124' }, activateFields)).toEqual(['confirmPassword']);
    expect(pathsOf({ ...body, confirmPassword: '' }, activateFields)).toEqual(['confirmPassword']);
  });
});

describe('password strength', () => {
  it('scores length, 3 per "!", 3 for an uppercase letter and 3 for a digit', () => {
    expect(passwordScore('abcdefgh')).toBe(8);
    expect(passwordScore('abc!!')).toBe(5 + 6);
    expect(passwordScore('Abcdefgh')).toBe(11);
    expect(passwordScore('ABcdefgh')).toBe(11);
    expect(passwordScore('abcdefg1')).toBe(11);
    expect(passwordScore('Abcdef1!')).toBe(8 + 3 + 3 + 3);
  });

  it('labels 30 and more Strong, 20 and more Medium, otherwise Weak', () => {
    expect(passwordStrength('Abcdef1!')).toBe('Weak'); // 17
    expect(passwordStrength('Abcdefghijklm1')).toBe('Medium'); // 20
    expect(passwordStrength('Abcdefghijklm')).toBe('Weak'); // 16
    expect(passwordStrength('Abcdefghijklmnopqrstuvw1')).toBe('Strong'); // 30
    expect(passwordStrength('Abcdefghijklmnopqrstuv1')).toBe('Medium'); // 29
  });
});
