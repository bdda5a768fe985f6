import { describe, expect, it } from 'vitest';
import { campaignCounters, smsSegments } from './sms';

describe('smsSegments', () => {
  it('counts GSM text in parts of 160, then 153', () => {
    expect(smsSegments('')).toBe(0);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(153 * 10))).toBe(10);
    expect(smsSegments('a'.repeat(153 * 10 + 1))).toBe(11);
  });
  it('counts other text in parts of 70, then 67', () => {
    expect(smsSegments('ж'.repeat(70))).toBe(1);
    expect(smsSegments('ж'.repeat(71))).toBe(2);
  });
  it('counts the escaped GSM characters twice', () => expect(smsSegments('€'.repeat(81))).toBe(2));
});

describe('campaignCounters', () => {
  it('sums recipients per status into the spec counters', () => {
    const c = campaignCounters({ pending: 2, sending: 1, sent: 3, delivered: 4, undelivered: 1, spam: 1, error: 2, Unsubscribed: 5, Deactivated: 1 }, 0.01);
    expect(c).toEqual({ smsCount: 20, price: 0.09, deliveredCount: 4, sentCount: 9, spamCount: 1, errorCount: 3, pendingCount: 6, skippedCount: 6 });
  });
});
