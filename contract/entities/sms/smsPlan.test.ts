import { describe, expect, it } from 'vitest';
import { planRoom } from './smsPlan';

describe('planRoom', () => {
  it.each([
    // included, extra price, used, wanted -> left, fits, extra
    [100, null, 0, 100, 100, true, 0],
    [100, null, 0, 101, 100, false, 1],
    [100, null, 99, 2, 1, false, 1],
    [100, null, 150, 1, 0, false, 1],
    [100, 0.01, 99, 2, 1, true, 1],
    [100, 0, 100, 5, 0, true, 5],
    [0, null, 0, 0, 0, true, 0],
  ] as const)('%i included, extra %s, %i used, %i wanted', (messagesIncluded, extraMessagePrice, used, wanted, left, fits, extra) => {
    expect(planRoom({ messagesIncluded, extraMessagePrice }, used, wanted)).toEqual({ left, fits, extra });
  });
});
