// A password change revokes the tokens signed before it, however the password was changed.
import { describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { base, useHarness } from '../harness';
import { sampleRecord } from '../sample-record';

const h = useHarness();
const user = entities.user;

async function signedInUser(password: string) {
  const body: Record<string, unknown> = { ...sampleRecord(user, await h.refsFor(user)), password };
  const created = await h.call('POST', base(user), { body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const login = await h.call('POST', '/api/u/login', { token: null, body: { name: body.username, password } });
  expect(login.status).toBe(200);
  return { id: created.body.userId as number, username: String(body.username), token: login.body.token as string };
}

describe('password change', () => {
  it('refuses the tokens signed before it and accepts those signed after', async () => {
    const u = await signedInUser('Before#123');
    expect((await h.call('GET', '/api/ug/p/u', { token: u.token })).status).toBe(200);

    const changed = await h.call('PUT', `${base(user)}/${u.id}`, { body: { password: 'After#1234' } });
    expect(changed.status).toBe(200);
    expect((await h.call('GET', '/api/ug/p/u', { token: u.token })).status).toBe(401);

    const again = await h.call('POST', '/api/u/login', { token: null, body: { name: u.username, password: 'After#1234' } });
    expect(again.status).toBe(200);
    expect((await h.call('GET', '/api/ug/p/u', { token: again.body.token })).status).toBe(200);
  });

  it('leaves tokens alone when other fields change', async () => {
    const u = await signedInUser('Stays#1234');
    expect((await h.call('PUT', `${base(user)}/${u.id}`, { body: { firstname: 'Renamed' } })).status).toBe(200);
    expect((await h.call('GET', '/api/ug/p/u', { token: u.token })).status).toBe(200);
  });
});
