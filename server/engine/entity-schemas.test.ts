import { describe, expect, it } from 'vitest';
import { entityList } from '../../contract/entities';
import { defineEntity } from '../../contract/entity';
import { entityBodySchema, entityListQuerySchema, entityLookupSchema, entityRecordSchema, entityRouteSchemas, inputFieldSchema } from './entity-schemas';
import { componentName } from '../http/schemas';

const shelf = defineEntity({
  name: 'shelf',
  label: 'Shelves',
  labelOne: 'Shelf',
  service: 'inventory',
  rest: 's',
  id: 'shelfId',
  permission: 'inventory/shelf',
  scope: 'platform',
  menu: 'Inventory',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, minLength: 2, maxLength: 50 },
    secret: { type: 'password', requiredOnCreate: true, writeOnly: true },
    computed: { type: 'integer', readOnly: true },
    size: { type: 'enum', choices: ['small', 'large'] },
    capacity: { type: 'number', min: 0, max: 100 },
    opened: { type: 'datetime' },
    owner: { type: 'reference', reference: 'user', as: 'ownerName' },
    hours: { type: 'object', keys: ['monday'], fields: { from: { type: 'string', maxLength: 5 } } },
    tags: { type: 'list', of: 'string' },
  },
  filters: { name: { op: 'ilike' }, size: { op: 'in' }, opened: { op: 'gte', field: 'opened' } },
});

type Props = Record<string, Record<string, unknown>>;
const props = (schema: Record<string, unknown>) => schema.properties as Props;

describe('inputFieldSchema', () => {
  it.each([
    ['string limits', { type: 'string', minLength: 2, maxLength: 5 }, { type: 'string', minLength: 2, maxLength: 5 }],
    ['email', { type: 'email' }, { type: 'string', format: 'email' }],
    ['date-time', { type: 'datetime' }, { type: 'string', format: 'date-time' }],
    ['number range', { type: 'number', min: 0, max: 9 }, { type: 'number', minimum: 0, maximum: 9 }],
    ['reference', { type: 'reference', reference: 'user' }, { type: 'integer', minimum: 1 }],
    ['choices', { type: 'enum', choices: ['a', 'b'] }, { type: 'string', enum: ['a', 'b'] }],
    ['digits as text keep their length', { type: 'integer', maxLength: 3 }, { type: 'integer' }],
    ['list of values', { type: 'list', of: 'email' }, { type: 'array', items: { type: 'string' } }],
  ] as const)('%s', (_name, def, expected) => {
    const s = inputFieldSchema('field', def);
    expect(s).toMatchObject(expected);
    if (!('maxLength' in expected)) expect(s.maxLength).toBeUndefined();
  });

  it('gives every fixed key of a keyed object the same shape', () => {
    const s = inputFieldSchema('hours', shelf.fields.hours);
    expect(props(s).monday).toMatchObject({ type: 'object', properties: { from: { type: 'string', maxLength: 5 } } });
  });
});

describe('entityBodySchema', () => {
  it('requires required and create-only fields on create, nothing on update', () => {
    expect(entityBodySchema(shelf, 'create').required).toEqual(['name', 'secret']);
    expect(entityBodySchema(shelf, 'update').required).toBeUndefined();
  });

  it('leaves out server-only fields', () => {
    expect(Object.keys(props(entityBodySchema(shelf, 'create')))).not.toContain('computed');
  });
});

