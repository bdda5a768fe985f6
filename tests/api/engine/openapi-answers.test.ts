// The API document tells the truth about its answers: every list and every read by id it
// describes is called as the administrator and each answer is validated (ajv) against the
// operation's 200 schema, the components it refers to included. Entity rows are closed objects
// whose fields are all required, so an answer with a field the document does not declare, or
// without one it requires, fails here. The operations come from the document, not from a list.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { entityByName } from '../../../contract/entities';
import { isEngineStored } from '../../../contract/entity';
import { useHarness } from '../harness';

const h = useHarness();

type Schema = Record<string, any>;
type Link = { operationId: string; parameters: Record<string, string> };
type Response = { content?: { 'application/json'?: { schema: Schema } }; links?: Record<string, Link> };
type Operation = { operationId: string; tags?: string[]; parameters?: { in: string; name: string; required?: boolean; example?: unknown; schema?: Schema }[]; responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

interface Read {
  path: string;
  op: Operation;
  /** the 200 answer's JSON schema */
  schema: Schema;
}

const answerSchema = (op: Operation): Schema | undefined => op.responses['200']?.content?.['application/json']?.schema;
const pathParams = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'path');
/** The query a call needs (`relation?ids=`): each required query value as its documented example. */
const requiredQuery = (op: Operation): string => {
  const given = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(String(p.example ?? p.schema?.example ?? ''))}`);
  return given.length ? `?${given.join('&')}` : '';
};
const isPage = (s: Schema | undefined) => s?.type === 'object' && s.properties?.data?.type === 'array' && s.properties?.count !== undefined;

/** The document's lists (a page of rows) and reads by id (one component), each GET operation once. */
function readsOf(doc: Document): { lists: Read[]; records: Read[] } {
  const lists: Read[] = [];
  const records: Read[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const op = item.get;
    const schema = op && answerSchema(op);
    if (!op || !schema) continue;
    if (isPage(schema)) lists.push({ path, op, schema });
    else if (typeof schema.$ref === 'string' && pathParams(op).length === 1) records.push({ path, op, schema });
  }
  return { lists, records };
}

/** A JSON pointer (`/data/0/languageId`) read in a value. */
const pointer = (value: unknown, at: string): unknown =>
  at
    .split('/')
    .slice(1)
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), value);

function validatorFor(doc: Document) {
  // OpenAPI 3.0 schemas: `nullable` is ajv's own keyword; titles, descriptions and `x-` words are notes
  const ajv = new Ajv({ allErrors: true, strict: false, formats: { password: true, binary: true } });
  addFormats(ajv);
  ajv.addSchema({ components: doc.components }, 'openapi.json');
  const compiled = new Map<Schema, ValidateFunction>();
  return (schema: Schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      // the answer's references (#/components/schemas/...) are the document's
      validate = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi.json#/components/')));
      compiled.set(schema, validate);
    }
    return validate;
  };
}

const PAGE = { page: '1', count: '10' };

describe('the API document’s answers', () => {
  let doc: Document;
  let validatorOf: ReturnType<typeof validatorFor>;
  let reads: ReturnType<typeof readsOf>;

  beforeAll(async () => {
    const res = await h.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    doc = res.body;
    validatorOf = validatorFor(doc);
    reads = readsOf(doc);
    // every entity's list holds a row, so each read by id has one to read
    for (const { path, op } of reads.lists) {
      const decl = entityByName(op.tags?.[0] ?? '');
      if (!decl || !isEngineStored(decl) || !op.responses['200'].links) continue;
      const page = await h.call('GET', fill(path, PAGE));
      if (page.status === 200 && page.body.count === 0) await h.create(decl);
    }
  }, 240_000);

  /** The path with its parameters put in. */
  const fill = (path: string, values: Record<string, string>) => path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name]));

  /** What failed in one answer: its status or its shape. */
  function check(what: string, status: number, body: unknown, schema: Schema): string[] {
    if (status !== 200) return [`${what}: ${status} ${JSON.stringify(body).slice(0, 200)}`];
    const validate = validatorOf(schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => `${what}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  }

  it('finds the generic lists and reads of every entity in the document', () => {
    expect(reads.lists.length).toBeGreaterThan(100);
    expect(reads.records.length).toBeGreaterThan(50);
    // each read by id answers a component the document declares
    for (const { schema } of reads.records) expect(doc.components.schemas[schema.$ref.split('/').pop()]).toBeDefined();
  });

  it('answers every list and every read by id as the document says', async () => {
    const failures: string[] = [];
    const answers: unknown[] = [];
    const ids = new Map<string, string>();
    const componentIds = new Map<string, string>();
    const called = new Set<string>();
    const lists = reads.lists.filter(({ op }) => pathParams(op).every((p) => p.name in PAGE));
    const subLists = reads.lists.filter((r) => !lists.includes(r));

    for (const { path, op, schema } of lists) {
      const res = await h.call('GET', fill(path, PAGE) + requiredQuery(op));
      failures.push(...check(`${op.operationId} GET ${path}`, res.status, res.body, schema));
      called.add(op.operationId);
      if (res.status !== 200) continue;
      answers.push(res.body);
      // the reads the answer links to, with the id it names: also the id of a row of that component
      for (const link of Object.values(op.responses['200'].links ?? {})) {
        const id = pointer(res.body, link.parameters.id.replace('$response.body#', ''));
        if (id === undefined) continue;
        ids.set(link.operationId, String(id));
        const component = String(schema.properties.data.items.$ref ?? '').split('/').pop();
        if (component) componentIds.set(component, String(id));
      }
    }

    // a list of one record's rows: its other path parameters are a choice, the same-named field
    // (`customerId`) of a row read above, or the id of a row of the component they name (`chatRoomId`:
    // a ChatRoom's); a bare `id` names nothing and is said, not guessed
    const rowValue = (name: string, type: unknown) => {
      for (const answer of answers) {
        for (const row of (answer as { data: Record<string, unknown>[] }).data) {
          const value = row?.[name];
          if (value !== undefined && value !== null && (type !== 'integer' || Number.isInteger(value))) return String(value);
        }
      }
      return undefined;
    };
    const unreachable: string[] = [];
    for (const { path, op, schema } of subLists) {
      const values: Record<string, string> = { ...PAGE };
      const named = (name: string, type: unknown) => (name === 'id' ? undefined : (rowValue(name, type) ?? componentIds.get(name[0].toUpperCase() + name.slice(1).replace(/Id$/, ''))));
      for (const p of pathParams(op)) if (!(p.name in values)) values[p.name] = p.schema?.enum?.[0] ?? named(p.name, p.schema?.type) ?? '';
      if (Object.values(values).includes('')) {
        unreachable.push(`${op.operationId} GET ${path}`);
        continue;
      }
      const res = await h.call('GET', fill(path, values));
      failures.push(...check(`${op.operationId} GET ${fill(path, values)}`, res.status, res.body, schema));
      called.add(op.operationId);
    }

    for (const { path, op, schema } of reads.records) {
      const id = ids.get(op.operationId);
      if (id === undefined) {
        failures.push(`${op.operationId} GET ${path}: no list links to it with a row`);
        continue;
      }
      const res = await h.call('GET', fill(path, { [pathParams(op)[0].name]: id }));
      failures.push(...check(`${op.operationId} GET ${path} (${id})`, res.status, res.body, schema));
      called.add(op.operationId);
    }

    expect(failures).toEqual([]);
    // only a list of one record named by a bare `{id}` is left out
    expect(unreachable.filter((u) => !u.includes('/{id}/'))).toEqual([]);
    expect(called.size).toBe(reads.lists.length + reads.records.length - unreachable.length);
  }, 240_000);

  it('refuses an answer with a field the document does not declare, or without one it requires', async () => {
    const { path, op, schema } = reads.records[0];
    const link = reads.lists.flatMap((l) => Object.values(l.op.responses['200'].links ?? {}).map((k) => ({ l, k }))).find(({ k }) => k.operationId === op.operationId)!;
    const page = await h.call('GET', fill(link.l.path, PAGE));
    const id = String(pointer(page.body, link.k.parameters.id.replace('$response.body#', '')));
    const res = await h.call('GET', fill(path, { [pathParams(op)[0].name]: id }));
    const validate = validatorOf(schema);
    expect(validate(res.body)).toBe(true);
    expect(validate({ ...res.body, notInTheDocument: 1 })).toBe(false);
    const [first] = Object.keys(res.body);
    const { [first]: _, ...without } = res.body;
    expect(validate(without)).toBe(false);
    // and so does a page of such rows
    expect(validatorOf(link.l.schema)({ ...page.body, data: [{ ...page.body.data[0], notInTheDocument: 1 }] })).toBe(false);
  });
});
