// Hostile inputs for the fuzz test (fuzz.test.ts): path values, query values and JSON bodies
// generated from field declarations, sampled with a seeded PRNG so every run sends the same requests.
import type { FieldDef } from '../../../contract/fields';

export type Rng = () => number;

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` distinct items of `list` (all of them when n >= length), in a seeded order. */
export function sample<T>(rng: Rng, list: readonly T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

/** Nesting far beyond any document the product stores. */
export const deepArray = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);
export const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Path segment values for an id (already URL-encoded), the valid one first. */
export function idSegments(id: number): string[] {
  return [
    String(id),
    'abc',
    `${id}.5`,
    `${id}.0`,
    '1e300',
    `${id}e0`,
    '-1',
    '0',
    `0${id}`,
    `0x${id.toString(16)}`,
    `%20${id}`,
    `${id}%20`,
    '%00',
    `${id}%00`,
    '99999999999999999999',
    '9007199254740993',
    'NaN',
    'Infinity',
    'true',
    encodeURIComponent(`[[${id}]]`),
    'a'.repeat(300),
  ];
}

/** Page and count segments: the same kinds of mistakes, fewer of them. */
export const pageSegments = ['0', '-1', '1.5', '1e300', '0x10', '%201', '%00', '99999999999999999999', 'abc', '5001'];

/** Query values (raw, encoded when the URL is built); `REPEAT` sends the key twice. */
export const REPEAT = Symbol('repeat');
export const queryValues: (string | typeof REPEAT)[] = [
  '\u0000',
  'a\u0000b',
  REPEAT,
  '',
  '0',
  '100000000',
  '10000-01-01',
  '10000-01-01T00:00:00Z',
  '+010000-01-01T00:00:00Z',
  '275760-09-13',
  '2020-01-01T00:00:00-23:59',
  '9999-12-31T23:59:59-14:00',
  '0000-01-01',
  '1',
  '1e300',
  '-1e300',
  '1e13',
  '0x10',
  ' 1',
  '[[1]]',
  'abc',
  '1.5',
  '-1',
  '99999999999999999999',
  'x'.repeat(5000),
  '%',
  '1,abc',
  ',',
];

/** Query values every key of every route gets (the rest are sampled): NUL, repeated, empty, zero, negative, a word, huge. */
export const queryEdges: (string | typeof REPEAT)[] = ['\u0000', REPEAT, '', '0', '-1', 'abc', '99999999999999999999'];

/** Any JSON value a client might send where something else was expected. */
const ANY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e300,
  -1e300,
  2 ** 53,
  '',
  'abc',
  '\u0000',
  'a\u0000b',
  ' 1',
  '1e0',
  '0x10',
  [],
  {},
  [[1]],
  [[[[[[[[1]]]]]]]],
  { a: { b: { c: {} } } },
  'x'.repeat(70000),
];

const NUMBER_VALUES: unknown[] = [1e13, 1e12, -1e13, 999999999999.999, 1e300, '1e300', '1e13', 'Infinity', '0x10', ' 7', '', -0.001, 1e-300];
const INTEGER_VALUES: unknown[] = [2147483648, -2147483649, 1.5, '1.5', '1e3', 2 ** 53, 1e300, '0x10', ' 1', '01'];
const ID_VALUES: unknown[] = ['01', '1e0', ' 1', '0x10', '1.0', 1.5, 0, -1, 1e300, 2 ** 63, '9223372036854775808', [[1]], true, 'abc'];
const DATE_VALUES: unknown[] = [
  '10000-01-01',
  '10000-01-01T00:00:00Z',
  '+010000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '2020-01-01T00:00:00-23:59',
  '2020-01-01T00:00:00+15:59',
  '9999-12-31T23:59:59-14:00',
  '2020-02-30',
  '2020-01-01T25:00',
  '1',
  'Tue 1',
  1e300,
  0,
];
const TEXT_VALUES: unknown[] = ['\u0000', 'a\u0000b', 123, {}, [], 'x'.repeat(70000), '\ud800'];
const LIST_VALUES: unknown[] = ['abc', {}, 5, [null], [[]], ['\u0000'], [1e300], [[[[1]]]], [{}], Array.from({ length: 20 }, () => [[1]])];
const OBJECT_VALUES: unknown[] = ['abc', [], 5, { '\u0000': 1 }, { a: '\u0000' }, [[1]]];

/** Wrong values for a declared field, type-specific ones first. */
export function hostileValues(def: FieldDef | undefined): unknown[] {
  switch (def?.type) {
    case 'number':
      return [...NUMBER_VALUES, ...INTEGER_VALUES.slice(0, 2)];
    case 'integer':
      return [...INTEGER_VALUES, ...NUMBER_VALUES.slice(0, 3)];
    case 'reference':
      return ID_VALUES;
    case 'datetime':
      return DATE_VALUES;
    case 'list':
      return def.of === 'reference' ? [...LIST_VALUES, ...ID_VALUES.map((v) => [v])] : LIST_VALUES;
    case 'object':
      return OBJECT_VALUES;
    case 'boolean':
    case 'enum':
      return ['true', 1, 'x\u0000', [true], {}];
    case undefined:
      return [];
    default:
      return TEXT_VALUES;
  }
}

/** Generic wrong values, whatever the field. */
export const anyValues = ANY_VALUES;

/** A dotted path and the declaration found there (list items as `.0.`). */
export interface FieldPath {
  path: string[];
  def: FieldDef | undefined;
}

/** Every field path of a declaration, nested objects and the first item of lists included. */
export function fieldPaths(fields: Record<string, FieldDef>, prefix: string[] = []): FieldPath[] {
  const out: FieldPath[] = [];
  for (const [name, def] of Object.entries(fields)) {
    if (def.readOnly) continue;
    const path = [...prefix, name];
    out.push({ path, def });
    if (def.type === 'object' && def.fields && !def.keys) out.push(...fieldPaths(def.fields, path));
    if (def.type === 'list' && def.fields) out.push(...fieldPaths(def.fields, [...path, '0']));
  }
  return out;
}

/** A copy of `body` with the value at `path` replaced (missing containers are created). */
export function withValue(body: unknown, path: string[], value: unknown): unknown {
  const root = structuredClone(body ?? {}) as Record<string, unknown>;
  let node: Record<string, unknown> = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = /^\d+$/.test(path[i + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  return root;
}

/** Raw JSON bodies that are wrong as a whole: wrong shape, hostile ids, deep nesting, bad syntax. */
export function rawBodies(id: number): string[] {
  return [
    'null',
    '[]',
    '{}',
    '"text"',
    '123',
    'true',
    '{',
    '{"a":1,}',
    `[[${id}]]`,
    `[true]`,
    `["${id}e0"]`,
    `[" ${id}"]`,
    `["0x10"]`,
    `["0${id}"]`,
    `[1e300]`,
    `[${id}.5]`,
    `[-1]`,
    `[null]`,
    `["\\u0000"]`,
    `{"ids":[[${id}]]}`,
    `{"ids":"${id}"}`,
    `{"ids":{"0":${id}}}`,
    `{"__proto__":{"isAdmin":true}}`,
    `{"constructor":{"prototype":{"isAdmin":true}}}`,
    `{"a":"\\u0000"}`,
    `{"\\u0000":1}`,
    JSON.stringify(Array.from({ length: 6000 }, (_, i) => i + 1)),
    deepArray(40),
    deepArray(100_000),
    deepObject(40),
    deepObject(50_000),
    `{"ids":${deepArray(100_000)}}`,
  ];
}