describe('entityRecordSchema', () => {
  const record = entityRecordSchema(shelf);

  it('lists every field the repository returns (those the server sets included), and only those', () => {
    expect(Object.keys(props(record)).sort()).toEqual(
      ['shelfId', 'deleted', 'dateAdded', 'dateModified', 'name', 'size', 'capacity', 'computed', 'opened', 'owner', 'ownerName', 'hours', 'tags'].sort(),
    );
  });

  it('is closed, requires every field it lists, and allows null in every declared field', () => {
    // the list's rows (written by the database) and a read by id hold exactly these: tests/api/engine/openapi-answers.test.ts
    expect(record.additionalProperties).toBe(false);
    expect([...(record.required as string[])].sort()).toEqual(Object.keys(props(record)).sort());
    expect(props(record).capacity.type).toEqual(['number', 'null']);
    // a reference's representation takes the type of the target's representation field
    expect(props(record).ownerName.type).toEqual(['string', 'null']);
    // nested values are returned whole, never reshaped
    expect(props(record).hours).toMatchObject({ type: ['object', 'null'], additionalProperties: true });
    expect(props(record).hours.properties).toBeUndefined();
  });

  it('returns lookups as id and representation, and nothing else', () => {
    expect(Object.keys(props(entityLookupSchema(shelf)))).toEqual(['shelfId', 'name']);
    expect(entityLookupSchema(shelf).additionalProperties).toBe(false);
  });

  it('is one schema per declaration, named for the API document', () => {
    expect(entityRecordSchema(shelf)).toBe(record);
    expect(componentName(record)).toBe('Shelf');
  });
});

describe('entityListQuerySchema', () => {
  const query = entityListQuerySchema(shelf);

  it('takes deleted, sort, order and the declared filters', () => {
    expect(Object.keys(props(query))).toEqual(['deleted', 'sort', 'order', 'name', 'size', 'opened']);
    expect(props(query).sort.enum).toEqual(['shelfId', 'dateAdded', 'name', 'computed', 'size', 'capacity', 'opened', 'owner']);
    expect(props(query).opened).toMatchObject({ type: 'string', format: 'date-time' });
    expect(JSON.stringify(props(query).size.anyOf)).toContain('"enum":["small","large"]');
  });
});

describe('entityRouteSchemas', () => {
  it('gives every generic route of every declaration a response schema', () => {
    for (const decl of entityList) {
      for (const [route, schema] of Object.entries(entityRouteSchemas(decl))) {
        const success = Object.keys(schema.response as object).filter((code) => code.startsWith('2'));
        expect(success, `${decl.name} ${route}`).toHaveLength(1);
      }
    }
  });

  it('gives every generic route of every declaration its own operation id', () => {
    const ids = entityList.flatMap((decl) => Object.values(entityRouteSchemas(decl)).map((schema) => schema.operationId));
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(entityRouteSchemas(shelf).list.operationId).toBe('shelfList');
  });

  it("adds the counts a list is asked for (showStatistics) to the list's query and answer, where the declaration names them", () => {
    const counted = defineEntity({ ...shelf, name: 'countedShelf', listStatistics: 'size' });
    const list = entityRouteSchemas(counted).list;
    expect(props(list.querystring as Record<string, unknown>).showStatistics).toMatchObject({ type: 'boolean' });
    const statistics = props((list.response as Record<string, Record<string, unknown>>)[200]).statistics;
    expect(statistics).toMatchObject({ required: ['total', 'small', 'large'], additionalProperties: false });
    expect(props(entityRouteSchemas(shelf).list.querystring as Record<string, unknown>).showStatistics).toBeUndefined();
  });

  it("reads the archived records with the list's filters and a page, never `deleted`", () => {
    const query = props(entityRouteSchemas(shelf).removed.querystring as Record<string, unknown>);
    expect(Object.keys(query)).toEqual(['sort', 'order', 'name', 'size', 'opened', 'page', 'count']);
  });

  it('answers a create with 201 and the record', () => {
    const s = entityRouteSchemas(shelf);
    expect((s.create.response as Record<string, unknown>)[201]).toEqual(entityRecordSchema(shelf));
    expect((s.create.response as Record<string, unknown>)[422]).toMatchObject({ type: 'array' });
  });
});

describe('the declarations', () => {
  it("name an enum field for their list's statistics, and aliases of their routes as paths under their base (or the base itself)", () => {
    for (const decl of entityList) {
      if (decl.listStatistics) expect(decl.fields[decl.listStatistics]?.type, decl.name).toBe('enum');
      for (const alias of Object.values(decl.aliases ?? {}).flat()) expect(alias, decl.name).toMatch(/^(\/|$)/);
    }
  });
});
