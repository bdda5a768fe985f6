// The call providers of this server: each of telnyx and twilio is the real one when its credentials
// are configured, otherwise the sandbox stands in for it (docs/calls.md, "Providers").
import type { CallProvider } from '../../../contract/call/call';
import type { CallConfig } from './config';
import { callSandbox, type CallSandbox, type WebhookPoster } from './sandbox';
import { telnyxCallAdapter } from './telnyx';
import { twilioCallAdapter } from './twilio';
import type { CallAdapter } from './types';

export interface CallProviders {
  forProvider(provider: CallProvider): CallAdapter;
  byWebhook(name: string): CallAdapter | undefined;
  sandbox?: CallSandbox;
  close(): Promise<void>;
}

export function createCallProviders(config: CallConfig, webhookUrl: (name: string) => string, post: WebhookPoster, log?: (e: unknown) => void): CallProviders {
  const telnyx = config.telnyx ? telnyxCallAdapter(config.telnyx, webhookUrl('telnyx')) : undefined;
  const twilio = config.twilio ? twilioCallAdapter(config.twilio, webhookUrl('twilio')) : undefined;
  const sandbox = !telnyx || !twilio ? callSandbox({ delayMs: config.sandboxDelayMs, post, log }) : undefined;
  const all = [telnyx, twilio, sandbox].filter((a): a is CallAdapter => !!a);
  return {
    forProvider: (provider) => (provider === 'twilio' ? twilio : telnyx) ?? sandbox!,
    byWebhook: (name) => all.find((a) => a.name === name),
    sandbox,
    close: async () => sandbox?.flush(),
  };
}
