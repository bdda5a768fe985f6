import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLines } from './csv';

describe('csvLines', () => {
  it('quotes only what needs it and ends every line with CRLF', () => {
    expect(csvLines([['a', 'b, c', 'say "hi"', 'two\nlines'], [1.5, true, null, undefined]])).toBe('a,"b, c","say ""hi""","two\nlines"\r\n1.5,true,,\r\n');
  });

  it('neutralises a formula, whole or after any separator, and reads back as written', () => {
    const text = csvLines([['=SUM(A1)', 'x;=1+1', -5, 'plain']]);
    expect(text).toBe(`'=SUM(A1),x;'=1+1,-5,plain\r\n`);
    expect(parse(text)).toEqual([["'=SUM(A1)", "x;'=1+1", '-5', 'plain']]);
  });
});
