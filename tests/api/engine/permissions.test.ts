// The permission matrix, generated from the declarations: for every entity and every action of
// the generic pattern, a group holding exactly the right the action needs succeeds, and groups
// holding any other single right are refused with 403.
import { beforeAll, describe, expect, it } from 'vitest';
import { isEngineStored, type EntityDeclaration } from '../../../contract/entity';
import { entityByName, entityList } from '../../../contract/entities';
import { isMembersScope } from '../../../contract/tenancy';
import type { PermissionType, Right } from '../../../contract/permissions';
import { base, useHarness, type Method, type TestUser } from '../harness';
import { sampleRecord, visible } from '../sample-record';

const h = useHarness();

interface Action {
  name: string;
  right: Right;
  /** Builds a request that succeeds for `user` when they hold the right (fixtures made by the admin). */
  request: (decl: EntityDeclaration, user: TestUser) => Promise<{ method: Method; url: string; body?: unknown }>;
}

/**
 * A chat room's rows are its members' (docs/tenancy.md): the fixtures of a user held to membership
 * make them a member of the room (theirs and the admin's), so the right alone decides.
 */
async function asMember(decl: EntityDeclaration, user: TestUser): Promise<Record<string, unknown>> {
  if (!isMembersScope(decl.scope)) return {};
  const field = decl.scope.members;
  const def = decl.fields[field];
  if (def.type === 'list') return { [field]: [h.admin.userId, user.userId] };
  const target = entityByName(def.reference!)!;
  return { [field]: (await h.create(target, await asMember(target, user)))[target.id] };
}

const row = async (decl: EntityDeclaration, user: TestUser) => (await h.create(decl, await asMember(decl, user)))[decl.id] as number;
const archivedRow = async (decl: EntityDeclaration, user: TestUser) => {
  const id = await row(decl, user);
  await h.call('POST', `${base(decl)}/b/archive`, { body: [id] });
  return id;
};
const sample = async (decl: EntityDeclaration, user: TestUser) => ({ ...sampleRecord(decl, await h.refsFor(decl)), ...(await asMember(decl, user)) });

const ACTIONS: Action[] = [
  { name: 'list', right: 'access', request: async (d) => ({ method: 'GET', url: `${base(d)}/1/10` }) },
  { name: 'list archived', right: 'access', request: async (d) => ({ method: 'GET', url: `${base(d)}/1/10?deleted=true` }) },
  { name: 'get', right: 'access', request: async (d, u) => ({ method: 'GET', url: `${base(d)}/${await row(d, u)}` }) },
  { name: 'create', right: 'create', request: async (d, u) => ({ method: 'POST', url: base(d), body: await sample(d, u) }) },
  {
    name: 'update',
    right: 'update',
    // the row keeps its members (a room's, a message's room): they change through the chat's own call
    request: async (d, u) => {
      const members = await asMember(d, u);
      const id = (await h.create(d, members))[d.id];
      return { method: 'PUT', url: `${base(d)}/${id}`, body: visible(d, { ...sampleRecord(d, await h.refsFor(d)), ...members }) };
    },
  },
  { name: 'archive', right: 'archive_and_recover', request: async (d, u) => ({ method: 'POST', url: `${base(d)}/b/archive`, body: [await row(d, u)] }) },
  { name: 'recover', right: 'archive_and_recover', request: async (d, u) => ({ method: 'POST', url: `${base(d)}/b/recover`, body: [await archivedRow(d, u)] }) },
  { name: 'destroy', right: 'delete', request: async (d, u) => ({ method: 'DELETE', url: `${base(d)}/${await archivedRow(d, u)}` }) },
  { name: 'bulk destroy', right: 'delete', request: async (d, u) => ({ method: 'POST', url: `${base(d)}/b/d`, body: [await archivedRow(d, u)] }) },
];

const HOLDINGS: PermissionType[] = ['access', 'create', 'update', 'archive_and_recover', 'delete', 'modify'];

/** What a group holding only `held` on the entity may do: its own right; modify grants create and update. */
const grants = (held: PermissionType, right: Right) => held === right || (held === 'modify' && (right === 'create' || right === 'update'));

