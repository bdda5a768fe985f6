import path from 'node:path';
import { parseIceServers, type IceServer } from '../contract/chat/rtc';
import { parseHostPatterns, type FetchPolicy, type HostPattern } from './http/guarded-fetch';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Redis carrying realtime events across API processes (REDIS_URL); absent: PostgreSQL carries them */
  redisUrl?: string;
  adminPassword?: string;
  /** Serve the built SPA from this folder (absent in API-only tests). */
  spaDir?: string;
  logLevel: string;
  /** SMTP server for mail (SMTP_URL, or SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASSWORD/SMTP_SECURE); absent: mail goes to the outbox table. */
  smtp?: SmtpConfig;
  mailFrom: string;
  /** origin put in links sent by mail (invitations) */
  publicUrl: string;
  /** contact sent to web push services with the VAPID signature */
  vapidSubject: string;
  /** hosts web pushes may go to (PUSH_SERVICE_HOSTS, PUSH_ALLOW_PRIVATE_HOSTS; docs/notifications.md, "Web push") */
  push: PushServicesConfig;
  /** origins whose pages may open sockets besides the console's own (SOCKET_ORIGINS, comma separated; default the PUBLIC_URL origin) */
  socketOrigins: string[];
  /** where media library files live (MEDIA_STORAGE: disk, the default, or s3) */
  storage: StorageConfig;
  /** the proxy service store domains are registered with (STORE_PROXY_URL, STORE_PROXY_TOKEN); absent: only recorded (docs/stores.md) */
  storeProxy?: StoreProxyConfig;
  /** the delivery route page's map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); absent: a plain background (docs/delivery.md) */
  mapTiles: MapTilesConfig;
  /** SMS providers, sender and limits (TELNYX_*, TWILIO_*, SMS_*; docs/sms.md); no credentials: the sandbox provider */
  sms: SmsConfig;
  /** STUN/TURN servers of the chat's voice and video calls (RTC_ICE_SERVERS, a JSON array; docs/chat.md); none by default */
  rtcIceServers: IceServer[];
  /** password hash cost and captcha work (PASSWORD_HASH_COST, CAPTCHA_COMPLEXITY; docs/security.md) */
  accountSecurity: AccountSecurityConfig;
  /** every answer checked against its route's response schema (CHECK_RESPONSES=1; the tests') */
  checkResponses: boolean;
}

export interface AccountSecurityConfig {
  /** log2 of scrypt's N for new and upgraded password hashes */
  passwordHashCost: number;
  /** proof-of-work tries a captcha takes, at most (about half to all of it) */
  captchaComplexity: number;
}

/** Password hashing and captcha work; a value out of range stops the start with one line naming it. */
export function readAccountSecurity(env: NodeJS.ProcessEnv): AccountSecurityConfig {
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) throw new Error(`${name} is a whole number from ${min} to ${max}, not ${raw}`);
    return n;
  };
  return { passwordHashCost: integer('PASSWORD_HASH_COST', 17, 14, 20), captchaComplexity: integer('CAPTCHA_COMPLEXITY', 5000, 1, 1_000_000) };
}

export interface SmsConfig {
  telnyx?: { apiKey: string; publicKey?: string; baseUrl: string; messagingProfileId?: string };
  twilio?: { accountSid: string; authToken: string; baseUrl: string };
  /** the number messages are sent from when none is given */
  from: string;
  /** the public address providers call back (webhooks); default PUBLIC_URL */
  webhookBaseUrl: string;
  /** messages per second handed to a provider (its rate limit) */
  ratePerSecond: number;
  /** price of one sent message, for the campaign counters */
  pricePerMessage: number;
  /** how long the sandbox waits before reporting a delivery */
  sandboxDelayMs: number;
  /** sends allowed per user and per business in a minute (429 beyond) */
  userLimitPerMinute: number;
  businessLimitPerMinute: number;
  /** the sandbox's starting account balance in USD (SMS_SANDBOX_BALANCE), less what it sent */
  sandboxBalance: number;
}

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function readSms(env: NodeJS.ProcessEnv, publicUrl: string): SmsConfig {
  return {
    telnyx: env.TELNYX_API_KEY
      ? { apiKey: env.TELNYX_API_KEY, publicKey: env.TELNYX_PUBLIC_KEY || undefined, baseUrl: (env.TELNYX_BASE_URL || 'https://api.telnyx.com').replace(/\/+$/, ''), messagingProfileId: env.TELNYX_MESSAGING_PROFILE_ID || undefined }
      : undefined,
    twilio: env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
      ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, baseUrl: (env.TWILIO_BASE_URL || 'https://api.twilio.com').replace(/\/+$/, '') }
      : undefined,
    from: env.SMS_FROM || '+15555550100',
    webhookBaseUrl: (env.SMS_WEBHOOK_URL || publicUrl).replace(/\/+$/, ''),
    ratePerSecond: Math.max(1, positive(env.SMS_RATE_PER_SECOND, 50)),
    pricePerMessage: positive(env.SMS_PRICE_PER_MESSAGE, 0.004),
    sandboxDelayMs: positive(env.SMS_SANDBOX_DELAY_MS, 500),
    userLimitPerMinute: positive(env.SMS_USER_LIMIT_PER_MINUTE, 120),
    businessLimitPerMinute: positive(env.SMS_BUSINESS_LIMIT_PER_MINUTE, 1000),
    sandboxBalance: positive(env.SMS_SANDBOX_BALANCE, 100),
  };
}

