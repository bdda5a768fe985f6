// Phone numbers, one rule and one display for customers, SMS, calls and the keypad, read and written
// by libphonenumber-js with the US the default country (spec, first document, section 5 and 9).
// Pure, shared by the SPA and the server.
//
// A number is valid when libphonenumber-js finds it possible for its country (its length) and, for
// the North American numbering plan (+1), its area code and exchange start with 2-9. The library's
// stricter `isValid` also refuses every number of an area code not yet assigned, the fictitious
// 555 among them, which staff type in demos and tests; what a provider cannot reach it reports on
// the send (docs/decisions.md, "One phone rule").
import { AsYouType, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

/** The country of a number typed without its calling code. */
export const DEFAULT_COUNTRY = 'US';
/** The calling code put before a national number typed without one. */
export const DEFAULT_CALLING_CODE = '1';

/** A number's own characters: digits, spaces, brackets, dots, dashes, slashes and one leading `+`. */
const NUMBER_TEXT = /^\+?[\d\s().\-/]+$/;
/** An extension after the number: `ext. 12`, `x9`, `#3`. */
const EXTENSION = /\s*(?:ext\.?|x|#)\s*(\d{1,6})\s*$/i;

/** The number a text names, if libphonenumber-js reads one: `00` before a calling code is read as `+`. */
function read(text: string): PhoneNumber | undefined {
  if (!NUMBER_TEXT.test(text) || text.indexOf('+', 1) !== -1) return undefined;
  const international = text.startsWith('00') ? '+' + text.slice(2) : text;
  return parsePhoneNumberFromString(international, DEFAULT_COUNTRY);
}

/** The one validity rule (the header's): possible for its country, and the numbering plan's first digits on +1. */
function reachable(number: PhoneNumber | undefined): number is PhoneNumber {
  if (!number?.isPossible()) return false;
  return number.countryCallingCode !== '1' || /^[2-9]\d{2}[2-9]\d{6}$/.test(number.nationalNumber);
}

/**
 * `(202) 555-0123`, `202.555.0123`, `1 202 555 0123`, `+44 20 7946 0958`, `0044 20...` -> E.164, or
 * undefined when the text is not a number by the one rule.
 */
export function toE164(input: unknown): string | undefined {
  if (typeof input !== 'string' && typeof input !== 'number') return undefined;
  const number = read(String(input).trim());
  return reachable(number) ? number.number : undefined;
}

/**
 * A number as a person reads it: US numbers `(202) 555-0123`, others `+44 20 7946 0958`; a text
 * that is no number by the one rule is given back as it is.
 */
export function formatPhone(input: string): string {
  const number = read(input.trim());
  if (!reachable(number)) return input;
  return number.countryCallingCode === DEFAULT_CALLING_CODE ? number.formatNational() : number.formatInternational();
}

/** A number as it is typed, shown while typing (the keypad): `(555) 123-4`, `1 (555) 123-4567`, `+44 20 79`. */
export const formatTyping = (typed: string): string => (typed ? new AsYouType(DEFAULT_COUNTRY).input(typed) : '');

export interface ParsedPhone {
  /** the number's digits without the extension (a US number without its leading 1) */
  digits: string;
  extension: string;
  valid: boolean;
  /** the display (formatPhone) with ` ext. n`; the text as typed when it is no number */
  formatted: string;
}

/**
 * Reads a telephone as the customer form writes it: a number by the one rule (toE164), with an
 * optional extension. A customer this accepts is one SMS and call campaigns reach.
 */
export function parsePhone(text: string): ParsedPhone {
  const trimmed = text.trim();
  const ext = EXTENSION.exec(trimmed);
  const main = ext ? trimmed.slice(0, ext.index) : trimmed;
  const extension = ext?.[1] ?? '';
  const number = read(main);
  if (!reachable(number)) return { digits: main.replace(/\D/g, ''), extension, valid: false, formatted: trimmed };
  const us = number.countryCallingCode === DEFAULT_CALLING_CODE;
  const shown = formatPhone(number.number);
  return { digits: us ? number.nationalNumber : number.number.slice(1), extension, valid: true, formatted: extension ? `${shown} ext. ${extension}` : shown };
}

/** Phones one read of a block list takes at most (`?phones=a,b,...`). */
export const PHONES_READ_AT_MOST = 500;

/** `?phones=a,b,...` as E.164 numbers: what is not a number is left out, at most PHONES_READ_AT_MOST. */
export const phoneList = (text: string | undefined): string[] =>
  (text ?? '').split(',').map((p) => toE164(p)).filter((p): p is string => !!p).slice(0, PHONES_READ_AT_MOST);
