import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSoftphone,
  SOFTPHONE_TEXTS,
  TOKEN_EXPIRED_ERROR,
  TOKEN_REFRESH_MS,
  type VoiceCall,
  type VoiceDevice,
} from './softphone';
import { formatTyped, KEYPAD_KEYS, pressKey, typedFromInput, typedToE164, type KeypadKey } from './keypad';

/** A call with the SDK's method names; the test emits its events. */
class FakeCall extends EventEmitter implements VoiceCall {
  muted = false;
  readonly done: string[] = [];
  constructor(readonly parameters: Record<string, string> = {}) {
    super();
  }
  accept() {
    this.done.push('accept');
    this.emit('accept', this);
  }
  reject() {
    this.done.push('reject');
    this.emit('reject');
  }
  disconnect() {
    this.done.push('disconnect');
    this.emit('disconnect', this);
  }
  mute(shouldMute = true) {
    this.muted = shouldMute;
  }
  isMuted() {
    return this.muted;
  }
  sendDigits(digits: string) {
    this.done.push(`digits ${digits}`);
  }
}

/** A device with the SDK's method names; registers when asked, the test emits the rest. */
class FakeDevice extends EventEmitter implements VoiceDevice {
  readonly tokens: string[] = [];
  readonly connects: Record<string, string>[] = [];
  destroyed = false;
  outgoing = new FakeCall();
  constructor(token: string) {
    super();
    this.tokens.push(token);
  }
  async register() {
    this.emit('registered');
  }
  async connect(options: { params: Record<string, string> }) {
    this.connects.push(options.params);
    return this.outgoing;
  }
  updateToken(token: string) {
    this.tokens.push(token);
  }
  destroy() {
    this.destroyed = true;
  }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function phone(fetchToken = vi.fn(async (t: number) => `token-${t}`)) {
  const devices: FakeDevice[] = [];
  const softphone = createSoftphone({
    fetchToken,
    createDevice: (token) => {
      const d = new FakeDevice(token);
      devices.push(d);
      return d;
    },
  });
  const states: string[] = [];
  softphone.subscribe((v) => states.push(v.state));
  return { softphone, devices, fetchToken, states, device: () => devices[devices.length - 1] };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the phone states', () => {
  it('is Connecting until the device registers, then Ready', async () => {
    const { softphone, fetchToken, states, device } = phone();
    const started = softphone.start();
    expect(softphone.view().state).toBe('Connecting');
    await started;
    expect(states).toEqual(['Connecting', 'Ready']);
    expect(fetchToken).toHaveBeenCalledWith(Date.parse('2026-01-01T12:00:00Z'));
    expect(device().tokens).toEqual([`token-${Date.parse('2026-01-01T12:00:00Z')}`]);
  });

  it('shows an incoming call, On call once accepted, muted and unmuted, Ready after the hang-up', async () => {
    const { softphone, device } = phone();
    await softphone.start();
    const call = new FakeCall({ From: '+15551234567' });
    device().emit('incoming', call);
    expect(softphone.view()).toMatchObject({ state: 'Incoming', peer: '+15551234567', direction: 'incoming' });
    softphone.accept();
    expect(softphone.view()).toMatchObject({ state: 'On call', peer: '+15551234567', muted: false });
    softphone.toggleMute();
    expect(call.muted).toBe(true);
    expect(softphone.view().muted).toBe(true);
    softphone.toggleMute();
    expect(softphone.view().muted).toBe(false);
    expect(softphone.sendDigit('5')).toBe(true);
    expect(softphone.sendDigit('+')).toBe(false);
    softphone.hangUp();
    expect(call.done).toEqual(['accept', 'digits 5', 'disconnect']);
    expect(softphone.sendDigit('5')).toBe(false);
    expect(softphone.view()).toEqual({ state: 'Ready', muted: false });
  });

  it('rejects an incoming call, and goes back to Ready when the caller gives up', async () => {
    const { softphone, device } = phone();
    await softphone.start();
    const a = new FakeCall({ From: '+15550000001' });
    device().emit('incoming', a);
    softphone.reject();
    expect(a.done).toEqual(['reject']);
    expect(softphone.view().state).toBe('Ready');
    const b = new FakeCall();
    device().emit('incoming', b);
    b.emit('cancel');
    expect(softphone.view().state).toBe('Ready');
  });

  it('turns a second caller away while on a call', async () => {
    const { softphone, device } = phone();
    await softphone.start();
    const first = new FakeCall();
    device().emit('incoming', first);
    softphone.accept();
    const second = new FakeCall();
    device().emit('incoming', second);
    expect(second.done).toEqual(['reject']);
    expect(softphone.view().state).toBe('On call');
  });

  it('dials through the device with the number as To, On call, then tells how the call ended', async () => {
    const { softphone, device } = phone();
    await softphone.start();
    const { ended } = await softphone.dial('+15551234567');
    expect(device().connects).toEqual([{ To: '+15551234567' }]);
    expect(softphone.view()).toMatchObject({ state: 'On call', peer: '+15551234567', direction: 'outgoing' });
    device().outgoing.emit('accept');
    vi.advanceTimersByTime(42_000);
    softphone.hangUp();
    expect(await ended).toEqual({ status: 'answered', duration: 42 });
    expect(softphone.view().state).toBe('Ready');

    device().outgoing = new FakeCall();
    const second = await softphone.dial('+15551234568');
    device().outgoing.emit('disconnect');
    expect(await second.ended).toEqual({ status: 'no-answer', duration: 0 });
    device().outgoing = new FakeCall();
    const third = await softphone.dial('+15551234569');
    device().outgoing.emit('error', Object.assign(new Error('Connection failed'), { code: 31005 }));
    device().outgoing.emit('disconnect');
    expect(await third.ended).toEqual({ status: 'failed', duration: 0 });
  });

  it('refuses to dial unless Ready', async () => {
    const { softphone } = phone(vi.fn(async () => Promise.reject(new Error('not configured'))));
    await softphone.start();
    await expect(softphone.dial('+15551234567')).rejects.toThrow('Offline');
  });

  it('is Offline with the reason when the token call fails, and starts again from there', async () => {
    let fail = true;
    const { softphone, states, devices } = phone(vi.fn(async (t: number) => (fail ? Promise.reject(new Error('The browser phone is not configured. Missing settings: TWILIO_API_KEY_SID.')) : `token-${t}`)));
    await softphone.start();
    expect(softphone.view()).toEqual({ state: 'Offline', reason: 'The browser phone is not configured. Missing settings: TWILIO_API_KEY_SID.', muted: false });
    expect(devices).toHaveLength(0);
    fail = false;
    await softphone.start();
    expect(states).toEqual(['Connecting', 'Offline', 'Connecting', 'Ready']);
  });

  it('is Offline when the device unregisters or fails before registering', async () => {
    const { softphone, device } = phone();
    await softphone.start();
    device().emit('unregistered');
    expect(softphone.view()).toMatchObject({ state: 'Offline', reason: SOFTPHONE_TEXTS.unregistered });
    device().emit('registered');
    expect(softphone.view().state).toBe('Ready');

    const other = phone();
    other.softphone.start();
    // the first device event comes before registration: a refused token
    await flush();
    other.device().emit('unregistered');
    other.device().emit('error', Object.assign(new Error('Invalid JWT token'), { code: 31204 }));
    expect(other.softphone.view()).toMatchObject({ state: 'Offline', reason: 'Invalid JWT token' });
  });
});

