import { describe, expect, it } from 'vitest';
import { decompose } from './rollup';

const t = (iso: string) => Date.parse(iso);
const shown = (from: string, to: string) =>
  decompose(t(from), t(to)).map((p) => `${p.size} ${new Date(p.from).toISOString().slice(0, 16)}..${new Date(p.to).toISOString().slice(0, 16)}`);

describe('a range as the fewest slots', () => {
  it('uses raw minutes, hours, days and months from the edges inwards', () => {
    expect(shown('2025-01-30T22:10:00Z', '2025-04-02T01:30:00Z')).toEqual([
      'raw 2025-01-30T22:10..2025-01-30T23:00',
      'h 2025-01-30T23:00..2025-01-31T00:00',
      'd 2025-01-31T00:00..2025-02-01T00:00',
      'm 2025-02-01T00:00..2025-04-01T00:00',
      'd 2025-04-01T00:00..2025-04-02T00:00',
      'h 2025-04-02T00:00..2025-04-02T01:00',
      'raw 2025-04-02T01:00..2025-04-02T01:30',
    ]);
  });

  it('stays fine-grained when no coarser slot fits, and covers the range exactly', () => {
    expect(shown('2025-01-01T10:15:00Z', '2025-01-01T10:45:00Z')).toEqual(['raw 2025-01-01T10:15..2025-01-01T10:45']);
    expect(shown('2025-01-01T10:00:00Z', '2025-01-01T13:00:00Z')).toEqual(['h 2025-01-01T10:00..2025-01-01T13:00']);
    expect(shown('2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toEqual(['m 2025-01-01T00:00..2026-01-01T00:00']);
    expect(decompose(5, 5)).toEqual([]);
    for (const [a, b] of [['2024-02-28T05:07:00Z', '2026-03-01T00:00:00Z'], ['2025-06-30T23:59:00Z', '2025-07-01T00:01:00Z']]) {
      const pieces = decompose(t(a), t(b));
      expect(pieces[0].from).toBe(t(a));
      expect(pieces[pieces.length - 1].to).toBe(t(b));
      for (let i = 1; i < pieces.length; i++) expect(pieces[i].from).toBe(pieces[i - 1].to);
    }
  });
});
