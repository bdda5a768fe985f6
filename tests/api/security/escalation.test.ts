// Nobody grants what they do not hold (issue: a manager could make themselves admin). For every
// pair of demo groups, a user of the first tries each way of handing out the second group's
// permissions; the expected answer comes from the groups' permission lists themselves: allowed
// only with the right on the screen and when the first group holds every permission of the second.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../../contract/accounts';
import { entities } from '../../../contract/entities';
import { ADMIN_GROUP_ID, SIGN_UP_GROUP_ID } from '../../../contract/entities/userGroup';
import { messages } from '../../../contract/messages';
import { can, type Permission, type Right } from '../../../contract/permissions';
import { DEMO_GROUPS } from '../../../server/seed/seed';
import { ADMIN_PASSWORD } from '../constants';
import { base, useHarness, type TestUser } from '../harness';
import { sampleRecord } from '../sample-record';

const h = useHarness();
const USERS = base(entities.user);
const GROUPS = base(entities.userGroup);

const key = (p: Permission) => `${p.value}:${p.type}`;
/** Literal inclusion of the seeded lists: the demo groups hold plain pairs, so this is the rule's meaning. */
const holdsAll = (held: Permission[], granted: Permission[]) => granted.every((g) => held.map(key).includes(key(g)));
const ok = (status: number) => status >= 200 && status < 300;

const demo = DEMO_GROUPS.map((g) => ({ id: g.id, name: g.name, permissions: g.permissions() }));
const pairs = demo.flatMap((a) => demo.map((b) => [`${a.name} -> ${b.name}`, a, b] as const));

