// The user's language of the console (docs/decisions.md, "Two languages"): English until chosen, set by
// the signed-in user for themselves only, returned with the identity the console reads after sign-in.
import { describe, expect, it } from 'vitest';
import { USER_LANGUAGE_PATH, USER_LANGUAGES } from '../../../contract/accounts/user-language';
import { entities } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { AUTH_PATHS } from '../../../contract/services';
import { base, useHarness, type TestUser } from '../harness';

const h = useHarness();
const LANGUAGE = `/api/${USER_LANGUAGE_PATH}`;
const ME = `/api/${AUTH_PATHS.myPermissions}`;

const languageOf = async (user: TestUser) => (await h.call('GET', ME, { token: user.token })).body.language;

describe('the language preference', () => {
  it('is English for a user who never chose', async () => {
    const user = await h.userWith([]);
    expect(await languageOf(user)).toBe('en');
  });

  it('is set by the signed-in user, and comes back with the identity', async () => {
    const user = await h.userWith([]);
    const set = await h.call('PUT', LANGUAGE, { token: user.token, body: { language: 'es' } });
    expect(set).toEqual({ status: 200, body: { language: 'es' } });
    expect(await languageOf(user)).toBe('es');
    expect((await h.call('PUT', LANGUAGE, { token: user.token, body: { language: 'en' } })).status).toBe(200);
    expect(await languageOf(user)).toBe('en');
  });

  it('refuses a language the console does not have, and keeps the one chosen', async () => {
    const user = await h.userWith([]);
    await h.call('PUT', LANGUAGE, { token: user.token, body: { language: 'es' } });
    for (const language of ['fr', 'ES', '', 7, null]) {
      const res = await h.call('PUT', LANGUAGE, { token: user.token, body: { language } });
      expect(res.status, JSON.stringify(language)).toBe(422);
      expect(res.body[0].path).toBe('language');
    }
    expect((await h.call('PUT', LANGUAGE, { token: user.token, body: { language: 'fr' } })).body).toEqual([{ path: 'language', msg: messages.oneOf(USER_LANGUAGES) }]);
    expect((await h.call('PUT', LANGUAGE, { token: user.token, body: {} })).status).toBe(422);
    expect(await languageOf(user)).toBe('es');
  });

  it("cannot set another user's language: the route has no user to name, and the user form does not carry it", async () => {
    const user = await h.userWith([]);
    const other = await h.userWith([]);
    const named = await h.call('PUT', LANGUAGE, { token: user.token, body: { language: 'es', userId: other.userId } });
    expect(named.status).toBe(422);
    expect(await languageOf(other)).toBe('en');
    expect(await languageOf(user)).toBe('en');

    // an administrator editing the other user through the generic user form: the field is not the form's
    const record = (await h.call('GET', `${base(entities.user)}/${other.userId}`)).body;
    expect(record).not.toHaveProperty('language');
    await h.call('PUT', `${base(entities.user)}/${other.userId}`, { body: { ...record, language: 'es' } });
    expect(await languageOf(other)).toBe('en');
  });

  it('needs a signed-in user', async () => {
    expect((await h.call('PUT', LANGUAGE, { token: null, body: { language: 'es' } })).status).toBe(401);
  });

  it('is set by a user bound to a business as well', async () => {
    const business = await h.create(entities.business);
    const user = await h.userWith([], { businessId: business[entities.business.id] });
    expect((await h.call('PUT', LANGUAGE, { token: user.token, body: { language: 'es' } })).status).toBe(200);
    expect(await languageOf(user)).toBe('es');
  });
});
