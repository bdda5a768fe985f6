// The user's theme of the console (docs/decisions.md, "Light and dark"): none until picked (the
// console follows the system), set by the signed-in user for themselves only, returned with the identity.
import { describe, expect, it } from 'vitest';
import { USER_THEME_PATH, USER_THEMES } from '../../../contract/accounts/user-theme';
import { entities } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { AUTH_PATHS } from '../../../contract/services';
import { base, useHarness, type TestUser } from '../harness';

const h = useHarness();
const THEME = `/api/${USER_THEME_PATH}`;
const ME = `/api/${AUTH_PATHS.myPermissions}`;

const themeOf = async (user: TestUser) => (await h.call('GET', ME, { token: user.token })).body.theme;

describe('the theme preference', () => {
  it('is none for a user who never picked, then the one picked, with the identity', async () => {
    const user = await h.userWith([]);
    expect(await themeOf(user)).toBeNull();
    expect(await h.call('PUT', THEME, { token: user.token, body: { theme: 'dark' } })).toEqual({ status: 200, body: { theme: 'dark' } });
    expect(await themeOf(user)).toBe('dark');
    expect((await h.call('PUT', THEME, { token: user.token, body: { theme: 'light' } })).status).toBe(200);
    expect(await themeOf(user)).toBe('light');
  });

  it('refuses a theme the console does not have, and keeps the one picked', async () => {
    const user = await h.userWith([]);
    await h.call('PUT', THEME, { token: user.token, body: { theme: 'dark' } });
    for (const theme of ['blue', 'DARK', '', 1, null]) {
      const res = await h.call('PUT', THEME, { token: user.token, body: { theme } });
      expect(res.status, JSON.stringify(theme)).toBe(422);
      expect(res.body[0].path).toBe('theme');
    }
    expect((await h.call('PUT', THEME, { token: user.token, body: { theme: 'blue' } })).body).toEqual([{ path: 'theme', msg: messages.oneOf(USER_THEMES) }]);
    expect(await themeOf(user)).toBe('dark');
  });

  it("is the user's own: no other user can be named, and the user form does not carry it", async () => {
    const user = await h.userWith([]);
    const other = await h.userWith([]);
    expect((await h.call('PUT', THEME, { token: user.token, body: { theme: 'dark', userId: other.userId } })).status).toBe(422);
    expect(await themeOf(other)).toBeNull();
    const record = (await h.call('GET', `${base(entities.user)}/${other.userId}`)).body;
    expect(record).not.toHaveProperty('theme');
    await h.call('PUT', `${base(entities.user)}/${other.userId}`, { body: { ...record, theme: 'dark' } });
    expect(await themeOf(other)).toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await h.call('PUT', THEME, { token: null, body: { theme: 'dark' } })).status).toBe(401);
  });
});
