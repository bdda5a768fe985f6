// Every write through the engine leaves one audit entry (who, entity, id, action, the changed
// fields before and after); failed writes leave none; the audit log filters.
import { describe, expect, it } from 'vitest';
import { entityList } from '../../../contract/entities';
// the generic tests cover what the engine stores; orders have their own (orders.test.ts)
import { isEngineStored } from '../../../contract/entity';
import { base, useHarness } from '../harness';
import { sampleRecord } from '../sample-record';
import type { AuditEntry } from '../../../contract/audit';

const h = useHarness();

type Entry = AuditEntry;

async function audit(query: Record<string, string | number> = {}): Promise<{ data: Entry[]; count: number }> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await h.call('GET', `/api/audit/1/5000${qs ? '?' + qs : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe.each(entityList.filter(isEngineStored).map((d) => [d.name, d] as const))('%s: audit entries', (_name, decl) => {
  const url = base(decl);
  // this entity's entries only: background work of other areas (the job queue's SMS and call
  // work, started by earlier tests) may write entries of its own meanwhile
  const mine = async () => (await audit({ entity: decl.name })).count;

  it('create, update, archive, recover and destroy each write one entry with who, what and the changes', async () => {
    const created = await h.create(decl);
    const id = created[decl.id];
    const entries = async () => (await audit({ entity: decl.name, entityId: id })).data;

    let log = await entries();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ userId: h.admin.userId, username: 'admin', entity: decl.name, entityId: id, action: 'create', before: null });
    expect(log[0].after).toMatchObject({ [decl.id]: id });
    for (const [name, def] of Object.entries(decl.fields)) if (def.writeOnly) expect(log[0].after).not.toHaveProperty(name);

    // an update records only the fields it changed
    const [field] = Object.entries(decl.fields).find(([, d]) => (d.type === 'string' || d.type === 'text') && !d.pattern && !d.writeOnly && !d.readOnly)!;
    const value = sampleRecord(decl)[field];
    expect((await h.call('PUT', `${url}/${id}`, { body: { [field]: value } })).status).toBe(200);
    log = await entries();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ action: 'update', before: { [field]: created[field] }, after: { [field]: value } });
    expect(Object.keys(log[0].after!)).toEqual([field]);
    expect(Object.keys(log[0].before!)).toEqual([field]);

    await h.call('POST', `${url}/b/archive`, { body: [id] });
    await h.call('POST', `${url}/b/recover`, { body: [id] });
    await h.call('POST', `${url}/b/archive`, { body: [id] });
    expect((await h.call('DELETE', `${url}/${id}`)).status).toBe(200);
    log = await entries();
    expect(log.map((e) => e.action)).toEqual(['destroy', 'archive', 'recover', 'archive', 'update', 'create']);
    expect(log[1]).toMatchObject({ before: { deleted: false }, after: { deleted: true } });
    expect(log[2]).toMatchObject({ before: { deleted: true }, after: { deleted: false } });
    expect(log[0]).toMatchObject({ action: 'destroy', after: null, before: { [decl.id]: id, [field]: value } });
    for (const e of log) expect(e).toMatchObject({ userId: h.admin.userId, username: 'admin' });
  });

  it('a bulk archive writes one entry per row; an update changing nothing writes none', async () => {
    const ids = [(await h.create(decl))[decl.id], (await h.create(decl))[decl.id]];
    const before = await mine();
    await h.call('POST', `${url}/b/archive`, { body: ids });
    const log = (await audit({ entity: decl.name, action: 'archive' })).data.filter((e) => ids.includes(e.entityId));
    expect(log.map((e) => e.entityId).sort()).toEqual([...ids].sort());
    expect(await mine()).toBe(before + 2);

    const created = await h.create(decl);
    // a row background work is still changing (a call the queue places) is read once it settled
    const read = async () => (await h.call('GET', `${url}/${created[decl.id]}`)).body as Record<string, unknown>;
    let row = await read();
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const again = await read();
      if (JSON.stringify(again) === JSON.stringify(row)) break;
      row = again;
    }
    const { [decl.id]: _id, deleted: _d, dateAdded: _a, dateModified: _m, ...same } = row;
    // what a client sends back: the fields set by the server (a call's duration) may still move under it
    const writable = Object.fromEntries(Object.entries(same).filter(([name]) => !decl.fields[name]?.readOnly));
    const put = await h.call('PUT', `${url}/${row[decl.id]}`, { body: writable });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // none; unless background work still changed the row between the read and the PUT, which then put
    // back what it read: a real change, and its entry records it (never an entry of nothing changed)
    const updates = (await audit({ entity: decl.name, entityId: Number(row[decl.id]), action: 'update' })).data.filter((e) => e.userId === h.admin.userId);
    expect(updates.length).toBeLessThanOrEqual(1);
    for (const e of updates) {
      expect(Object.keys(e.after ?? {}).length, JSON.stringify(e)).toBeGreaterThan(0);
      expect(e.before, JSON.stringify(e)).not.toEqual(e.after);
    }
  });

  it('failed writes (422, 409, 404) write nothing', async () => {
    const row = await h.create(decl);
    const n = await mine();
    expect((await h.call('POST', url, { body: {} })).status).toBe(422);
    const [long, longDef] = Object.entries(decl.fields).find(([, d]) => (d.type === 'string' || d.type === 'text') && d.maxLength !== undefined && !d.writeOnly)!;
    expect((await h.call('PUT', `${url}/${row[decl.id]}`, { body: { [long]: 'x'.repeat(longDef.maxLength! + 1) } })).status).toBe(422);
    expect((await h.call('DELETE', `${url}/${row[decl.id]}`)).status).toBe(409);
    expect((await h.call('POST', `${url}/b/d`, { body: [row[decl.id]] })).status).toBe(409);
    expect((await h.call('PUT', `${url}/987654321`, { body: sampleRecord(decl, await h.refsFor(decl)) })).status).toBe(404);
    // refused by the database itself (a duplicate): the entry written in the same transaction goes too
    const unique = Object.keys(decl.fields).find((f) => decl.fields[f].unique);
    if (unique) {
      const dupe = await h.call('POST', url, { body: { ...sampleRecord(decl, await h.refsFor(decl)), [unique]: row[unique] } });
      expect(dupe.status).toBe(422);
    }
    expect(await mine()).toBe(n);
  });
});

describe('the audit log call', () => {
  it('filters by user, entity, record, action and date range, newest first', async () => {
    const language = entityList.find((d) => d.name === 'language')!;
    const other = await h.userWith([{ value: language.permission, type: 'create' }]);
    const t0 = new Date(Date.now() - 1000).toISOString();
    const mine = await h.create(language);
    const res = await h.call('POST', base(language), { token: other.token, body: sampleRecord(language) });
    expect(res.status).toBe(201);
    const theirs = res.body;

    const byUser = await audit({ userId: other.userId });
    expect(byUser.count).toBe(1);
    expect(byUser.data[0]).toMatchObject({ userId: other.userId, username: other.username, entityId: theirs[language.id] });

    const byRecord = await audit({ entity: 'language', entityId: mine[language.id] });
    expect(byRecord.data.map((e) => e.entityId)).toEqual([mine[language.id]]);

    const byEntity = await audit({ entity: 'language' });
    expect(byEntity.data.every((e) => e.entity === 'language')).toBe(true);
    expect(byEntity.count).toBeGreaterThanOrEqual(2);
    const times = byEntity.data.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect((await audit({ action: 'create', userId: other.userId })).count).toBe(1);
    expect((await audit({ action: 'destroy', userId: other.userId })).count).toBe(0);

    const inRange = await audit({ dateFrom: t0, dateTo: new Date(Date.now() + 60_000).toISOString(), entity: 'language' });
    expect(inRange.data.map((e) => e.entityId)).toEqual(expect.arrayContaining([mine[language.id], theirs[language.id]]));
    expect((await audit({ dateFrom: new Date(Date.now() + 60_000).toISOString() })).count).toBe(0);
    expect((await audit({ dateTo: '2000-01-01T00:00:00Z' })).count).toBe(0);
  });

  it('pages as {data, count} and refuses unknown or malformed filters with 422', async () => {
    const page = await h.call('GET', '/api/audit/1/1');
    expect(page.body.data.length).toBeLessThanOrEqual(1);
    expect(page.body.count).toBeTypeOf('number');
    expect((await h.call('GET', '/api/audit/1/10?bogus=1')).body).toEqual([{ path: 'bogus', msg: expect.any(String) }]);
    expect((await h.call('GET', '/api/audit/1/10?userId=abc')).status).toBe(422);
    expect((await h.call('GET', '/api/audit/1/10?dateFrom=notadate')).status).toBe(422);
    expect((await h.call('GET', '/api/audit/1/5001')).status).toBe(422);
  });
});

describe('passwords in the audit log', () => {
  it('a password change is recorded as changed, never with the password or its hash', async () => {
    const user = entityList.find((d) => d.name === 'user')!;
    const created = await h.create(user, { password: 'Plain#Text1' });
    await h.call('PUT', `${base(user)}/${created.userId}`, { body: { password: 'Other#Text2' } });
    const log = (await audit({ entity: 'user', entityId: created.userId })).data;
    expect(log.map((e) => e.action)).toEqual(['update', 'create']);
    expect(log[0].after).toHaveProperty('password');
    const text = JSON.stringify(log);
    for (const secret of ['Plain#Text1', 'Other#Text2', 'scrypt']) expect(text).not.toContain(secret);
  });
});
