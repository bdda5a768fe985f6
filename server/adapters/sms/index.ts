// The providers of this server: each of telnyx and twilio is the real one when its credentials are
// configured, otherwise the sandbox stands in for it (docs/sms.md, "Providers").
import type { SmsConfig } from '../../config';
import type { SmsProvider } from '../../../contract/sms/sms';
import { sandboxAdapter, type SandboxAdapter, type WebhookPoster } from './sandbox';
import { telnyxAdapter } from './telnyx';
import { twilioAdapter } from './twilio';
import type { SmsAdapter } from './types';

export interface SmsProviders {
  /** the adapter a message for this provider goes through */
  forProvider(provider: SmsProvider): SmsAdapter;
  /** the adapter whose webhook path segment is `name` */
  byWebhook(name: string): SmsAdapter | undefined;
  /** whether the sandbox stands in for this provider (no credentials) */
  isSandbox(provider: SmsProvider): boolean;
  /** present while some provider has no credentials */
  sandbox?: SandboxAdapter;
  close(): Promise<void>;
}

export function createSmsProviders(
  config: SmsConfig,
  webhookUrl: (name: string) => string,
  post: WebhookPoster,
  log?: (e: unknown) => void,
  sandboxSentCount?: () => Promise<number>,
): SmsProviders {
  const telnyx = config.telnyx ? telnyxAdapter(config.telnyx, webhookUrl('telnyx')) : undefined;
  const twilio = config.twilio ? twilioAdapter(config.twilio, webhookUrl('twilio')) : undefined;
  const sandbox = !telnyx || !twilio ? sandboxAdapter({ delayMs: config.sandboxDelayMs, post, log, startingBalance: config.sandboxBalance, pricePerMessage: config.pricePerMessage, sentCount: sandboxSentCount }) : undefined;
  const all = [telnyx, twilio, sandbox].filter((a): a is SmsAdapter => !!a);
  return {
    forProvider: (provider) => (provider === 'twilio' ? twilio : telnyx) ?? sandbox!,
    byWebhook: (name) => all.find((a) => a.name === name),
    isSandbox: (provider) => !(provider === 'twilio' ? twilio : telnyx),
    sandbox,
    close: async () => sandbox?.flush(),
  };
}