/**
 * The campaign services whole campaigns are handed to (MOBINITI_API_TOKEN, MOBINITI_BASE_URL;
 * SENDPULSE_CLIENT_ID, SENDPULSE_CLIENT_SECRET, SENDPULSE_BASE_URL, SENDPULSE_SENDER; docs/sms.md).
 * A service without credentials is the local default: the hand-off is recorded and reported accepted.
 */
export interface SmsCampaignServicesConfig {
  mobiniti?: { token: string; baseUrl: string };
  sendPulse?: { clientId: string; clientSecret: string; baseUrl: string; sender: string };
}

export function readSmsCampaignServices(env: NodeJS.ProcessEnv): SmsCampaignServicesConfig {
  const base = (v: string | undefined, fallback: string) => (v || fallback).replace(/\/+$/, '');
  return {
    mobiniti: env.MOBINITI_API_TOKEN ? { token: env.MOBINITI_API_TOKEN, baseUrl: base(env.MOBINITI_BASE_URL, 'https://api.mobiniti.com') } : undefined,
    sendPulse:
      env.SENDPULSE_CLIENT_ID && env.SENDPULSE_CLIENT_SECRET
        ? { clientId: env.SENDPULSE_CLIENT_ID, clientSecret: env.SENDPULSE_CLIENT_SECRET, baseUrl: base(env.SENDPULSE_BASE_URL, 'https://api.sendpulse.com'), sender: env.SENDPULSE_SENDER || 'Shop' }
        : undefined,
  };
}

