import { describe, expect, it } from 'vitest';
import { accountDelaySeconds, accountWaitSeconds, SIGN_IN_LIMITS } from './sign-in-limits';

describe('account sign-in delay', () => {
  it('is none for the free failures, then doubles from 15 s and stops at 300 s', () => {
    const free = SIGN_IN_LIMITS.accountFreeFailures;
    const table: [number, number][] = [
      [0, 0],
      [free - 1, 0],
      [free, 15],
      [free + 1, 30],
      [free + 2, 60],
      [free + 3, 120],
      [free + 4, 240],
      [free + 5, 300],
      [free + 500, 300],
    ];
    for (const [failures, seconds] of table) expect(accountDelaySeconds(failures), `${failures} failures`).toBe(seconds);
  });

  it('waits from the last failure, rounding up, and not at all once the delay has passed', () => {
    const free = SIGN_IN_LIMITS.accountFreeFailures;
    const last = 1_000_000;
    expect(accountWaitSeconds(free, undefined, last)).toBe(0);
    expect(accountWaitSeconds(free - 1, last, last)).toBe(0);
    expect(accountWaitSeconds(free, last, last)).toBe(15);
    expect(accountWaitSeconds(free, last, last + 14_001)).toBe(1);
    expect(accountWaitSeconds(free, last, last + 14_999)).toBe(1);
    expect(accountWaitSeconds(free, last, last + 15_000)).toBe(0);
    expect(accountWaitSeconds(free + 50, last, last + 299_000)).toBe(1);
    expect(accountWaitSeconds(free + 50, last, last + 300_000)).toBe(0);
  });
});
