// The softphone's keypad (spec, first document, section 2: "Phone keypad: digits 0-9, '+' and
// backspace"): what a press types, how it shows and the number it dials. Apart from softphone.ts, so
// that the texts the catalogue reads from there do not bring the phone metadata to every screen.
import { formatTyping, toE164 } from '../phone';

export const KEYPAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '+', '0', 'backspace'] as const;
export type KeypadKey = (typeof KEYPAD_KEYS)[number];

/** E.164 holds at most 15 digits. */
const MAX_DIGITS = 15;

/** What was typed, kept as a leading '+' (optional) and digits. */
const clean = (text: string): string => {
  const plus = text.trim().startsWith('+');
  return (plus ? '+' : '') + text.replace(/\D/g, '').slice(0, MAX_DIGITS);
};

/** One key pressed: digits append, '+' only first, backspace removes the last character. */
export function pressKey(typed: string, key: KeypadKey): string {
  if (key === 'backspace') return typed.slice(0, -1);
  if (key === '+') return typed === '' ? '+' : typed;
  return typed.replace(/\D/g, '').length < MAX_DIGITS ? typed + key : typed;
}

/**
 * What was typed as shown while typing, the US by default (contract/phone.ts, formatTyping):
 * `(555) 123-4567`, `1 (555) 123-4567`, `+1 555 123 4567`, `+44 20 7946 0958`; too many digits as typed.
 */
export const formatTyped = (typed: string): string => formatTyping(clean(typed));

/**
 * What is typed now, from the field's new text: digits and a leading '+'; a deleted formatting
 * character (a bracket, a dash) deletes the digit before it, as the user meant.
 */
export function typedFromInput(previous: string, input: string): string {
  const next = clean(input);
  if (next === previous && input.length < formatTyped(previous).length) return previous.slice(0, -1);
  return next;
}

/** The E.164 number of what was typed (US default), or undefined while it is not a number. */
export const typedToE164 = (typed: string): string | undefined => toE164(clean(typed));
