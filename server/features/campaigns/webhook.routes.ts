// The one signed-webhook route of every channel: `POST /{service}/webhook/{telnyx|twilio|sandbox}`,
// public, refused with 403 unless the provider's signature checks (nothing changes then), 404 for a
// provider not in use. Register it in a scope that keeps raw bodies (server/http/raw-body.ts).
import type { FastifyInstance } from 'fastify';
import { messages } from '../../../contract/messages';
import type { WebhookRequest } from '../../adapters/sms/types';
import type { ProviderAdapter, ProviderRegistry } from '../../adapters/registry';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject } from '../../http/schemas';
import '../../http/types';

const WEBHOOK_PROVIDERS = ['telnyx', 'twilio', 'sandbox'] as const;

interface SignedAdapter extends ProviderAdapter {
  verify(request: WebhookRequest): boolean;
  parse(request: WebhookRequest): unknown[];
}

export interface SignedWebhook<A extends SignedAdapter> {
  /** the route's address, `:provider` standing for the provider's segment */
  url: string;
  tags: string[];
  summary: string;
  description: string;
  providers: ProviderRegistry<A>;
  /** the public base address providers were given (Twilio signs the whole address) */
  webhookBaseUrl: string;
  /** the 403's text */
  forged: string;
  /** applies the events of one verified request */
  handle(adapter: A, events: ReturnType<A['parse']>): Promise<void>;
}

export function signedWebhookRoute<A extends SignedAdapter>(app: FastifyInstance, hook: SignedWebhook<A>): void {
  defineRoute(
    app,
    {
      method: 'POST',
      url: hook.url,
      tags: hook.tags,
      summary: hook.summary,
      description: hook.description,
      access: 'public',
      params: { provider: { type: 'enum', choices: WEBHOOK_PROVIDERS, required: true } },
      query: { ref: { type: 'string', maxLength: 100 } },
      body: { raw: 'signed' },
      response: { 200: closedObject({ received: { type: 'integer' } }, ['received']) },
    },
    async (req) => {
      const adapter = hook.providers.byWebhook(req.params.provider);
      if (!adapter) throw new ApiError(404, messages.noSuchProvider);
      const request = { rawBody: req.rawBody ?? '', body: req.body, headers: req.headers, url: hook.webhookBaseUrl + req.url, query: req.query as Record<string, string | undefined> };
      if (!adapter.verify(request)) throw new ApiError(403, hook.forged);
      const events = adapter.parse(request) as ReturnType<A['parse']>;
      await hook.handle(adapter, events);
      return { received: events.length };
    },
  );
}
