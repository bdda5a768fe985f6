// With no SMTP server configured, mail waits in the outbox, where an administrator reads it.
import { describe, expect, it, vi } from 'vitest';
import { accountTexts } from '../../../contract/accounts';
import { useHarness } from '../harness';

vi.stubEnv('SMTP_URL', '');
vi.stubEnv('SMTP_HOST', '');
const h = useHarness();

describe('sign-up without a mail server', () => {
  it('keeps the code in the outbox so a local user can still sign up', async () => {
    const f = { username: 'localuser', email: 'local@example.com', password: 'Secret#123' };
    expect((await h.call('POST', '/api/u/register', { token: null, body: f })).status).toBe(201);
    let mail: { text: string; sent: boolean } | undefined;
    for (let i = 0; i < 40 && !mail; i++) {
      const res = await h.call('GET', `/api/outbox/1/10?to=${f.email}`);
      mail = res.body.data[0];
      if (!mail) await new Promise((r) => setTimeout(r, 25));
    }
    expect(mail).toMatchObject({ sent: false });
    const code = /\b(\d{4})\b/.exec(mail!.text)![1];
    const res = await h.call('POST', '/api/u/register/verify', { token: null, body: { email: f.email, code } });
    expect(res.body).toEqual({ message: accountTexts.registrationComplete });
    expect((await h.call('POST', '/api/u/login', { token: null, body: { name: f.username, password: f.password } })).status).toBe(200);
  });
});
