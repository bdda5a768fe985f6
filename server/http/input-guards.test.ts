import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH } from './input-guards';

describe('jsonDepth', () => {
  it('counts nesting outside strings, without parsing', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[["}')).toBe(1);
    expect(jsonDepth('['.repeat(100_000) + ']'.repeat(100_000))).toBe(100_000);
    expect(jsonDepth('[]'.repeat(1000))).toBe(1);
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(8);
  });
});
