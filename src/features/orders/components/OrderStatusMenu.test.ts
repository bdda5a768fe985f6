import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, STATUS_COLOURS } from '../../../../contract/orders';

describe("the status button's colours", () => {
  it.each(ORDER_STATUSES.map((s) => [s]))('%s: its white label reaches 4.5:1 (WCAG AA)', (status) => {
    expect(getContrastRatio('#ffffff', STATUS_COLOURS[status])).toBeGreaterThanOrEqual(4.5);
  });
});
