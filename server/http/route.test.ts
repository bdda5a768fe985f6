import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { installErrorHandler } from './errors';
import { checkPart, defineRoute, fieldValidatorCompiler, ID_LIST, operationIdOf, requireDeclaredRoutes, type Shape } from './route';

async function app() {
  const app = Fastify();
  installErrorHandler(app);
  app.setValidatorCompiler(fieldValidatorCompiler);
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/things/:id',
      summary: 'A thing',
      tags: ['test'],
      access: 'public',
      params: { id: { type: 'integer', min: 1, required: true } },
      query: { limit: { type: 'integer', min: 1, max: 100, default: 20 }, on: { type: 'boolean' }, kind: { type: 'enum', choices: ['a', 'b'] } },
      body: { name: { type: 'string', required: true, maxLength: 5 }, tags: { type: 'list', of: 'string' } },
      response: { 200: { type: 'object', additionalProperties: true } },
    },
    async (req) => {
      // the types the declaration gives: a number, a number with its default, a boolean or nothing, a choice
      const id: number = req.params.id;
      const limit: number = req.query.limit;
      const on: boolean | undefined = req.query.on;
      const kind: 'a' | 'b' | undefined = req.query.kind;
      const name: string = req.body.name;
      return { id, limit, on, kind, name, tags: req.body.tags };
    },
  );
  await app.ready();
  return app;
}

describe('defineRoute', () => {
  it('hands the handler checked, converted values with defaults', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/things/7?on=true&kind=b', payload: { name: ' Tea ', tags: ['x'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, limit: 20, on: true, kind: 'b', name: 'Tea', tags: ['x'] });
  });

  it('answers 422 [{path, msg}] with the field texts for bad path, query and body values, never 500', async () => {
    const a = await app();
    const cases: [string, unknown, { path: string; msg: string }[]][] = [
      ['/things/abc', { name: 'x' }, [{ path: 'id', msg: messages.wrongType }]],
      ['/things/0', { name: 'x' }, [{ path: 'id', msg: messages.minValue(1) }]],
      ['/things/1?limit=-1', { name: 'x' }, [{ path: 'limit', msg: messages.minValue(1) }]],
      ['/things/1?limit=1&limit=2', { name: 'x' }, [{ path: 'limit', msg: messages.wrongType }]],
      ['/things/1?kind=c', { name: 'x' }, [{ path: 'kind', msg: messages.oneOf(['a', 'b']) }]],
      ['/things/1?nope=1', { name: 'x' }, [{ path: 'nope', msg: messages.unknownField }]],
      ['/things/1', {}, [{ path: 'name', msg: messages.required('Name') }]],
      ['/things/1', { name: 'toolong' }, [{ path: 'name', msg: messages.maxLength(5) }]],
      ['/things/1', { name: 'x', extra: 1 }, [{ path: 'extra', msg: messages.unknownField }]],
      ['/things/1', [1, 2], [{ path: '', msg: messages.wrongType }]],
    ];
    for (const [url, payload, items] of cases) {
      const res = await a.inject({ method: 'POST', url, payload: payload as object });
      expect([url, res.statusCode, res.json()]).toEqual([url, 422, items]);
    }
  });

  it('hands a bulk call its ids, sent as a list or as {ids}, repeats removed; anything else is a 422', async () => {
    const a = Fastify();
    installErrorHandler(a);
    a.setValidatorCompiler(fieldValidatorCompiler);
    defineRoute(a, { method: 'PUT', url: '/things/archive', summary: 'Archive things', tags: ['test'], access: 'public', body: ID_LIST, response: { 200: {} } }, async (req) => {
      const ids: number[] = req.body;
      return { ids };
    });
    await a.ready();
    const put = (payload: unknown) => a.inject({ method: 'PUT', url: '/things/archive', payload: payload as object });
    expect((await put([3, 1, 3])).json()).toEqual({ ids: [3, 1] });
    expect((await put({ ids: [2] })).json()).toEqual({ ids: [2] });
    for (const [payload, items] of [
      [[], [{ path: 'ids', msg: messages.sendIds }]],
      [{ ids: 'x' }, [{ path: 'ids', msg: messages.sendIds }]],
      [[1, 'two'], [{ path: 'ids.1', msg: messages.wrongType }]],
      [[0], [{ path: 'ids.0', msg: messages.wrongType }]],
    ] as const) {
      const res = await put(payload);
      expect([payload, res.statusCode, res.json()]).toEqual([payload, 422, items]);
    }
  });

  it('names each operation from its method and path, a doubled slash said', () => {
    expect(operationIdOf('GET', '/call/tickets/:id')).toBe('getCallTicketsId');
    expect(operationIdOf('GET', '/inventory/w//p/:id')).toBe('getInventoryWSlashPId');
  });

  it('answers at its aliases as at its path: one handler, the same checks and rights, an operation each', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.setValidatorCompiler(fieldValidatorCompiler);
    const seen: { url: string; operationId: unknown; config: unknown }[] = [];
    app.addHook('onRoute', (r) => void (r.method === 'GET' && seen.push({ url: r.url, operationId: (r.schema as { operationId?: unknown }).operationId, config: r.config })));
    defineRoute(
      app,
      { method: 'GET', url: '/w/p/:id', aliases: ['/w//p/:id'], summary: 'A product', tags: ['test'], access: { path: 'inventory/warehouse', right: 'access' }, params: { id: { type: 'integer', min: 1, required: true } }, response: { 200: { type: 'object', additionalProperties: true } } },
      async (req) => ({ id: req.params.id }),
    );
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/w//p/7' })).json()).toEqual({ id: 7 });
    expect((await app.inject({ method: 'GET', url: '/w//p/x' })).statusCode).toBe(422);
    expect(seen.map((r) => [r.url, r.operationId])).toEqual([['/w/p/:id', 'getWPId'], ['/w//p/:id', 'getWSlashPId']]);
    expect(seen[1].config).toEqual(seen[0].config);
  });
});