describe('the token refresh', () => {
  it('asks for a new token every 30 minutes with a new timestamp and hands it to the device', async () => {
    const { softphone, fetchToken, device } = phone();
    await softphone.start();
    const start = Date.now();
    vi.advanceTimersByTime(TOKEN_REFRESH_MS - 1);
    await flush();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await flush();
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(fetchToken).toHaveBeenLastCalledWith(start + TOKEN_REFRESH_MS);
    expect(device().tokens).toEqual([`token-${start}`, `token-${start + TOKEN_REFRESH_MS}`]);
    vi.advanceTimersByTime(TOKEN_REFRESH_MS);
    await flush();
    expect(device().tokens[2]).toBe(`token-${start + 2 * TOKEN_REFRESH_MS}`);
    expect(softphone.view().state).toBe('Ready');
  });

  it('refreshes at once on error 31205, and on tokenWillExpire; other errors do not', async () => {
    const { softphone, fetchToken, device } = phone();
    await softphone.start();
    vi.advanceTimersByTime(5_000);
    device().emit('error', Object.assign(new Error('JWT token expired'), { code: 31000 }));
    await flush();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    device().emit('error', Object.assign(new Error('JWT token expired'), { code: TOKEN_EXPIRED_ERROR }));
    await flush();
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(device().tokens[1]).toBe(`token-${Date.now()}`);
    device().emit('tokenWillExpire', device());
    await flush();
    expect(fetchToken).toHaveBeenCalledTimes(3);
    expect(softphone.view().state).toBe('Ready');
  });

  it('goes Offline with the reason when the token expired (31205) and no new one comes', async () => {
    let fail = false;
    const { softphone, device } = phone(vi.fn(async (t: number) => (fail ? Promise.reject(new Error('Network down')) : `token-${t}`)));
    await softphone.start();
    fail = true;
    vi.advanceTimersByTime(TOKEN_REFRESH_MS);
    await flush();
    expect(softphone.view()).toMatchObject({ state: 'Ready', error: 'Network down' });
    device().emit('error', Object.assign(new Error('JWT token expired'), { code: TOKEN_EXPIRED_ERROR }));
    await flush();
    expect(softphone.view()).toMatchObject({ state: 'Offline', reason: 'Network down' });
  });

  it('stops refreshing and destroys the device when destroyed', async () => {
    const { softphone, fetchToken, device } = phone();
    await softphone.start();
    softphone.destroy();
    expect(device().destroyed).toBe(true);
    vi.advanceTimersByTime(3 * TOKEN_REFRESH_MS);
    await flush();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    device().emit('registered');
    expect(softphone.view().state).toBe('Offline');
  });
});

