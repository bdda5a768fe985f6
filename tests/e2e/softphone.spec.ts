// The browser phone in the top bar (docs/calls.md, "Softphone"): on the e2e server, which has no
// telephony settings, it says Offline and why; with a fake voice device (the SDK's method names,
// injected through window.__voiceDeviceFactory) it is Ready, shows an incoming call, accepts, mutes
// and hangs up; a number typed on the keypad is shown in US format and dialled, which writes a call
// row. Photographed at 1920 and 1280 px.
import type { Page } from '@playwright/test';
import { CALL_TEXTS } from '../../contract/call/call';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, signIn, test, useSession, type BackOfficeApi } from './fixtures';
import { snap } from './support/screenshots';

const SHOTS = '/tmp/shots/softphone';

/** The phone button and its panel. */
class SoftphonePage {
  constructor(readonly page: Page) {}
  get panel() {
    return this.page.getByRole('region', { name: 'Phone' });
  }
  get state() {
    return this.panel.getByTestId('softphone-state');
  }
  get number() {
    return this.panel.getByLabel('Number');
  }
  button(name: string) {
    return this.panel.getByRole('button', { name, exact: true });
  }
  async open() {
    await this.page.goto('/#/dashboard');
    await this.page.getByRole('button', { name: /^Phone/ }).click();
    await expect(this.panel).toBeVisible();
  }
  async type(keys: string) {
    for (const k of keys) await this.panel.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: k, exact: true }).click();
  }
  async shoot(name: string) {
    for (const width of [1920, 1280]) {
      await this.page.setViewportSize({ width, height: 900 });
      await snap(this.page, { path: `${SHOTS}/${name}-${width}.png` });
    }
  }
}

/**
 * A voice device with the SDK's method names: it registers at once, an outgoing call is answered
 * at once, and `window.__fakeVoice.ring(from)` makes a call come in. Runs in the page.
 */
function installFakeDevice() {
  type Fn = (...args: unknown[]) => void;
  class Emitter {
    private readonly listeners: Record<string, Fn[]> = {};
    on(event: string, f: Fn) {
      (this.listeners[event] ??= []).push(f);
      return this;
    }
    emit(event: string, ...args: unknown[]) {
      for (const f of [...(this.listeners[event] ?? [])]) f(...args);
    }
  }
  class FakeCall extends Emitter {
    muted = false;
    readonly log: string[] = [];
    constructor(readonly parameters: Record<string, string>) {
      super();
    }
    accept() {
      this.log.push('accept');
      this.emit('accept', this);
    }
    reject() {
      this.log.push('reject');
      this.emit('reject');
    }
    disconnect() {
      this.log.push('disconnect');
      this.emit('disconnect', this);
    }
    mute(m = true) {
      this.muted = m;
      this.log.push(m ? 'mute' : 'unmute');
    }
    isMuted() {
      return this.muted;
    }
    sendDigits(digits: string) {
      this.log.push(`digits ${digits}`);
    }
  }
  const calls: FakeCall[] = [];
  const devices: (Emitter & { token: string })[] = [];
  const w = window as unknown as Record<string, unknown>;
  w.__voiceDeviceFactory = (token: string) => {
    const d = Object.assign(new Emitter(), {
      token,
      register: async () => void setTimeout(() => d.emit('registered'), 0),
      connect: async ({ params }: { params: Record<string, string> }) => {
        const c = new FakeCall(params);
        calls.push(c);
        setTimeout(() => c.emit('accept', c), 0);
        return c;
      },
      updateToken: (t: string) => void (d.token = t),
      destroy: () => undefined,
    });
    devices.push(d);
    return d;
  };
  w.__fakeVoice = {
    ring(from: string) {
      const c = new FakeCall({ From: from });
      calls.push(c);
      devices[devices.length - 1].emit('incoming', c);
    },
    log: () => calls.map((c) => ({ params: c.parameters, log: c.log, muted: c.muted })),
  };
}

test.beforeEach(async ({ page, api }, info) => {
  if (!info.title.startsWith('only users')) await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

/** With a fake device: a token stands in for the one only a Twilio account gives (the server has none here). */
async function withFakeDevice(page: Page) {
  await page.addInitScript(installFakeDevice);
  await page.route('**/call/token/generate?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ token: 'fake.voice.token', identity: 'user_1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }) }),
  );
}

const callLog = (page: Page) => page.evaluate(() => (window as unknown as { __fakeVoice: { log: () => { params: Record<string, string>; log: string[]; muted: boolean }[] } }).__fakeVoice.log());

