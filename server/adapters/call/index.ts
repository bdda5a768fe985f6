// The call providers of this server, through the one provider registry (server/adapters/registry.ts).
import { providerRegistry, type ProviderRegistry } from '../registry';
import type { CallConfig } from './config';
import { callSandbox, type CallSandbox, type WebhookPoster } from './sandbox';
import { telnyxCallAdapter } from './telnyx';
import { twilioCallAdapter } from './twilio';
import type { CallAdapter } from './types';

export type CallProviders = ProviderRegistry<CallAdapter, CallSandbox>;

export function createCallProviders(config: CallConfig, webhookUrl: (name: string) => string, post: WebhookPoster, log?: (e: unknown) => void): CallProviders {
  return providerRegistry<CallAdapter, CallSandbox>(
    {
      telnyx: config.telnyx ? telnyxCallAdapter(config.telnyx, webhookUrl('telnyx')) : undefined,
      twilio: config.twilio ? twilioCallAdapter(config.twilio, webhookUrl('twilio')) : undefined,
    },
    () => callSandbox({ delayMs: config.sandboxDelayMs, post, log }),
  );
}
