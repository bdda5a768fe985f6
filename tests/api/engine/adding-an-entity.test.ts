// docs/adding-an-entity.md works as written: its code blocks are written out as the files they
// name, imported, and the entity is mounted on a real database, where its hook's refusal comes
// back as the usual 422 [{path, msg}] and writes nothing.
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../../../contract/entity';
import { allPermissions } from '../../../contract/permission-catalog';
import { screenPath } from '../../../contract/screen-paths';
import { entityByName } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { syncEntityTables } from '../../../server/db/entity-sync';
import type { EntityHooks } from '../../../server/engine/entity-hooks';
import { EntityRepository } from '../../../server/engine/entity.repository';
import { entityRoutes } from '../../../server/engine/entity.routes';
import { installErrorHandler } from '../../../server/http/errors';
import { fieldValidatorCompiler } from '../../../server/http/route';
import { useHarness } from '../harness';

const h = useHarness();
const root = path.resolve(__dirname, '../../..');

/** Each ```ts block of the page, written where its first line says, with its imports made absolute. */
async function writeExamples(): Promise<Record<string, string>> {
  const page = await fs.readFile(path.join(root, 'docs/adding-an-entity.md'), 'utf8');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'doc-examples-'));
  const written: Record<string, string> = {};
  for (const [, code] of page.matchAll(/```ts\n([\s\S]*?)```/g)) {
    const file = /^\/\/ (\S+\.ts)/.exec(code)?.[1];
    if (!file) continue;
    const from = path.join(root, path.dirname(file));
    const absolute = code.replace(/from '(\.\.?\/[^']+)'/g, (_m, spec: string) => `from '${path.resolve(from, spec)}'`);
    const target = path.join(dir, path.basename(file));
    await fs.writeFile(target, absolute);
    written[file] = target;
  }
  return written;
}

describe('the example of docs/adding-an-entity.md', () => {
  let decl: EntityDeclaration;
  let hooks: EntityHooks;
  let app: FastifyInstance;
  let url: string;
  let files: Record<string, string>;

  beforeAll(async () => {
    files = await writeExamples();
    decl = ((await import(files['contract/entities/shelf.ts'])) as { shelf: EntityDeclaration }).shelf;
    hooks = ((await import(files['server/features/inventory/shelf.hooks.ts'])) as { shelfHooks: EntityHooks }).shelfHooks;
    await syncEntityTables(h.db, [decl]);
    // the generic routes as the server mounts them, for a signed-in administrator
    app = Fastify();
    installErrorHandler(app);
    app.setValidatorCompiler(fieldValidatorCompiler);
    app.decorateRequest('principal', null as never);
    app.addHook('onRequest', async (req) => {
      req.principal = { userId: h.admin.userId, username: 'admin', userGroupId: 1, groupName: 'admin', permissions: allPermissions(), tokensValidAfter: 0, revokedSessions: [] };
    });
    url = `/${decl.service}/${decl.rest}`;
    await app.register(entityRoutes(decl, new EntityRepository(h.db, decl, hooks)), { prefix: url });
    // the custom route of the page's last section, as its feature mounts it
    const custom = (await import(files['server/features/inventory/shelf.routes.ts'])) as { shelfRoutes: (db: typeof h.db) => (app: FastifyInstance) => Promise<void> };
    await app.register(custom.shelfRoutes(h.db));
    await app.ready();
  });
  afterAll(() => app?.close());

  it('derives its table, filter key and save target, and edits at create/{id}', () => {
    // shelves are in no post-save list of the specification: a save goes back one screen
    expect(decl).toMatchObject({ table: 'shelf', filterStorageKey: 'shelfFilter', redirectAfterSave: undefined, editAt: 'create' });
    expect(screenPath(decl, 'edit', 4)).toBe('/inventory/shelf/create/4');
  });

  it("its hook's refusal is a 422 in the usual shape, and nothing is written", async () => {
    const refused = await app.inject({ method: 'POST', url, payload: { name: 'North', address: { latitude: 34.1 } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([{ path: 'address.longitude', msg: 'Give both coordinates, or neither.' }]);
    expect((await app.inject({ method: 'GET', url: `${url}/1/10` })).json().count).toBe(0);
  });

  it('the field rules are checked before the hook; a valid shelf is created, and an update is judged as saved', async () => {
    const blank = await app.inject({ method: 'POST', url, payload: { address: { latitude: 1 } } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual([{ path: 'name', msg: 'Oops! Fill in the Name.' }]);
    const created = await app.inject({ method: 'POST', url, payload: { name: 'South', address: { latitude: 34.1, longitude: -118.5 } } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().shelfId;
    // an update is judged as it would be saved: dropping one coordinate is refused
    const update = await app.inject({ method: 'PUT', url: `${url}/${id}`, payload: { address: { latitude: 34.1, longitude: null } } });
    expect(update.statusCode).toBe(422);
    expect(update.json()).toEqual([{ path: 'address.longitude', msg: 'Give both coordinates, or neither.' }]);
    expect((await app.inject({ method: 'GET', url: `${url}/${id}` })).json().address).toMatchObject({ latitude: 34.1, longitude: -118.5 });
  });

  it('its custom route answers from its one declaration: typed values with defaults, 422 with the field texts', async () => {
    const warehouse = await h.create(entityByName('warehouse')!);
    for (const name of ['B', 'A', 'C']) {
      const created = await app.inject({ method: 'POST', url, payload: { name, warehouseId: warehouse.warehouseId } });
      expect(created.statusCode, created.body).toBe(201);
    }
    const route = `/inventory/sh/count/${warehouse.warehouseId}`;
    expect((await app.inject({ method: 'GET', url: route })).json()).toEqual({ count: 3, names: ['A', 'B', 'C'] });
    expect((await app.inject({ method: 'GET', url: `${route}?limit=2` })).json()).toEqual({ count: 3, names: ['A', 'B'] });
    const refused = [
      [`${route}?limit=0`, [{ path: 'limit', msg: messages.minValue(1) }]],
      [`${route}?limit=abc`, [{ path: 'limit', msg: messages.wrongType }]],
      [`${route}?limit=1&limit=2`, [{ path: 'limit', msg: messages.wrongType }]],
      [`${route}?other=1`, [{ path: 'other', msg: messages.unknownField }]],
      ['/inventory/sh/count/abc', [{ path: 'warehouseId', msg: messages.wrongType }]],
    ] as const;
    for (const [path, items] of refused) {
      const res = await app.inject({ method: 'GET', url: path });
      expect([path, res.statusCode, res.json()]).toEqual([path, 422, items]);
    }
  });
});
