// The call providers' settings, read from the environment here (docs/calls.md, "Configuration"):
// the same Telnyx and Twilio accounts as SMS, plus what only calls need.
export interface CallConfig {
  /** Telnyx Call Control: an API key and the connection (application) calls go out through */
  telnyx?: { apiKey: string; connectionId: string; publicKey?: string; baseUrl: string };
  twilio?: { accountSid: string; authToken: string; baseUrl: string };
  /** the browser phone (Twilio Voice access tokens); `missing` names the settings not given */
  voice: { accountSid: string; apiKeySid: string; apiKeySecret: string; twimlAppSid: string } | { missing: string[] };
  /** the Telnyx WebRTC agent login (a SIP credential's token); `missing` names the settings not given */
  telnyxLogin: { apiKey: string; credentialId: string; baseUrl: string } | { missing: string[] };
  /** the caller number when a campaign gives none */
  from: string;
  /** the public address providers post reports to (…/call/webhook/{provider}) */
  webhookBaseUrl: string;
  /** calls placed per second per campaign */
  ratePerSecond: number;
  /** how long the sandbox waits before reporting a call's outcome */
  sandboxDelayMs: number;
  /** calls and call campaigns started per user and per business in a minute (429 beyond) */
  userLimitPerMinute: number;
  businessLimitPerMinute: number;
}

const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};
const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** The named settings, or the names of those missing. */
function settings<K extends string>(env: NodeJS.ProcessEnv, names: Record<K, string>): Record<K, string> | { missing: string[] } {
  const missing = Object.values<string>(names).filter((n) => !env[n]);
  if (missing.length) return { missing };
  return Object.fromEntries(Object.entries<string>(names).map(([k, n]) => [k, env[n]!])) as Record<K, string>;
}

export function readCallConfig(env: NodeJS.ProcessEnv = process.env): CallConfig {
  const publicUrl = trimSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`);
  const telnyxLogin = settings(env, { apiKey: 'TELNYX_API_KEY', credentialId: 'TELNYX_SIP_CREDENTIAL_ID' });
  return {
    telnyx: env.TELNYX_API_KEY && env.TELNYX_CALL_CONNECTION_ID
      ? { apiKey: env.TELNYX_API_KEY, connectionId: env.TELNYX_CALL_CONNECTION_ID, publicKey: env.TELNYX_PUBLIC_KEY || undefined, baseUrl: trimSlash(env.TELNYX_BASE_URL || 'https://api.telnyx.com') }
      : undefined,
    twilio: env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
      ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, baseUrl: trimSlash(env.TWILIO_BASE_URL || 'https://api.twilio.com') }
      : undefined,
    voice: settings(env, { accountSid: 'TWILIO_ACCOUNT_SID', apiKeySid: 'TWILIO_API_KEY_SID', apiKeySecret: 'TWILIO_API_KEY_SECRET', twimlAppSid: 'TWILIO_TWIML_APP_SID' }),
    telnyxLogin: 'missing' in telnyxLogin ? telnyxLogin : { ...telnyxLogin, baseUrl: trimSlash(env.TELNYX_BASE_URL || 'https://api.telnyx.com') },
    from: env.CALL_FROM || env.SMS_FROM || '+15555550100',
    webhookBaseUrl: trimSlash(env.CALL_WEBHOOK_URL || env.SMS_WEBHOOK_URL || publicUrl),
    ratePerSecond: Math.max(1, positive(env.CALL_RATE_PER_SECOND, 10)),
    sandboxDelayMs: positive(env.CALL_SANDBOX_DELAY_MS, 500),
    userLimitPerMinute: positive(env.CALL_USER_LIMIT_PER_MINUTE, 60),
    businessLimitPerMinute: positive(env.CALL_BUSINESS_LIMIT_PER_MINUTE, 600),
  };
}
