import { describe, expect, it } from 'vitest';
import { SendLimits } from './send-limits';

describe('SendLimits', () => {
  it('allows the limit per user in a minute, then refuses until the oldest send is a minute old', () => {
    let now = 0;
    const limits = new SendLimits({ user: 3, business: 100 }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limits.take(1, undefined).ok).toBe(true);
      now += 10_000;
    }
    expect(limits.take(1, undefined)).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect(limits.take(2, undefined).ok).toBe(true);
    now = 60_001;
    expect(limits.take(1, undefined).ok).toBe(true);
  });

  it('counts every user of a business against the business limit', () => {
    const limits = new SendLimits({ user: 10, business: 2 }, () => 0);
    expect(limits.take(1, 7).ok).toBe(true);
    expect(limits.take(2, 7).ok).toBe(true);
    expect(limits.take(3, 7).ok).toBe(false);
    expect(limits.take(3, 8).ok).toBe(true);
  });

  it('counts nothing when a send is refused', () => {
    const limits = new SendLimits({ user: 2, business: 2 }, () => 0);
    expect(limits.take(1, 7, 3).ok).toBe(false);
    expect(limits.take(1, 7, 2).ok).toBe(true);
  });
});
