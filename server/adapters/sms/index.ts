// The SMS providers of this server, through the one provider registry (server/adapters/registry.ts).
import type { SmsConfig } from '../../config';
import { providerRegistry, type ProviderRegistry } from '../registry';
import { sandboxAdapter, type SandboxAdapter, type WebhookPoster } from './sandbox';
import { telnyxAdapter } from './telnyx';
import { twilioAdapter } from './twilio';
import type { SmsAdapter } from './types';

export type SmsProviders = ProviderRegistry<SmsAdapter, SandboxAdapter>;

export function createSmsProviders(
  config: SmsConfig,
  webhookUrl: (name: string) => string,
  post: WebhookPoster,
  log?: (e: unknown) => void,
  sandboxSentCount?: () => Promise<number>,
): SmsProviders {
  return providerRegistry<SmsAdapter, SandboxAdapter>(
    {
      telnyx: config.telnyx ? telnyxAdapter(config.telnyx, webhookUrl('telnyx')) : undefined,
      twilio: config.twilio ? twilioAdapter(config.twilio, webhookUrl('twilio')) : undefined,
    },
    () => sandboxAdapter({ delayMs: config.sandboxDelayMs, post, log, startingBalance: config.sandboxBalance, pricePerMessage: config.pricePerMessage, sentCount: sandboxSentCount }),
  );
}
