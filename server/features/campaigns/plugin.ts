// Builds, once per app, the long-lived parts of the SMS and call channels: their providers and their
// campaign engines (started when the app is ready, stopped when it closes). Routes receive them
// through RouteContext.campaigns; nothing here is built by route registration.
import type { FastifyInstance } from 'fastify';
import { CALL_PATHS } from '../../../contract/call/call';
import { SMS_PATHS, SMS_PROVIDERS } from '../../../contract/sms/sms';
import { createCallProviders, type CallProviders } from '../../adapters/call';
import { readCallConfig, type CallConfig } from '../../adapters/call/config';
import { createSmsProviders, type SmsProviders } from '../../adapters/sms';
import { readConfig, type SmsConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Jobs } from '../../jobs/queue';
import type { Realtime } from '../../realtime/realtime';
import { callChannel } from '../call/call.channel';
import { channelAudience, type ChannelAudience } from './audience';
import { smsChannel } from '../sms/sms.channel';
import { sentThrough } from '../sms/sms-numbers.repository';
import { campaignEngine, type CampaignEngine } from './engine';

export interface Campaigns {
  sms: {
    config: SmsConfig;
    providers: SmsProviders;
    engine: CampaignEngine;
    audience: ChannelAudience;
    smsStatus: ReturnType<typeof smsChannel>['smsStatus'];
    webhookPath(provider: string): string;
  };
  call: {
    config: CallConfig;
    providers: CallProviders;
    engine: CampaignEngine;
    webhookPath(provider: string): string;
  };
}

/** A sandbox reports through the same route a real provider calls, in this process. */
const postTo = (app: FastifyInstance, url: string) => async (payload: string, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'POST', url, payload, headers });
  if (res.statusCode !== 200) throw new Error(`sandbox webhook ${url} answered ${res.statusCode}: ${res.body}`);
};

export function setupCampaigns(deps: { app: FastifyInstance; db: Db; jobs: Jobs; realtime: Realtime }): Campaigns {
  const { app, db, jobs } = deps;
  const log = app.log;

  const smsConfig = readConfig().sms;
  const smsWebhook = (name: string) => `/sms/${SMS_PATHS.webhook(name)}`;
  const smsProviders: SmsProviders = createSmsProviders(
    smsConfig,
    (name) => smsConfig.webhookBaseUrl + smsWebhook(name),
    postTo(app, smsWebhook('sandbox')),
    (e) => log.error(e, 'sms sandbox'),
    // what the sandbox has spent: the messages of the providers it stands in for
    () => sentThrough(db, SMS_PROVIDERS.filter((p) => smsProviders.isSandbox(p))),
  );
  const audience = channelAudience(db, deps.realtime);
  const sms = smsChannel({ db, providers: smsProviders, config: smsConfig, audience });

  const callConfig = readCallConfig();
  const callWebhook = (name: string) => `/call/${CALL_PATHS.webhook(name)}`;
  const callProviders = createCallProviders(
    callConfig,
    (name) => callConfig.webhookBaseUrl + callWebhook(name),
    postTo(app, callWebhook('sandbox')),
    (e) => log.error(e, 'call sandbox'),
  );

  const campaigns: Campaigns = {
    sms: { config: smsConfig, providers: smsProviders, engine: campaignEngine({ db, jobs, log }, sms.channel), audience, smsStatus: sms.smsStatus, webhookPath: smsWebhook },
    call: { config: callConfig, providers: callProviders, engine: campaignEngine({ db, jobs, log }, callChannel({ db, providers: callProviders, config: callConfig, audience })), webhookPath: callWebhook },
  };
  // the workers start once every route (the sandboxes' webhooks among them) is mounted
  app.addHook('onReady', async () => {
    await campaigns.sms.engine.start();
    await campaigns.call.engine.start();
  });
  app.addHook('onClose', async () => {
    for (const channel of [campaigns.sms, campaigns.call]) {
      channel.engine.stop();
      await channel.providers.close();
    }
  });
  return campaigns;
}
