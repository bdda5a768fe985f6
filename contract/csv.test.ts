import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
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

  it('loads and writes in a browser, where there is no Buffer', async () => {
    const buffer = globalThis.Buffer;
    vi.resetModules();
    // @ts-expect-error: a browser's global scope has no Buffer
    delete globalThis.Buffer;
    try {
      const fresh = await import('./csv');
      expect(fresh.csvLines([['a', 1]])).toBe('a,1\r\n');
    } finally {
      globalThis.Buffer = buffer;
    }
  });
});
