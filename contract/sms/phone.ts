// Phone numbers as providers take them: E.164 (+ and up to 15 digits), the US the default country
// (spec, first document, section 9: the keypad's US default). Pure, shared by the SPA and the server.

/** The calling code put before a national number typed without one. */
export const DEFAULT_CALLING_CODE = '1';

/**
 * `(202) 555-0123`, `202.555.0123`, `1 202 555 0123`, `+44 20 7946 0958`, `0044 20...` -> E.164, or
 * undefined when the text is not a phone number. North American numbers (+1) must have an area code
 * and exchange that start with 2-9, as the numbering plan says; others are taken at 8 to 15 digits.
 */
export function toE164(input: unknown): string | undefined {
  if (typeof input !== 'string' && typeof input !== 'number') return undefined;
  const text = String(input).trim();
  if (!text || /[^\d\s().+\-/]/.test(text)) return undefined;
  const plus = text.startsWith('+');
  if (text.indexOf('+', 1) !== -1) return undefined;
  let digits = text.replace(/\D/g, '');
  if (!plus && digits.startsWith('00')) digits = digits.slice(2);
  else if (!plus) {
    if (digits.length === 10) digits = DEFAULT_CALLING_CODE + digits;
    else if (!(digits.length === 11 && digits.startsWith(DEFAULT_CALLING_CODE))) return undefined;
  }
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return undefined;
  if (digits.startsWith('1') && !/^1[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return undefined;
  return '+' + digits;
}

/** Phones one read of a block list takes at most (`?phones=a,b,...`). */
export const PHONES_READ_AT_MOST = 500;

/** `?phones=a,b,...` as E.164 numbers: what is not a number is left out, at most PHONES_READ_AT_MOST. */
export const phoneList = (text: string | undefined): string[] =>
  (text ?? '').split(',').map((p) => toE164(p)).filter((p): p is string => !!p).slice(0, PHONES_READ_AT_MOST);
