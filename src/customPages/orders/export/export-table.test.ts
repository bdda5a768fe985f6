import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './export-table';

describe('export cells', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1 555 0100', `'+1 555 0100`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+2', `'\t=1+2`],
    ['\r=1+2', `'\r=1+2`],
    ['Ann Lee', 'Ann Lee'],
    [' =1', ' =1'],
    ['a=b', 'a=b'],
    ["'quoted", "'quoted"],
    ['', ''],
  ])('text %j is written as %j', (cell, written) => {
    expect(neutraliseCell(cell)).toBe(written);
  });

  it.each([-12.5, 0, 3, -0.01])('the number %d stays a number', (n) => {
    expect(neutraliseCell(n)).toBe(n);
  });
});
