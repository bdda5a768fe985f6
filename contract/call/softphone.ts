// The browser phone (spec, first document, sections 2, 4, 8 and 9; second document, section 4):
// its states driven by a voice device's events, the token refreshed every 30 minutes and on error
// 31205, accept / reject / mute / hang up / dial, and the keypad with US formatting. Pure: written
// against `VoiceDevice`, an interface Twilio's `Device` satisfies, so tests drive it with a fake.

/** The phone's states, the spec's words as shown. */
export const SOFTPHONE_STATES = ['Connecting', 'Ready', 'Incoming', 'On call', 'Offline'] as const;
export type SoftphoneState = (typeof SOFTPHONE_STATES)[number];

/** Spec: "Voice token refresh 30 minutes". */
export const TOKEN_REFRESH_MS = 30 * 60_000;
/** Spec: "Voice device error 31205 triggers token refresh" (Twilio: JWT token expired). */
export const TOKEN_EXPIRED_ERROR = 31205;

/** Not in the spec: why the phone is Offline when no message came with it. */
export const SOFTPHONE_TEXTS = {
  unregistered: 'The phone lost its connection to the voice service.',
  stopped: 'The phone is switched off.',
  noDevice: 'The voice service could not be started in this browser.',
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void;

/** What the phone uses of a Twilio `Call`. */
export interface VoiceCall {
  accept(): void;
  reject(): void;
  disconnect(): void;
  mute(shouldMute?: boolean): void;
  isMuted(): boolean;
  /** DTMF tones of the keys pressed during the call */
  sendDigits(digits: string): void;
  on(event: 'accept' | 'disconnect' | 'cancel' | 'reject' | 'error', listener: Listener): unknown;
  /** Twilio's parameters of the call (`From` of an incoming one) */
  readonly parameters?: Record<string, string>;
}

/** What the phone uses of a Twilio `Device`. */
export interface VoiceDevice {
  register(): Promise<void>;
  connect(options: { params: Record<string, string> }): Promise<VoiceCall>;
  updateToken(token: string): void;
  destroy(): void;
  on(event: 'registered' | 'unregistered' | 'incoming' | 'error' | 'tokenWillExpire', listener: Listener): unknown;
}

export type VoiceDeviceFactory = (token: string) => VoiceDevice | Promise<VoiceDevice>;

export interface SoftphoneView {
  state: SoftphoneState;
  /** why the phone is Offline */
  reason?: string;
  /** the other party of the current call (an incoming caller, or the number dialled) */
  peer?: string;
  direction?: 'incoming' | 'outgoing';
  muted: boolean;
  /** the last error of a phone that still works (a failed token refresh, a call error) */
  error?: string;
}

/** How a dialled call ended, as PUT actions/dial/{id} records it. */
export interface DialOutcome {
  status: 'answered' | 'no-answer' | 'failed';
  /** seconds from the call being answered to its end */
  duration: number;
}

export interface SoftphoneOptions {
  /** asks the server for a token; the timestamp busts caches */
  fetchToken(timestamp: number): Promise<string>;
  createDevice: VoiceDeviceFactory;
  now?: () => number;
}

const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : typeof e === 'string' && e ? e : fallback);
const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? Number((e as { code: unknown }).code) : undefined);

export type Softphone = ReturnType<typeof createSoftphone>;