describe('the keypad', () => {
  const type = (keys: KeypadKey[]) => keys.reduce(pressKey, '');
  const digits = (s: string) => [...s] as KeypadKey[];

  it("has the digits 0-9, '+' and backspace", () => {
    expect([...KEYPAD_KEYS].sort()).toEqual(['+', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'backspace']);
  });

  it("takes '+' only first, backspace removes the last character, at most 15 digits", () => {
    expect(type(['+', '1', '+', '5'])).toBe('+15');
    expect(type(['5', '+'])).toBe('5');
    expect(type(digits('555'))).toBe('555');
    expect(type([...digits('5551'), 'backspace'])).toBe('555');
    expect(type(['+', 'backspace'])).toBe('');
    expect(type(['backspace'])).toBe('');
    expect(type(digits('1234567890123456789')).length).toBe(15);
  });

  it.each([
    ['5', '5'],
    ['555', '(555)'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['15551234567', '1 (555) 123-4567'],
    ['+', '+'],
    ['+1', '+1'],
    ['+1555', '+1 555'],
    ['+15551234', '+1 555 123 4'],
    ['+15551234567', '+1 555 123 4567'],
    ['+442079460958', '+44 20 7946 0958'],
    ['55512345678', '55512345678'],
    ['', ''],
  ])('shows %s as %s while typing (US default)', (typed, shown) => {
    expect(formatTyped(typed)).toBe(shown);
  });

  it('reads the field back: digits and a leading +; deleting a bracket or dash deletes a digit', () => {
    expect(typedFromInput('', '(555) 123-4567')).toBe('5551234567');
    expect(typedFromInput('', ' +44 20 7946 0958')).toBe('+442079460958');
    expect(typedFromInput('5551', '(555 1')).toBe('555');
    expect(typedFromInput('5551', '(555) 1a')).toBe('5551');
    expect(typedFromInput('5551234', '(555) 1234')).toBe('555123');
    expect(typedFromInput('5551234', '(555) 123-45')).toBe('55512345');
  });

  it('gives the E.164 of what was typed, US default, or nothing while incomplete', () => {
    // the North American numbering plan: an exchange starts with 2-9 (contract/sms/phone.ts)
    expect(typedToE164('5551234567')).toBeUndefined();
    expect(typedToE164('2025550123')).toBe('+12025550123');
    expect(typedToE164('12025550123')).toBe('+12025550123');
    expect(typedToE164('+12025550123')).toBe('+12025550123');
    expect(typedToE164('+442079460958')).toBe('+442079460958');
    expect(typedToE164('202555')).toBeUndefined();
    expect(typedToE164('')).toBeUndefined();
  });
});
