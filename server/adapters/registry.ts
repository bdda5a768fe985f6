// The one provider registry of every channel (SMS, calls): each of telnyx and twilio is the real
// adapter when its settings are present, otherwise the channel's sandbox stands in for it
// (docs/sms.md, docs/calls.md, "Providers").

/** The providers a campaign or a single send names. */
export type ProviderName = 'telnyx' | 'twilio';

export interface ProviderAdapter {
  /** 'telnyx', 'twilio' or 'sandbox': also the last segment of its webhook path */
  readonly name: ProviderName | 'sandbox';
}

export interface Sandbox {
  /** Reports not yet posted are posted now (stop). */
  flush(): Promise<void>;
}

export interface ProviderRegistry<A extends ProviderAdapter, S extends A & Sandbox = A & Sandbox> {
  /** the adapter a send to this provider goes through */
  forProvider(provider: ProviderName): A;
  /** the adapter whose webhook path segment is `name` */
  byWebhook(name: string): A | undefined;
  /** whether the sandbox stands in for this provider (no settings) */
  isSandbox(provider: ProviderName): boolean;
  /** present while some provider has no settings */
  sandbox?: S;
  close(): Promise<void>;
}

export function providerRegistry<A extends ProviderAdapter, S extends A & Sandbox>(real: Partial<Record<ProviderName, A>>, sandbox: () => S): ProviderRegistry<A, S> {
  const stand = !real.telnyx || !real.twilio ? sandbox() : undefined;
  const all: A[] = [real.telnyx, real.twilio, stand].filter((a): a is A => !!a);
  return {
    forProvider: (provider) => real[provider] ?? stand!,
    byWebhook: (name) => all.find((a) => a.name === name),
    isSandbox: (provider) => !real[provider],
    sandbox: stand,
    close: async () => stand?.flush(),
  };
}
