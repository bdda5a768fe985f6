import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCheckResponses } from '../config';
import { ApiError, installErrorHandler } from './errors';
import { installResponseCheck, responseSchemaFor } from './response-check';
import { defineRoute, fieldValidatorCompiler } from './route';
import { closedObject } from './schemas';

/** A route answering `{id, name}` (closed), with a field more when asked, or a refusal of its own shape. */
async function app() {
  const app = Fastify();
  installErrorHandler(app);
  app.setValidatorCompiler(fieldValidatorCompiler);
  await installResponseCheck(app);
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/things/:id',
      summary: 'A thing',
      tags: ['test'],
      access: 'public',
      params: { id: { type: 'integer', min: 1, required: true } },
      query: { extra: { type: 'boolean' }, refuse: { type: 'boolean' }, odd: { type: 'boolean' } },
      response: { 200: closedObject({ id: { type: 'integer' }, name: { type: 'string' }, at: { type: ['string', 'null'], format: 'date-time' } }, ['id', 'name']) },
    },
    async (req, reply) => {
      if (req.query.refuse) throw new ApiError(404, 'No such thing');
      // a 4xx answer of another shape than the declared `{message, errmsg}`
      if (req.query.odd) return reply.status(409).send({ message: 'Taken', errmsg: 'Taken', code: 7 });
      return { id: req.params.id, name: 'Tea', at: new Date(0), ...(req.query.extra ? { colour: 'green' } : {}) };
    },
  );
  await app.ready();
  return app;
}

describe('the answers check (CHECK_RESPONSES=1)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets an answer that matches its schema through, dates as the client reads them', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/things/3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 3, name: 'Tea', at: '1970-01-01T00:00:00.000Z' });
  });

  it('refuses an answer with a field its schema does not declare: a 500 naming the route, the status and the field', async () => {
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const res = await (await app()).inject({ method: 'GET', url: '/things/3?extra=true' });
    expect(res.statusCode).toBe(500);
    const said = written.mock.calls.map((c) => String(c[0])).join('');
    expect(said).toContain('GET /things/:id answered 200 outside its response schema');
    expect(said).toContain('must NOT have additional properties');
    expect(said).toContain('colour');
  });

  it("checks an error answer against the status class ('4xx') Fastify serializes it with", async () => {
    const a = await app();
    expect((await a.inject({ method: 'GET', url: '/things/3?refuse=true' })).statusCode).toBe(404);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect((await a.inject({ method: 'GET', url: '/things/3?odd=true' })).statusCode).toBe(500);
  });

  it('finds the schema of a status as Fastify does: the status, its class, then default', () => {
    const ok = { type: 'object' };
    const client = { type: 'string' };
    const other = { type: 'array' };
    expect(responseSchemaFor({ 200: ok, '4xx': client }, 200)).toBe(ok);
    expect(responseSchemaFor({ 200: ok, '4xx': client }, 404)).toBe(client);
    expect(responseSchemaFor({ 200: ok, default: other }, 503)).toBe(other);
    expect(responseSchemaFor({ 200: ok }, 500)).toBeUndefined();
    expect(responseSchemaFor({ 200: { content: { 'application/json': { schema: ok } } } }, 200, 'application/json; charset=utf-8')).toBe(ok);
  });

  it('is off unless CHECK_RESPONSES is 1, and refuses another value', () => {
    expect(readCheckResponses({})).toBe(false);
    expect(readCheckResponses({ CHECK_RESPONSES: '0' })).toBe(false);
    expect(readCheckResponses({ CHECK_RESPONSES: '1' })).toBe(true);
    expect(() => readCheckResponses({ CHECK_RESPONSES: 'yes' })).toThrow('CHECK_RESPONSES is 1 or 0, not yes');
  });
});