test('without telephony settings the phone says Offline and why', async ({ page }) => {
  const twilioRequests: string[] = [];
  page.on('request', (r) => {
    if (/voice-sdk|twilio/i.test(r.url())) twilioRequests.push(r.url());
  });
  const phone = new SoftphonePage(page);
  await phone.open();
  await expect(phone.state).toHaveText('Offline');
  const reason = phone.panel.getByTestId('softphone-reason');
  await expect(reason).toContainText(CALL_TEXTS.voiceNotConfigured);
  await expect(reason).toContainText('TWILIO_API_KEY_SID');
  await expect(phone.button('Call')).toBeDisabled();
  // no device was made: the voice SDK was never fetched
  expect(twilioRequests).toEqual([]);
  await phone.shoot('offline');
  await phone.button('Close the phone').click();
  await expect(phone.panel).toBeHidden();
});

test('with a device: Ready, an incoming call accepted, muted and hung up', async ({ page }) => {
  await withFakeDevice(page);
  const phone = new SoftphonePage(page);
  await phone.open();
  await expect(phone.state).toHaveText('Ready');
  // a call coming in while the panel is closed opens it
  await phone.button('Close the phone').click();
  await expect(phone.panel).toBeHidden();
  await page.evaluate(() => (window as unknown as { __fakeVoice: { ring: (f: string) => void } }).__fakeVoice.ring('+17205550150'));
  await expect(phone.panel).toBeVisible();
  await expect(phone.state).toHaveText('Incoming');
  await expect(phone.panel).toContainText('Call from +1 720 555 0150');
  await expect(phone.button('Accept')).toBeVisible();
  await expect(phone.button('Reject')).toBeVisible();
  await phone.shoot('incoming');
  await phone.button('Accept').click();
  await expect(phone.state).toHaveText('On call');
  await phone.button('Mute').click();
  await expect(phone.button('Unmute')).toHaveAttribute('aria-pressed', 'true');
  await phone.shoot('on-call');
  // keys pressed during the call are tones, not typing
  await phone.type('1');
  await expect(phone.number).toHaveValue('');
  await phone.button('Hang up').click();
  await expect(phone.state).toHaveText('Ready');
  expect((await callLog(page))[0]).toMatchObject({ log: ['accept', 'mute', 'digits 1', 'disconnect'] });

  // a second caller, rejected
  await page.evaluate(() => (window as unknown as { __fakeVoice: { ring: (f: string) => void } }).__fakeVoice.ring('+17205550152'));
  await expect(phone.state).toHaveText('Incoming');
  await phone.button('Reject').click();
  await expect(phone.state).toHaveText('Ready');
  expect((await callLog(page))[1].log).toEqual(['reject']);
});

async function dialsOf(api: BackOfficeApi, phone: string) {
  return (await api.call('GET', `/call/call/logs?phone=${encodeURIComponent(phone)}`)).body.data as Record<string, unknown>[];
}

test('a number typed on the keypad is shown in US format and dialled: a call row is written', async ({ page, api }) => {
  test.slow(); // some thirty presses on the keypad, each a render of the phone, on two busy cores
  await withFakeDevice(page);
  const phone = new SoftphonePage(page);
  await phone.open();
  await expect(phone.state).toHaveText('Ready');
  await phone.type('5551234567');
  await expect(phone.number).toHaveValue('(555) 123-4567');
  // 555-123-4567 breaks the numbering plan (an exchange starts with 2-9): refused before dialling
  await phone.button('Call').click();
  await expect(phone.panel).toContainText(CALL_TEXTS.badNumber);
  expect(await callLog(page)).toEqual([]);
  await phone.shoot('keypad');

  for (let i = 0; i < 7; i++) await phone.button('Delete the last digit').click();
  await expect(phone.number).toHaveValue('(555)');
  await phone.number.fill('');
  const last4 = String(Date.now() % 10000).padStart(4, '0');
  const e164 = `+1720555${last4}`;
  await phone.type(`+1720555${last4}`);
  await expect(phone.number).toHaveValue(`+1 720 555 ${last4}`);
  await phone.button('Call').click();
  await expect(phone.state).toHaveText('On call');
  await expect(phone.panel).toContainText(`On call with +1 720 555 ${last4}`);
  expect((await callLog(page))[0].params).toEqual({ To: e164 });
  await expect.poll(async () => (await dialsOf(api, e164)).length).toBe(1);
  expect((await dialsOf(api, e164))[0]).toMatchObject({ phone: e164, direction: 'outbound', status: 'queued', provider: 'twilio' });
  await phone.button('Hang up').click();
  await expect(phone.state).toHaveText('Ready');
  // the outcome is recorded once the call ended
  await expect.poll(async () => (await dialsOf(api, e164))[0]?.status).toBe('answered');
});

test('only users with access to calls have the phone button', async ({ page, api }) => {
  const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
  await signIn(page, user.username, user.password);
  // the menu shows what the permissions allow: they have loaded
  await expect(page.getByRole('link', { name: 'Languages' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Phone/ })).toHaveCount(0);
});
