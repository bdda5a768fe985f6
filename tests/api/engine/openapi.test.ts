// The API document (GET /api/docs/json): every mounted route appears in it with the permission it
// needs, only holders of system/api_docs read it, and the route schemas behind it leave validation
// to the product (its texts, the 422 [{path, msg}] shape).
import { describe, expect, it, vi } from 'vitest';
import { entities } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { API_DOCS_PERMISSION } from '../../../contract/permission-catalog';
import type { RoutePermission } from '../../../server/http/types';
import { base, useHarness } from '../harness';
import { isPublic, methodsOf, permissionOf, recordedRoutes as seen } from '../route-recorder';

vi.mock('fastify', async (importOriginal) => (await import('../route-recorder')).recordingFastify(await importOriginal()));

const h = useHarness();
const DOCS = '/api/docs/json';

type Operation = { security?: unknown[]; 'x-permission'?: { path: string; right: string }[]; requestBody?: any; responses?: any; parameters?: any[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, any> } };

/** The document's form of a route pattern: `/:id` -> `/{id}`; a scope's '/' (served with and without the slash) without it. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/(.)\/$/, '$1');

/** A schema of the document, its reference to a component followed. */
const resolved = (doc: Document, schema: any) => (schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema);

async function readDocument(): Promise<Document> {
  const res = await h.call('GET', DOCS);
  expect(res.status).toBe(200);
  return res.body;
}

describe('the API document', () => {
  it('lists every mounted route with its method', async () => {
    const doc = await readDocument();
    expect(doc.openapi).toMatch(/^3\./);
    expect(seen.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const route of seen) {
      for (const method of methodsOf(route)) {
        if (!doc.paths[openapiPath(route.url)]?.[method.toLowerCase()]) missing.push(`${method} ${route.url}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('states the token and the permission each route needs', async () => {
    const doc = await readDocument();
    const wrong: string[] = [];
    for (const route of seen) {
      const need = permissionOf(route) as RoutePermission | RoutePermission[] | undefined;
      const needs = need === undefined ? [] : Array.isArray(need) ? need : [need];
      for (const method of methodsOf(route)) {
        const op = doc.paths[openapiPath(route.url)]?.[method.toLowerCase()];
        if (!op) continue;
        const stated = (op['x-permission'] ?? []).map((p) => `${p.right} ${p.path}`);
        if (JSON.stringify(stated) !== JSON.stringify(needs.map((p) => `${p.right} ${p.path}`))) {
          wrong.push(`${method} ${route.url}: ${stated.join(', ')}`);
        }
        if (isPublic(route) !== (op.security?.length === 0)) wrong.push(`${method} ${route.url}: security ${JSON.stringify(op.security)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('describes the generic routes from the declaration', async () => {
    const doc = await readDocument();
    const { language } = entities;
    const create = doc.paths[base(language)]?.post;
    const body = create?.requestBody?.content?.['application/json']?.schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'code']));
    expect(body.properties.name).toMatchObject({ type: 'string', minLength: 2, maxLength: 200 });
    const record = resolved(doc, create?.responses?.['201']?.content?.['application/json']?.schema);
    expect(Object.keys(record.properties)).toEqual(expect.arrayContaining([language.id, 'deleted', 'dateAdded', 'dateModified', ...Object.keys(language.fields)]));
    // the user's group name comes back under its `as` name; the password never does
    const user = resolved(doc, doc.paths[`${base(entities.user)}/{id}`]?.get?.responses?.['200']?.content?.['application/json']?.schema);
    expect(Object.keys(user.properties)).toContain('userGroup');
    expect(Object.keys(user.properties)).not.toContain('password');
  });

  it('names every operation, and each entity record once as a component the lists and reads refer to', async () => {
    const doc = await readDocument();
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item)) as (Operation & { operationId?: string; summary?: string })[];
    const ids = ops.map((op) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.filter((op) => !op.summary)).toEqual([]);
    const { language } = entities;
    const ref = { $ref: '#/components/schemas/Language' };
    expect(doc.paths[`${base(language)}/{id}`].get.responses['200'].content['application/json'].schema).toEqual(ref);
    expect(doc.paths[`${base(language)}/{page}/{count}`].get.responses['200'].content['application/json'].schema.properties.data.items).toEqual(ref);
    expect(doc.components.schemas.Language).toMatchObject({ type: 'object', additionalProperties: false });
  });

  it('is read only with its permission', async () => {
    expect((await h.call('GET', DOCS, { token: null })).status).toBe(401);
    const other = await h.userWith([{ value: 'localisation/language', type: 'access' }]);
    expect((await h.call('GET', DOCS, { token: other.token })).status).toBe(403);
    const reader = await h.userWith([{ value: API_DOCS_PERMISSION, type: 'access' }]);
    expect((await h.call('GET', DOCS, { token: reader.token })).status).toBe(200);
  });
});

describe('route schemas', () => {
  it('leave bad input to the product validator: its texts, the 422 [{path, msg}] shape', async () => {
    const { language } = entities;
    // with Fastify's validator it would be ajv's words ('must be string')
    const res = await h.call('POST', base(language), { body: { name: 5, code: 'xx' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'name', msg: messages.wrongType }]);
    // a path parameter the schema calls an integer still gets the product's answer
    const page = await h.call('GET', `${base(language)}/x/10`);
    expect(page.status).toBe(422);
    expect(page.body).toEqual([{ path: 'page', msg: 'Page must be a whole number from 1.' }]);
  });

  it('keep every field the handlers return', async () => {
    const { user } = entities;
    const created = await h.create(user);
    const res = await h.call('GET', `${base(user)}/${created[user.id]}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
    expect(res.body.userGroup).toEqual(expect.any(String));
    expect(res.body.salary).toEqual(expect.any(Object));
    expect(res.body.password).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('leads a browser, which sends no token, to the console screen that reads the document with its token', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/#/system/api_docs');
  });
});