export function createSoftphone(options: SoftphoneOptions) {
  const now = options.now ?? (() => Date.now());
  let view: SoftphoneView = { state: 'Offline', reason: SOFTPHONE_TEXTS.stopped, muted: false };
  const listeners = new Set<(view: SoftphoneView) => void>();
  let device: VoiceDevice | undefined;
  let registered = false;
  let current: VoiceCall | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** each start gets a generation: events of a device replaced or destroyed are ignored */
  let generation = 0;

  const set = (next: Partial<SoftphoneView>, replace = false) => {
    view = replace ? ({ muted: false, ...next } as SoftphoneView) : { ...view, ...next };
    for (const l of listeners) l(view);
  };
  const idle = () => (registered ? set({ state: 'Ready' }, true) : set({ state: 'Offline', reason: SOFTPHONE_TEXTS.unregistered }, true));
  const offline = (reason: string) => {
    if (!current) set({ state: 'Offline', reason }, true);
  };

  async function refresh(mustSucceed: boolean, gen: number): Promise<void> {
    try {
      const token = await options.fetchToken(now());
      if (gen === generation) device?.updateToken(token);
    } catch (e) {
      if (gen !== generation) return;
      // an expired token (31205) left unrefreshed stops the phone; a routine refresh failing leaves 30 minutes
      if (mustSucceed) offline(messageOf(e, SOFTPHONE_TEXTS.unregistered));
      else set({ error: messageOf(e, SOFTPHONE_TEXTS.unregistered) });
    }
  }

  /** Follows one call until it ends; resolves how it ended. */
  function track(call: VoiceCall, direction: 'incoming' | 'outgoing', peer: string | undefined, gen: number): Promise<DialOutcome> {
    current = call;
    let acceptedAt: number | undefined;
    let failed = false;
    return new Promise((resolve) => {
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        if (current === call) current = undefined;
        if (gen === generation) idle();
        resolve(acceptedAt === undefined ? { status: failed ? 'failed' : 'no-answer', duration: 0 } : { status: 'answered', duration: Math.max(0, Math.round((now() - acceptedAt) / 1000)) });
      };
      call.on('accept', () => {
        acceptedAt = now();
        if (gen === generation && current === call) set({ state: 'On call', peer, direction, muted: call.isMuted() }, true);
      });
      call.on('error', (e: unknown) => {
        failed = true;
        if (gen === generation && current === call) set({ error: messageOf(e, String(codeOf(e) ?? '')) });
      });
      for (const event of ['disconnect', 'cancel', 'reject'] as const) call.on(event, end);
    });
  }

  function attach(d: VoiceDevice, gen: number) {
    d.on('registered', () => {
      if (gen !== generation) return;
      registered = true;
      if (!current) set({ state: 'Ready' }, true);
    });
    d.on('unregistered', () => {
      if (gen !== generation) return;
      registered = false;
      offline(SOFTPHONE_TEXTS.unregistered);
    });
    d.on('tokenWillExpire', () => void refresh(false, gen));
    d.on('error', (e: unknown) => {
      if (gen !== generation) return;
      if (codeOf(e) === TOKEN_EXPIRED_ERROR) return void refresh(true, gen);
      if (!registered) offline(messageOf(e, SOFTPHONE_TEXTS.unregistered));
      else set({ error: messageOf(e, String(codeOf(e) ?? '')) });
    });
    d.on('incoming', (call: VoiceCall) => {
      if (gen !== generation) return;
      // one call at a time: a second caller is turned away
      if (current) return call.reject();
      const from = call.parameters?.From;
      void track(call, 'incoming', from, gen);
      set({ state: 'Incoming', peer: from, direction: 'incoming' }, true);
    });
  }

  function stop() {
    generation++;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    registered = false;
    current = undefined;
    try {
      device?.destroy();
    } catch {
      /* a device that fails to stop is dropped all the same */
    }
    device = undefined;
  }

  return {
    view: () => view,
    subscribe(listener: (view: SoftphoneView) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Connecting: a token, a device, its registration; Offline with the reason when any fails. Again from Offline: a fresh start. */
    async start(): Promise<void> {
      stop();
      const gen = generation;
      set({ state: 'Connecting' }, true);
      let token: string;
      try {
        token = await options.fetchToken(now());
      } catch (e) {
        if (gen === generation) set({ state: 'Offline', reason: messageOf(e, SOFTPHONE_TEXTS.unregistered) }, true);
        return;
      }
      if (gen !== generation) return;
      try {
        const d = await options.createDevice(token);
        if (gen !== generation) return d.destroy();
        device = d;
        attach(d, gen);
        timer = setInterval(() => void refresh(false, gen), TOKEN_REFRESH_MS);
        await d.register();
      } catch (e) {
        if (gen === generation) set({ state: 'Offline', reason: messageOf(e, SOFTPHONE_TEXTS.noDevice) }, true);
      }
    },

    /** Places a call to an E.164 number from Ready; `ended` says how it ended. */
    async dial(to: string): Promise<{ ended: Promise<DialOutcome> }> {
      if (!device || view.state !== 'Ready') throw new Error(`The phone is ${view.state}.`);
      const gen = generation;
      const call = await device.connect({ params: { To: to } });
      const ended = track(call, 'outgoing', to, gen);
      if (gen === generation && current === call) set({ state: 'On call', peer: to, direction: 'outgoing' }, true);
      return { ended };
    },

    accept(): void {
      if (view.state === 'Incoming') current?.accept();
    },
    reject(): void {
      if (view.state === 'Incoming') current?.reject();
    },
    hangUp(): void {
      current?.disconnect();
    },
    toggleMute(): void {
      if (!current || view.state !== 'On call') return;
      current.mute(!current.isMuted());
      set({ muted: current.isMuted() });
    },

    /** A digit pressed during a call goes down the line as a DTMF tone; true when it went. */
    sendDigit(key: string): boolean {
      if (!current || view.state !== 'On call' || !/^[0-9]$/.test(key)) return false;
      current.sendDigits(key);
      return true;
    },

    /** Stops the refresh and the device (sign-out, the page leaving); start() may follow. */
    destroy(): void {
      stop();
      set({ state: 'Offline', reason: SOFTPHONE_TEXTS.stopped }, true);
    },
  };
}
