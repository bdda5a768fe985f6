import { describe, expect, it } from 'vitest';
import { neutraliseCell, progressPercent } from './export-table';

describe('export cells', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1 555 0100', `'+1 555 0100`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    // a tab or a line break is a separator too: the formula after it gets its own quote
    ['\t=1+2', `'\t'=1+2`],
    ['\r=1+2', `'\r'=1+2`],
    ['Ann Lee', 'Ann Lee'],
    [' =1', ' =1'],
    ['a=b', 'a=b'],
    ['x;=1+1', "x;'=1+1"],
    ['Lee|@SUM(A1)', "Lee|'@SUM(A1)"],
    ['1 Main St,-2+3', "1 Main St,'-2+3"],
    ["'quoted", "'quoted"],
    ['', ''],
  ])('text %j is written as %j', (cell, written) => {
    expect(neutraliseCell(cell)).toBe(written);
  });

  it.each([-12.5, 0, 3, -0.01])('the number %d stays a number', (n) => {
    expect(neutraliseCell(n)).toBe(n);
  });
});

describe('export progress', () => {
  it('moves forward through fetching, the rows, writing and saving', () => {
    const values = [
      progressPercent({ step: 'fetching', done: 0, total: 0 }),
      progressPercent({ step: 'rows', done: 0, total: 5000 }),
      progressPercent({ step: 'rows', done: 2500, total: 5000 }),
      progressPercent({ step: 'rows', done: 5000, total: 5000 }),
      progressPercent({ step: 'writing', done: 0, total: 5000 }),
      progressPercent({ step: 'saving', done: 1, total: 1 }),
    ];
    expect(values).toEqual([0, 20, 40, 60, 60, 100]);
  });
});