describe.each(entityList.filter(isEngineStored).map((d) => [d.name, d] as const))('%s: permissions', (_name, decl) => {
  const users = {} as Record<PermissionType, TestUser>;
  let nobody: TestUser;

  beforeAll(async () => {
    for (const held of HOLDINGS) users[held] = await h.userWith([{ value: decl.permission, type: held }]);
    // every right, but on another path: holding rights elsewhere grants nothing here
    nobody = await h.userWith(
      HOLDINGS.map((type) => ({ value: decl.permission === 'localisation/language' ? 'localisation/currency' : 'localisation/language', type })),
    );
  });

  // each case makes its own rows, so the cases of an entity run side by side
  describe.concurrent.each(ACTIONS.map((a) => [a.name, a] as const))('%s', (_action, action) => {
    it.each(HOLDINGS)(`a group holding only %s on ${decl.permission}`, async (held) => {
      const req = await action.request(decl, users[held]);
      const res = await h.call(req.method, req.url, { token: users[held].token, body: req.body });
      if (grants(held, action.right)) {
        expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(300);
      } else {
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body).toEqual({ message: expect.any(String), errmsg: expect.any(String) });
      }
    });

    it('refused without the right on this path, without a token, and with a forged token', async () => {
      const req = await action.request(decl, nobody);
      expect((await h.call(req.method, req.url, { token: nobody.token, body: req.body })).status).toBe(403);
      expect((await h.call(req.method, req.url, { token: null, body: req.body })).status).toBe(401);
      const forged = h.admin.token.slice(0, -4) + (h.admin.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      expect((await h.call(req.method, req.url, { token: forged, body: req.body })).status).toBe(401);
    });
  });

  it('a refused write changes nothing', async () => {
    const row = await h.create(decl);
    const before = (await h.call('GET', `${base(decl)}/${row[decl.id]}`)).body;
    await h.call('PUT', `${base(decl)}/${row[decl.id]}`, { token: users.access.token, body: sampleRecord(decl, await h.refsFor(decl)) });
    await h.call('POST', `${base(decl)}/b/archive`, { token: users.update.token, body: [row[decl.id]] });
    await h.call('DELETE', `${base(decl)}/${row[decl.id]}`, { token: users.archive_and_recover.token });
    expect((await h.call('GET', `${base(decl)}/${row[decl.id]}`)).body).toEqual(before);
  });

  it('see-all lookups need access on the entity, or create/update on a form that picks it; never signed out', async () => {
    // forms that pick this entity: entities with a reference field to it, and the screens it names
    const forms = [
      ...entityList.filter((d) => d !== decl && JSON.stringify(d.fields).includes(`"reference":"${decl.name}"`)).map((d) => d.permission),
      ...(decl.lookupFor ?? []),
    ];
    const allowed = [
      await h.userWith([{ value: decl.permission, type: 'access' }]),
      ...(await Promise.all(forms.map((path) => h.userWith([{ value: path, type: 'create' }])))),
    ];
    const refused = [nobody, users.delete, users.archive_and_recover];
    for (const url of [`${base(decl)}/r`, `${base(decl)}/r/1/10`]) {
      for (const user of allowed) {
        const res = await h.call('GET', url, { token: user.token });
        expect(res.status, `${user.username} ${url}`).toBe(200);
        expect(res.body).toEqual({ data: expect.any(Array), count: expect.any(Number) });
      }
      for (const user of refused) expect((await h.call('GET', url, { token: user.token })).status, url).toBe(403);
      expect((await h.call('GET', url, { token: null })).status).toBe(401);
    }
  });
});

describe('modify on a parent path', () => {
  it('grants create and update on child paths, not access, archive or delete', async () => {
    const decl = entityList.find((d) => d.permission.includes('/'))!;
    const parent = decl.permission.split('/')[0];
    const user = await h.userWith([{ value: parent, type: 'modify' }]);
    const created = await h.call('POST', base(decl), { token: user.token, body: sampleRecord(decl, await h.refsFor(decl)) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body[decl.id];
    const updated = await h.call('PUT', `${base(decl)}/${id}`, { token: user.token, body: sampleRecord(decl, await h.refsFor(decl)) });
    expect(updated.status).toBe(200);
    expect((await h.call('GET', `${base(decl)}/${id}`, { token: user.token })).status).toBe(403);
    expect((await h.call('POST', `${base(decl)}/b/archive`, { token: user.token, body: [id] })).status).toBe(403);
  });
});

describe('the audit log', () => {
  it('needs access on system/audit', async () => {
    const without = await h.userWith([{ value: 'system/user', type: 'access' }]);
    expect((await h.call('GET', '/api/audit/1/10', { token: without.token })).status).toBe(403);
    const withIt = await h.userWith([{ value: 'system/audit', type: 'access' }]);
    expect((await h.call('GET', '/api/audit/1/10', { token: withIt.token })).status).toBe(200);
    expect((await h.call('GET', '/api/audit/1/10', { token: null })).status).toBe(401);
  });
});

describe('the permission calls', () => {
  it('GET ug/p/u answers every signed-in user; ug/p/g needs access to user groups', async () => {
    const plain = await h.userWith([]);
    expect((await h.call('GET', '/api/ug/p/u', { token: plain.token })).status).toBe(200);
    expect((await h.call('GET', '/api/ug/p/u', { token: null })).status).toBe(401);
    expect((await h.call('GET', '/api/ug/p/g', { token: plain.token })).status).toBe(403);
    const groups = await h.userWith([{ value: 'system/user_group', type: 'access' }]);
    expect((await h.call('GET', '/api/ug/p/g', { token: groups.token })).status).toBe(200);
  });
});