describe('a route not declared', () => {
  it('cannot be registered where every route must be declared (the API scope): the server does not start', () => {
    const app = Fastify();
    requireDeclaredRoutes(app);
    expect(() => app.get('/by-hand', async () => ({}))).toThrow('GET /by-hand: declare it with defineRoute');
    expect(() => defineRoute(app, { method: 'GET', url: '/declared', summary: 'Declared', tags: ['test'], access: 'signed-in', response: { 200: {} } }, async () => ({}))).not.toThrow();
  });
});

describe('one query value read by its field', () => {
  const limit = { type: 'integer', min: 1, max: 500 } as const;
  const read = (shape: Shape, query: Record<string, unknown>) => {
    const out = checkPart('querystring', shape, query);
    return 'error' in out ? out.error.items : out.value;
  };
  it('absent or empty is not given, the value typed and in range', () => {
    expect(read({ limit }, {})).toEqual({});
    expect(read({ limit }, { limit: '' })).toEqual({});
    expect(read({ limit }, { limit: '20' })).toEqual({ limit: 20 });
    expect(read({ campaignId: { type: 'reference' } }, { campaignId: '7' })).toEqual({ campaignId: 7 });
    expect(read({ status: { type: 'enum', choices: ['busy', 'failed'] } }, { status: 'busy' })).toEqual({ status: 'busy' });
  });
  it('refuses a wrong type, a repeated key and a value out of range or choices, naming the key', () => {
    expect(read({ limit }, { limit: 'abc' })).toEqual([{ path: 'limit', msg: 'Wrong value type.' }]);
    expect(read({ limit }, { limit: ['1', '2'] })).toEqual([{ path: 'limit', msg: 'Wrong value type.' }]);
    expect(read({ limit }, { limit: '0' })).toEqual([{ path: 'limit', msg: 'Minimum value is 1.' }]);
    expect(read({ limit }, { limit: '99999999999' })).toEqual([{ path: 'limit', msg: 'Wrong value type.' }]);
    expect(read({ limit }, { limit: '501' })).toEqual([{ path: 'limit', msg: 'Maximum value is 500.' }]);
    for (const raw of ['1.5', '1e3', ' 1', '0x10', '-1', 'true']) expect(read({ id: { type: 'reference' } }, { id: raw })).toHaveLength(1);
    expect(read({ status: { type: 'enum', choices: ['busy', 'failed'] } }, { status: 'x' })).toEqual([{ path: 'status', msg: 'Choose one of: busy, failed.' }]);
  });
});