/** A copy of a demo group, so attempts on it never change the seeded groups other cases rely on. */
async function cloneOf(group: (typeof demo)[number]): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO user_group (name, permissions) VALUES (${`${group.name} copy ${Math.random()}`}, ${JSON.stringify(group.permissions)}::jsonb)
    RETURNING id`.execute(h.db);
  return rows[0].id;
}

describe.concurrent.each(pairs)('%s', (_name, actorGroup, targetGroup) => {
  let actor: TestUser;
  let targetId: number;
  const right = (r: Right, path: string) => can(actorGroup.permissions, r, path);
  const covered = holdsAll(actorGroup.permissions, targetGroup.permissions);

  beforeAll(async () => {
    actor = await h.userIn(actorGroup.id);
    targetId = await cloneOf(targetGroup);
  });

  it('creating a user in the group', async () => {
    const body = { ...sampleRecord(entities.user, { userGroup: targetId }), user_group_id: targetId };
    const res = await h.call('POST', USERS, { token: actor.token, body });
    expect(ok(res.status), JSON.stringify(res.body)).toBe(right('create', 'system/user') && covered);
  });

  it('inviting a user into the group', async () => {
    const n = Math.floor(Math.random() * 1e9);
    const body = { username: `invitee${String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`.slice(0, 16), firstname: 'Ivy', lastname: 'Invitee', email: `inv${n}@example.com`, user_group_id: targetId };
    const res = await h.call('POST', `/api/${ACCOUNT_PATHS.invite}`, { token: actor.token, body });
    expect(ok(res.status), JSON.stringify(res.body)).toBe(right('create', 'system/user') && covered);
  });

  it('moving a user they may manage into the group', async () => {
    const someone = await h.userIn(SIGN_UP_GROUP_ID);
    const res = await h.call('PUT', `${USERS}/${someone.userId}`, { token: actor.token, body: { user_group_id: targetId } });
    expect(ok(res.status), JSON.stringify(res.body)).toBe(right('update', 'system/user') && covered);
    const now = await sql<{ g: number }>`SELECT user_group_id::int AS g FROM app_user WHERE id = ${someone.userId}`.execute(h.db);
    expect(now.rows[0].g).toBe(ok(res.status) ? targetId : SIGN_UP_GROUP_ID);
  });

  it('moving themselves into the group is always refused', async () => {
    const me = await h.userIn(actorGroup.id);
    const res = await h.call('PUT', `${USERS}/${me.userId}`, { token: me.token, body: { user_group_id: targetId } });
    expect(ok(res.status)).toBe(false);
    expect((await h.call('GET', '/api/ug/p/u', { token: me.token })).body.userGroupId).toBe(actorGroup.id);
  });

  it("changing a member's password, status or email, or archiving them", async () => {
    const expected = covered;
    for (const [body, r] of [
      [{ password: 'N3w-Secret!x' }, 'update'],
      [{ status: false }, 'update'],
      [{ email: `taken${Math.random()}@example.com` }, 'update'],
    ] as const) {
      const member = await h.userIn(targetId);
      const res = await h.call('PUT', `${USERS}/${member.userId}`, { token: actor.token, body });
      expect(ok(res.status), `${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(res.body)}`).toBe(right(r, 'system/user') && expected);
    }
    const member = await h.userIn(targetId);
    const archived = await h.call('POST', `${USERS}/b/archive`, { token: actor.token, body: [member.userId] });
    expect(ok(archived.status)).toBe(right('archive_and_recover', 'system/user') && expected);
  });

  it("editing the group, or creating one with its permissions", async () => {
    const renamed = await h.call('PUT', `${GROUPS}/${targetId}`, { token: actor.token, body: { name: `renamed ${Math.random()}` } });
    expect(ok(renamed.status), JSON.stringify(renamed.body)).toBe(right('update', 'system/user_group') && covered);
    const created = await h.call('POST', GROUPS, { token: actor.token, body: { name: `made ${Math.random()}`, permissions: targetGroup.permissions.length ? targetGroup.permissions : [{ value: 'dashboard', type: 'access' }] } });
    expect(ok(created.status), JSON.stringify(created.body)).toBe(right('create', 'system/user_group') && covered);
  });

  it('adding a permission the actor does not hold is always refused', async () => {
    const more = [...targetGroup.permissions, { value: 'nobody/holds/this', type: 'access' }];
    const res = await h.call('PUT', `${GROUPS}/${targetId}`, { token: actor.token, body: { permissions: more } });
    expect(ok(res.status)).toBe(false);
    const stored = await sql<{ permissions: Permission[] }>`SELECT permissions FROM user_group WHERE id = ${targetId}`.execute(h.db);
    expect(stored.rows[0].permissions.map(key)).toEqual(targetGroup.permissions.map(key));
  });
});

describe('the demo manager', () => {
  let manager: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    manager = await h.userIn(2);
    admin = await h.userIn(ADMIN_GROUP_ID);
  });

  it('cannot make themselves admin: refused with a message on the group field, and nothing changes', async () => {
    const res = await h.call('PUT', `${USERS}/${manager.userId}`, { token: manager.token, body: { user_group_id: ADMIN_GROUP_ID } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'user_group_id', msg: messages.ownGroup }]);
    expect((await h.call('GET', '/api/ug/p/u', { token: manager.token })).body.userGroupId).toBe(2);
    expect((await h.call('GET', '/api/ug/p/g', { token: manager.token })).status).toBe(403);
  });

  it("cannot set an admin's password, then sign in as that admin", async () => {
    const res = await h.call('PUT', `${USERS}/${admin.userId}`, { token: manager.token, body: { password: 'Taken-0ver!' } });
    expect(res.status).toBe(403);
    const stolen = await h.call('POST', '/api/u/login', { token: null, body: { name: admin.username, password: 'Taken-0ver!' } });
    expect(stolen.status).not.toBe(200);
    const real = await h.call('POST', '/api/u/login', { token: null, body: { name: admin.username, password: ADMIN_PASSWORD } });
    expect(real.status).toBe(200);
  });

  it('cannot disable an admin, nor create or invite one', async () => {
    expect((await h.call('PUT', `${USERS}/${admin.userId}`, { token: manager.token, body: { status: false } })).status).toBe(403);
    expect((await h.call('GET', '/api/ug/p/u', { token: admin.token })).status).toBe(200);
    const created = await h.call('POST', USERS, { token: manager.token, body: { ...sampleRecord(entities.user), user_group_id: ADMIN_GROUP_ID } });
    expect(created.status).toBe(422);
    expect(created.body[0].path).toBe('user_group_id');
  });
});

describe('the admin and sign-up groups', () => {
  it.each([ADMIN_GROUP_ID, SIGN_UP_GROUP_ID])('group %i cannot be archived or destroyed, even by an admin', async (id) => {
    const archived = await h.call('POST', `${GROUPS}/b/archive`, { body: [id] });
    expect(archived.status).toBe(409);
    expect(archived.body.message).toBe(messages.systemGroup);
    // even when archived behind the product's back, it cannot be destroyed
    await sql`UPDATE user_group SET deleted = true WHERE id = ${id}`.execute(h.db);
    try {
      expect((await h.call('DELETE', `${GROUPS}/${id}`)).status).toBe(409);
      expect((await h.call('POST', `${GROUPS}/b/d`, { body: [id] })).status).toBe(409);
    } finally {
      await sql`UPDATE user_group SET deleted = false WHERE id = ${id}`.execute(h.db);
    }
    expect((await h.call('GET', `${GROUPS}/${id}`)).status).toBe(200);
  });
});

describe("a user's business", () => {
  const USER_RIGHTS: Permission[] = (['access', 'create', 'update'] as const).map((type) => ({ value: 'system/user', type }));

  it('binds a user of a business: they create users in it, write only its users, and cannot leave it', async () => {
    const [mine, other] = [await h.create(entities.business, { name: 'Own shop' }), await h.create(entities.business, { name: 'Other shop' })];
    const actor = await h.userWith(USER_RIGHTS);
    await sql`UPDATE app_user SET business_id = ${mine.businessId} WHERE id = ${actor.userId}`.execute(h.db);
    const groupId = actor.userGroupId;
    const body = (n: string, extra: Record<string, unknown> = {}) => ({ ...sampleRecord(entities.user, { userGroup: groupId }), user_group_id: groupId, businessId: undefined, username: n, email: `${n}@example.com`, ...extra });

    // created without a business: put in the actor's; in another business (one they cannot see): refused on the field
    const created = await h.call('POST', USERS, { token: actor.token, body: body('biz_staff_1') });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.businessId).toBe(mine.businessId);
    const elsewhere = await h.call('POST', USERS, { token: actor.token, body: body('biz_staff_2', { businessId: other.businessId }) });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body).toEqual([{ path: 'businessId', msg: messages.missingRecord }]);

    // a user of the same group of no business, or of another business: not theirs to see, nor to write
    const stranger = await h.userIn(groupId);
    expect((await h.call('PUT', `${USERS}/${stranger.userId}`, { token: actor.token, body: { firstname: 'Renamed' } })).status).toBe(404);
    await sql`UPDATE app_user SET business_id = ${other.businessId} WHERE id = ${stranger.userId}`.execute(h.db);
    expect((await h.call('PUT', `${USERS}/${stranger.userId}`, { token: actor.token, body: { firstname: 'Renamed' } })).status).toBe(404);

    // neither themselves nor their users leave the business
    for (const id of [actor.userId, created.body.userId]) {
      const moved = await h.call('PUT', `${USERS}/${id}`, { token: actor.token, body: { businessId: null } });
      expect(moved.status, String(id)).toBe(422);
    }
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM app_user WHERE id IN (${actor.userId}, ${created.body.userId}) AND business_id = ${mine.businessId}`.execute(h.db);
    expect(rows[0].n).toBe(2);
    // the admin, staff of the platform, moves anyone
    expect((await h.call('PUT', `${USERS}/${created.body.userId}`, { body: { businessId: other.businessId } })).status).toBe(200);
  });
});
