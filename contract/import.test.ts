import { describe, expect, it } from 'vitest';
import { defineEntity } from './entity';
import { entities } from './entities';
import { cellValue, columnOfPath, columnTarget, exportCell, importMessages, neutraliseCell, setAtPath } from './import';
import { screenPath } from './screen-paths';

const item = defineEntity({
  name: 'importItem',
  label: 'Items',
  labelOne: 'Item',
  service: 'product',
  rest: 'i',
  id: 'itemId',
  permission: 'catalog/item',
  scope: 'platform',
  menu: 'Catalog',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true },
    prevPrice: { type: 'number', label: 'Old price' },
    active: { type: 'boolean' },
    categories: { type: 'list', of: 'reference', reference: 'category' },
    address: { type: 'object', fields: { city: { type: 'string' } } },
    descriptions: { type: 'list', fields: { languageId: { type: 'reference', reference: 'language', required: true }, name: { type: 'string' } } },
    secret: { type: 'string', readOnly: true },
  },
  filters: {},
});
const languages = [
  { languageId: 1, code: 'en' },
  { languageId: 2, code: 'es' },
];
const pathOf = (header: string) => {
  const t = columnTarget(item, header, languages);
  return t?.kind === 'field' ? t.path : t?.kind;
};

describe('a header cell', () => {
  it('names a field by name or label, in any case and spacing', () => {
    expect(pathOf('name')).toEqual(['name']);
    expect(pathOf('  NAME ')).toEqual(['name']);
    expect(pathOf('Old price')).toEqual(['prevPrice']);
    expect(pathOf('prevprice')).toEqual(['prevPrice']);
  });

  it('names a per-language item by its language code or its id, and nested fields by dotted paths', () => {
    expect(pathOf('Name (es)')).toEqual(['descriptions', { languageId: 2 }, 'name']);
    expect(pathOf('descriptions.1.name')).toEqual(['descriptions', { languageId: 1 }, 'name']);
    expect(pathOf('address.city')).toEqual(['address', 'city']);
  });

  it('leaves server columns out and knows nothing of other names, server-only fields or unknown languages', () => {
    expect(pathOf('itemId')).toBe('ignored');
    expect(pathOf('Date Added')).toBe('ignored');
    expect(pathOf('colour')).toBeUndefined();
    expect(pathOf('secret')).toBeUndefined();
    expect(pathOf('Name (fr)')).toBeUndefined();
    expect(pathOf('address.street')).toBeUndefined();
  });
});

describe('a cell', () => {
  it('reads by the field type', () => {
    expect(cellValue({ type: 'number' }, '12.5')).toEqual({ value: 12.5 });
    expect(cellValue({ type: 'number' }, 7)).toEqual({ value: 7 });
    expect(cellValue({ type: 'number' }, 'twelve')).toEqual({ value: 'twelve' });
    expect(cellValue({ type: 'string' }, 12)).toEqual({ value: '12' });
    expect(cellValue({ type: 'list', of: 'reference' }, '3, 4,5')).toEqual({ value: [3, 4, 5] });
    expect(cellValue({ type: 'object' }, '{"city":"Lima"}')).toEqual({ value: { city: 'Lima' } });
    expect(cellValue({ type: 'object' }, '{city')).toEqual({ problem: importMessages.json });
    expect(cellValue({ type: 'string' }, '  ')).toEqual({ blank: true });
  });

  it.each([
    ['yes', true],
    ['No', false],
    ['TRUE', true],
    ['false', false],
    ['1', true],
    ['0', false],
    [true, true],
  ] as const)('reads %s as the boolean %s', (raw, value) => {
    expect(cellValue({ type: 'boolean' }, raw)).toEqual({ value });
  });

  it('names the booleans it takes for anything else', () => {
    expect(cellValue({ type: 'boolean' }, 'maybe')).toEqual({ problem: importMessages.boolean });
  });
});

describe('a row body', () => {
  it('gathers the columns of one language in one item and tells which API path each wrote', () => {
    const body: Record<string, unknown> = {};
    expect(setAtPath(body, ['descriptions', { languageId: 2 }, 'name'], 'Té')).toBe('descriptions.0.name');
    expect(setAtPath(body, ['descriptions', { languageId: 1 }, 'name'], 'Tea')).toBe('descriptions.1.name');
    expect(setAtPath(body, ['address', 'city'], 'Lima')).toBe('address.city');
    expect(body).toEqual({ descriptions: [{ languageId: 2, name: 'Té' }, { languageId: 1, name: 'Tea' }], address: { city: 'Lima' } });
  });

  it('puts a problem under the column that wrote its path, else under the fallback', () => {
    const written = new Map([
      ['descriptions.1.name', 'Name (en)'],
      ['address', 'Address'],
    ]);
    expect(columnOfPath('descriptions.1.name', written, 'Descriptions')).toBe('Name (en)');
    expect(columnOfPath('address.city', written, 'x')).toBe('Address');
    expect(columnOfPath('name', written, 'Name')).toBe('Name');
  });
});

describe('an exported cell', () => {
  it('neutralises text a spreadsheet would run, keeps numbers', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseCell(text)).toBe(`'${text}`);
    expect(neutraliseCell('Tea')).toBe('Tea');
    expect(neutraliseCell(-5)).toBe(-5);
  });

  it('neutralises a formula character after a separator of any locale, where a spreadsheet would cut the cell', () => {
    const written: [string, string][] = [
      ['x;=1+1', "x;'=1+1"],
      ['x,=1+1', "x,'=1+1"],
      ['x|=1+1', "x|'=1+1"],
      ['x\t=1+1', "x\t'=1+1"],
      ['x\u060C=1+1', "x\u060C'=1+1"],
      ['x\u061B=1+1', "x\u061B'=1+1"],
      ['a\n@SUM(A1)', "a\n'@SUM(A1)"],
      ['a\r\n-2+3', "a\r\n'-2+3"],
      ['Tea;+1;-1,@x', "Tea;'+1;'-1,'@x"],
      ['=1;=2', "'=1;'=2"],
      ['\t=1', "'\t'=1"],
      ['=HYPERLINK("http://x";"y")', `'=HYPERLINK("http://x";"y")`],
    ];
    for (const [cell, out] of written) expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(out);
    // what no spreadsheet runs stays as it is
    for (const text of ['a=b', 'x; =1', 'Tea, sugar', 'A-B', "'=1", '1+1', 'a@b.example', '']) expect(neutraliseCell(text)).toBe(text);
  });

  it('writes lists of ids comma-separated and items as JSON, so the import reads them back', () => {
    expect(exportCell({ type: 'list', of: 'reference' }, [3, 4])).toBe('3, 4');
    expect(cellValue({ type: 'list', of: 'reference' }, '3, 4')).toEqual({ value: [3, 4] });
    expect(exportCell({ type: 'object' }, { city: 'Lima' })).toBe('{"city":"Lima"}');
  });
});

describe('the import screen', () => {
  it('lives at /{permission}/import', () => {
    expect(screenPath(entities.product, 'import')).toBe('/catalog/product/import');
  });
});
