// SendPulse over its HTTP API: an OAuth access token from the client credentials (kept until it
// expires), then one POST of the campaign to its phone list (SendPulse takes numbers without +).
import { ProviderRefused } from '../sms/types';
import type { CampaignHandoff, CampaignServiceAdapter } from './types';

export function sendPulseAdapter(config: { clientId: string; clientSecret: string; baseUrl: string; sender: string }): CampaignServiceAdapter {
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await fetch(`${config.baseUrl}/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; message?: string };
    if (res.status >= 400 && res.status < 500) throw new ProviderRefused(body.message ?? `SendPulse refused the credentials (${res.status})`);
    if (!res.ok || !body.access_token) throw new Error(`SendPulse answered ${res.status} for a token`);
    // a minute early, so a token never expires on the way
    token = { value: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }

  return {
    name: 'send_pulse',
    target: `${config.baseUrl}/sms/campaigns/send`,
    async send(c: CampaignHandoff) {
      const post = async () =>
        fetch(`${config.baseUrl}/sms/campaigns/send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: JSON.stringify({ sender: config.sender, phones: c.phones.map((p) => p.replace(/^\+/, '')), body: c.message, name: c.name, transliterate: 0 }),
          signal: AbortSignal.timeout(30_000),
        });
      let res = await post();
      if (res.status === 401) {
        // the token was revoked or expired early: one new token, one more try
        token = undefined;
        res = await post();
      }
      const body = (await res.json().catch(() => ({}))) as { result?: boolean; campaign_id?: string | number; data?: { campaign_id?: string | number }; message?: string };
      if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new ProviderRefused(body.message ?? `SendPulse answered ${res.status}`);
      if (!res.ok || body.result === false) throw new Error(body.message ?? `SendPulse answered ${res.status}`);
      return { providerCampaignId: String(body.campaign_id ?? body.data?.campaign_id ?? '') };
    },
  };
}
