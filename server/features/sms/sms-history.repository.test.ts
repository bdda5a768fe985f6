// The history's cursor: what a client sends back must be one the server made.
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './sms-history.repository';

describe('history cursor', () => {
  it('round-trips the cursors the server makes', () => {
    const single = { d: '2026-11-24T06:00:00.123456Z', r: 1 as const, i: 42 };
    const recipient = { d: '2026-11-24T06:00:00.000001Z', r: 0 as const, c: 7, i: 99 };
    expect(decodeCursor(encodeCursor(single))).toEqual(single);
    expect(decodeCursor(encodeCursor(recipient))).toEqual(recipient);
  });
  it.each([
    ['not base64 json', 'xyz'],
    ['a date without microseconds', encodeCursor({ d: '2026-11-24T06:00:00Z', r: 1, i: 1 })],
    ['an unknown kind', Buffer.from(JSON.stringify({ d: '2026-11-24T06:00:00.000000Z', r: 2, i: 1 })).toString('base64url')],
    ['a recipient without its campaign', Buffer.from(JSON.stringify({ d: '2026-11-24T06:00:00.000000Z', r: 0, i: 1 })).toString('base64url')],
    ['an id that is not an integer', Buffer.from(JSON.stringify({ d: '2026-11-24T06:00:00.000000Z', r: 1, i: '1; DROP' })).toString('base64url')],
  ])('refuses %s', (_what, text) => {
    expect(decodeCursor(text)).toBeUndefined();
  });
});