export interface MapTilesConfig {
  /** a Leaflet tile URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  url: string | null;
  attribution: string | null;
}

export function readMapTiles(env: NodeJS.ProcessEnv): MapTilesConfig {
  const url = env.MAP_TILE_URL?.trim() || null;
  if (url && !/^https?:\/\/[^/\s]+\/\S*$/.test(url)) throw new Error(`MAP_TILE_URL is an http(s) URL template, not ${url}`);
  return { url, attribution: env.MAP_TILE_ATTRIBUTION?.trim() || null };
}

/** The origin the tiles come from, for the CSP's img-src (`{s}` subdomains as a wildcard). */
export function mapTileSource(tiles: MapTilesConfig): string | null {
  const origin = tiles.url?.match(/^https?:\/\/[^/]+/)?.[0].replace(/\{s\}/g, '*');
  return origin && /^https?:\/\/[A-Za-z0-9.*\-:]+$/.test(origin) ? origin : null;
}

/** The chat calls' ICE servers (RTC_ICE_SERVERS); a malformed value stops the start with one line. */
export const readRtcIceServers = (env: NodeJS.ProcessEnv): IceServer[] => parseIceServers(env.RTC_ICE_SERVERS);

/** The browsers' push services, as host patterns (server/http/guarded-fetch.ts): the default of PUSH_SERVICE_HOSTS. */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com', '*.push.apple.com'];

export interface PushServicesConfig extends FetchPolicy {
  hosts: HostPattern[];
  allowPrivate: boolean;
}

/**
 * Where web pushes may go: https to the hosts of PUSH_SERVICE_HOSTS at public addresses.
 * PUSH_ALLOW_PRIVATE_HOSTS=1 also lets those hosts be on private or loopback addresses and plain
 * http: for a local stand-in of a push service (tests), never for production.
 */
export function readPushServices(env: NodeJS.ProcessEnv): PushServicesConfig {
  const allow = env.PUSH_ALLOW_PRIVATE_HOSTS?.trim() ?? '';
  if (!['', '0', '1'].includes(allow)) throw new Error(`PUSH_ALLOW_PRIVATE_HOSTS is 1 or 0, not ${allow}`);
  return { hosts: parseHostPatterns(env.PUSH_SERVICE_HOSTS?.trim() || DEFAULT_PUSH_SERVICE_HOSTS.join(',')), allowPrivate: allow === '1' };
}

/**
 * Whether every JSON answer is checked against its route's response schema (CHECK_RESPONSES=1; the
 * API and browser tests turn it on, server/http/response-check.ts): a mismatch answers 500.
 */
export function readCheckResponses(env: NodeJS.ProcessEnv): boolean {
  const value = env.CHECK_RESPONSES?.trim() ?? '';
  if (!['', '0', '1'].includes(value)) throw new Error(`CHECK_RESPONSES is 1 or 0, not ${value}`);
  return value === '1';
}

export interface StoreProxyConfig {
  url: string;
  token?: string;
}

export function readStoreProxy(env: NodeJS.ProcessEnv): StoreProxyConfig | undefined {
  if (!env.STORE_PROXY_URL) return undefined;
  return { url: env.STORE_PROXY_URL.replace(/\/+$/, ''), token: env.STORE_PROXY_TOKEN || undefined };
}

/** The promotion-registration endpoint SMS domains are sent to (SMS_PROMOTION_URL, SMS_PROMOTION_TOKEN; docs/sms.md). */
export interface SmsPromotionConfig {
  /** the endpoint itself: domains are POSTed to this address */
  url: string;
  token?: string;
}

export function readSmsPromotion(env: NodeJS.ProcessEnv): SmsPromotionConfig | undefined {
  const url = env.SMS_PROMOTION_URL?.trim();
  if (!url) return undefined;
  return { url, token: env.SMS_PROMOTION_TOKEN || undefined };
}

/** A folder on disk (MEDIA_DIR, default DATA_DIR/media), or an S3-compatible bucket (S3_*). */
export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | { kind: 's3'; endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; prefix: string };

export function readStorage(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if ((env.MEDIA_STORAGE ?? 'disk') === 'disk') return { kind: 'disk', dir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')) };
  if (env.MEDIA_STORAGE !== 's3') throw new Error(`MEDIA_STORAGE is disk or s3, not ${env.MEDIA_STORAGE}`);
  const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`MEDIA_STORAGE=s3 needs ${missing.join(', ')}`);
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT!,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    prefix: env.S3_PREFIX ?? 'media/',
  };
}

export type SmtpConfig = { url: string } | { host: string; port: number; secure: boolean; user?: string; password?: string };

export function readSmtp(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  if (env.SMTP_URL) return { url: env.SMTP_URL };
  if (!env.SMTP_HOST) return undefined;
  const secure = env.SMTP_SECURE === 'true';
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? (secure ? 465 : 587)),
    secure,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    // loopback unless told otherwise: a reverse proxy on the same machine is the usual way in
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    spaDir: path.resolve('dist'),
    logLevel: env.LOG_LEVEL ?? 'warn',
    smtp: readSmtp(env),
    mailFrom: env.MAIL_FROM ?? 'Back office <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    vapidSubject: env.VAPID_SUBJECT ?? 'mailto:admin@localhost',
    push: readPushServices(env),
    socketOrigins: readOrigins(env.SOCKET_ORIGINS || env.PUBLIC_URL || `http://localhost:${env.PORT ?? 8080}`),
    storage: readStorage(env, dataDir),
    storeProxy: readStoreProxy(env),
    mapTiles: readMapTiles(env),
    sms: readSms(env, (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, '')),
    rtcIceServers: readRtcIceServers(env),
    accountSecurity: readAccountSecurity(env),
    checkResponses: readCheckResponses(env),
  };
}

/** `https://a.example, http://b.example:8080` -> their origins; a value that is not one stops the start. */
export function readOrigins(list: string): string[] {
  return list
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((value) => {
      let url: URL | undefined;
      try {
        url = new URL(value);
      } catch {
        // reported below
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`not an origin (SOCKET_ORIGINS, PUBLIC_URL): ${value}`);
      return url.origin;
    });
}
