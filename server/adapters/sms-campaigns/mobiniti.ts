// Mobiniti over its HTTP API: a bearer token, one POST of the campaign with its phone list.
// The path and body follow mobiniti's v1 API as we were told it; they live here only.
import { ProviderRefused } from '../sms/types';
import type { CampaignHandoff, CampaignServiceAdapter } from './types';

export function mobinitiAdapter(config: { token: string; baseUrl: string }): CampaignServiceAdapter {
  return {
    name: 'mobiniti',
    target: `${config.baseUrl}/v1/campaigns`,
    async send(c: CampaignHandoff) {
      const res = await fetch(`${config.baseUrl}/v1/campaigns`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ name: c.name, message: c.message, phone_numbers: c.phones, reference: c.reference }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await res.json().catch(() => ({}))) as { id?: string | number; data?: { id?: string | number }; message?: string; error?: string };
      if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new ProviderRefused(body.message ?? body.error ?? `mobiniti answered ${res.status}`);
      if (!res.ok) throw new Error(`mobiniti answered ${res.status}`);
      return { providerCampaignId: String(body.id ?? body.data?.id ?? '') };
    },
  };
}
