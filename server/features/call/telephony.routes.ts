// The browser phone's calls (spec, second document, section 7, "Telephony"; docs/calls.md,
// "Softphone"): its Twilio Voice token, the Telnyx agent login, the dials it places (call rows written
// through the call entity's repository: the same validation, block list, rate limits and audit as a
// call request, but never placed by the queue), the TwiML app's voice URL, and calls to our number
// ringing the phones that are on (inbound call rows, their outcome from Twilio's Dial report).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CALL_PATHS, CALL_TEXTS, type CallStatus } from '../../../contract/call/call';
import { can } from '../../../contract/permissions';
import { call as callDecl } from '../../../contract/entities/call/call';
import { toE164 } from '../../../contract/phone';
import { INTEGER_MAX } from '../../../contract/validate';
import { readCallConfig } from '../../adapters/call/config';
import { TelnyxLoginError, telnyxLoginToken, VOICE_TOKEN_TTL_SECONDS, voiceAccessToken } from '../../adapters/call/voice-token';
import { checkTwilioSignature } from '../../adapters/sms/signatures';
import { header } from '../../adapters/sms/types';
import type { Actor } from '../../engine/entity-hooks';
import { inTransaction } from '../../engine/entity.repository';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { apiErrorSchema, closedObject } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { inboundCallSeen } from './call.repository';
import { blockedAmong } from '../campaigns/block-list.repository';
import { BROWSER_DIAL, INBOUND_CALL, lockDial, lockInbound, markSendState, unreportedDials, voiceAgents, voiceAgentSeen } from './telephony.repository';
import { messages } from '../../../contract/messages';

const tags = ['call'];
/** The browser phone's cache-busting timestamp (ignored). */
const timestamp = { t: { type: 'string', maxLength: 40 } } as const;
// 409, not 503: the server works, the product is not set up for it (and no client should retry)
const notConfigured = { 409: { ...apiErrorSchema, description: 'Not configured: the message names the missing settings' } };
const twiml = { type: 'string' };
const perm = (right: 'access' | 'create' | 'update') => ({ path: callDecl.permission, right });

/** The product answering Twilio about a call to our number (audited as such). */
const TWILIO_VOICE: Actor = { userId: 0, username: 'twilio voice', system: true };
/** Twilio's <Dial> takes at most ten <Client> nouns. */
const RING_AT_MOST = 10;
/** Twilio's DialCallStatus, as a call status. */
const DIAL_OUTCOME: Record<string, CallStatus> = { completed: 'answered', answered: 'answered', busy: 'busy', 'no-answer': 'no-answer', canceled: 'no-answer', failed: 'failed' };
const xml = (twiml: string) => `<?xml version="1.0" encoding="UTF-8"?><Response>${twiml}</Response>`;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const missingSettings = (text: string, missing: string[]) => `${text} ${missing.join(', ')}.`;
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Registered inside the call service's scope (call.routes.ts), after its raw-body parsers. */
export function telephonyRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const callRepo = ctx.repositories.get(callDecl.name)!;
    const dialFields = { phone: callDecl.fields.phone } as const;
    // the dial's own page reports its outcome: the one flow that writes a call's duration besides the providers
    const outcomeFields = { status: { ...callDecl.fields.status, required: true }, duration: { ...callDecl.fields.duration, readOnly: false } } as const;

    // settings are read at each request: an operator's change applies without a restart of this scope
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/call/${CALL_PATHS.voiceToken}`,
        tags,
        summary: 'A Twilio Voice access token for the browser phone (1 hour; the phone asks again every 30 minutes)',
        access: perm('access'),
        query: timestamp,
        response: { 200: closedObject({ token: { type: 'string' }, identity: { type: 'string' }, expiresAt: { type: 'string' } }, ['token', 'identity', 'expiresAt']), ...notConfigured },
      },
      async (req, reply) => {
        noStore(reply);
        const voice = readCallConfig().voice;
        if ('missing' in voice) throw new ApiError(409, missingSettings(CALL_TEXTS.voiceNotConfigured, voice.missing));
        const token = voiceAccessToken(voice, `user_${req.principal.userId}`);
        // the phone is on: calls to our number ring it for the token's hour
        await voiceAgentSeen(ctx.db, req.principal.userId);
        return token;
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: `/call/${CALL_PATHS.telnyxLogin}`,
        tags,
        summary: 'A Telnyx WebRTC login token (for the SIP credential in the settings)',
        access: perm('access'),
        query: timestamp,
        response: { 200: closedObject({ token: { type: 'string' } }, ['token']), ...notConfigured, 502: apiErrorSchema },
      },
      async (req, reply) => {
        noStore(reply);
        const login = readCallConfig().telnyxLogin;
        if ('missing' in login) throw new ApiError(409, missingSettings(CALL_TEXTS.telnyxNotConfigured, login.missing));
        try {
          return { token: await telnyxLoginToken(login) };
        } catch (e) {
          if (!(e instanceof TelnyxLoginError)) throw e;
          req.log.warn(`telnyx login: ${e.message}`);
          throw new ApiError(502, CALL_TEXTS.telnyxLoginFailed);
        }
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: `/call/${CALL_PATHS.dial}`,
        tags,
        summary: 'The browser phone places a call: the number normalised (US default), a blocked one refused; answers the call row id',
        access: perm('create'),
        body: dialFields,
        response: { 201: closedObject({ id: { type: 'integer' }, phone: { type: 'string' } }, ['id', 'phone']) },
      },
      async (req, reply) => {
        // the call hooks normalise the phone, refuse a blocked one and take the user's place in the rate limits
        const row = await inTransaction(ctx.db, async (tx) => {
          // the phone holds one call at a time: an earlier dial still without its outcome ended unreported
          for (const id of await unreportedDials(tx.trx, req.principal.userId)) {
            await callRepo.update(id, { status: 'failed', error: CALL_TEXTS.dialUnreported }, req.principal, { tx });
          }
          const created = await callRepo.create({ phone: req.body.phone, provider: 'twilio' }, req.principal, { tx });
          await markSendState(tx.trx, created[callDecl.id] as number, BROWSER_DIAL);
          return created;
        });
        return reply.status(201).send({ id: row[callDecl.id], phone: row.phone });
      },
    );

    defineRoute(
      app,
      {
        method: 'PUT',
        url: `/call/${CALL_PATHS.dial}/:id`,
        tags,
        summary: "The outcome of the user's own browser-phone call (404 for any other call)",
        access: perm('update'),
        params: { id: { type: 'reference', required: true } },
        body: outcomeFields,
        response: { 200: closedObject({ id: { type: 'integer' }, status: { type: 'string' }, duration: { type: ['integer', 'null'] } }, ['id', 'status']) },
      },
      async (req) => {
        const { id } = req.params;
        const { status, duration } = req.body;
        const row = await inTransaction(ctx.db, async (tx) => {
          const dial = await lockDial(tx.trx, id);
          if (!dial || dial.userId !== req.principal.userId) throw new ApiError(404, CALL_TEXTS.dialNotFound);
          // the page's own report wins over an earlier 'no outcome' (a second tab dialled meanwhile)
          return callRepo.update(id, { status, ...(duration !== undefined && duration !== null ? { duration } : {}), error: null }, req.principal, { tx });
        });
        return { id, status: row.status, duration: row.duration ?? null };
      },
    );

    // Twilio asks this URL what to do with a call: one the browser phone started (the TwiML app's
    // voice URL: From is the phone's client), or one to our number (the number's voice URL)
    defineRoute(
      app,
      {
        method: 'POST',
        url: `/call/${CALL_PATHS.twilioVoice}`,
        tags,
        summary:
          "The voice URL of the TwiML app and of our numbers (public; Twilio signature checked): a call from the browser phone dials the number it asked for; a call to our number rings the staff's browser phones",
        access: 'public',
        body: { raw: 'signed' },
        response: { 200: twiml },
      },
      async (req, reply) => {
      const config = readCallConfig();
      if (!config.twilio) throw new ApiError(404, messages.noSuchProvider);
      const fields = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string>;
      if (!checkTwilioSignature(config.twilio.authToken, config.webhookBaseUrl + req.url, fields, header(req.headers, 'x-twilio-signature'))) {
        throw new ApiError(403, CALL_TEXTS.forged);
      }
      const answer = (twiml: string) => reply.type('text/xml; charset=utf-8').send(xml(twiml));
      const fromBrowser = [fields.From, fields.Caller].some((v) => v?.startsWith('client:'));
      if (!fromBrowser) return answer(await inbound(fields, config.webhookBaseUrl));
      const number = toE164(fields.To);
      // the block list holds here too: a number dialled past actions/dial is still never called
      const to = number && !(await blockedAmong(ctx.db, 'call', [number])).has(number) ? number : undefined;
      return answer(to ? `<Dial callerId="${escapeXml(config.from)}"><Number>${escapeXml(to)}</Number></Dial>` : '<Reject/>');
      },
    );

    /**
     * A call to our number: a blocked caller is rejected; otherwise it is written as an inbound call
     * row and rings every browser phone that is on (of staff who may open the calls), the first to
     * answer takes it; with none on, the caller hears so.
     */
    async function inbound(fields: Record<string, string>, webhookBaseUrl: string): Promise<string> {
      const from = toE164(fields.From);
      if (from && (await blockedAmong(ctx.db, 'call', [from])).has(from)) return '<Reject/>';
      // a phone is on while the last token it took is valid
      const agents = (await voiceAgents(ctx.db, VOICE_TOKEN_TTL_SECONDS)).filter((a) => can(a.permissions, 'access', callDecl.permission)).slice(0, RING_AT_MOST);
      const row = await inTransaction(ctx.db, async (tx) => {
        // the same call announced again (a replayed signed request): written once
        const seen = fields.CallSid ? await inboundCallSeen(tx.trx, 'twilio', fields.CallSid.slice(0, 100)) : undefined;
        if (seen) return seen;
        const values = { phone: from ?? (fields.From || '?').slice(0, 32), direction: 'inbound', status: agents.length ? 'ringing' : 'no-answer', provider: 'twilio', duration: 0, providerCallId: fields.CallSid?.slice(0, 100) ?? null };
        const created = await callRepo.create(values, TWILIO_VOICE, { tx });
        await markSendState(tx.trx, created[callDecl.id] as number, INBOUND_CALL);
        return created;
      });
      if (!agents.length) return `<Say>${escapeXml(CALL_TEXTS.nobodyToAnswer)}</Say><Hangup/>`;
      const action = `${webhookBaseUrl}/call/${CALL_PATHS.twilioVoiceStatus}?ref=k${row[callDecl.id]}`;
      return `<Dial answerOnBridge="true" timeout="30" action="${escapeXml(action)}">${agents.map((a) => `<Client>user_${a.id}</Client>`).join('')}</Dial>`;
    }

    defineRoute(
      app,
      {
        method: 'POST',
        url: `/call/${CALL_PATHS.twilioVoiceStatus}`,
        tags,
        summary: "How the staff's phones answered an inbound call (Twilio's Dial action; public; Twilio signature checked)",
        access: 'public',
        query: { ref: { type: 'string', maxLength: 100, help: 'k{call id}' } },
        body: { raw: 'signed' },
        response: { 200: twiml },
      },
      async (req, reply) => {
        const config = readCallConfig();
        if (!config.twilio) throw new ApiError(404, messages.noSuchProvider);
        const fields = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string>;
        if (!checkTwilioSignature(config.twilio.authToken, config.webhookBaseUrl + req.url, fields, header(req.headers, 'x-twilio-signature'))) {
          throw new ApiError(403, CALL_TEXTS.forged);
        }
        const id = Number(/^k(\d{1,15})$/.exec(req.query.ref ?? '')?.[1]);
        const status = DIAL_OUTCOME[fields.DialCallStatus ?? ''];
        if (id && status) {
          await inTransaction(ctx.db, async (tx) => {
            // only an inbound call: a report never rewrites another call
            if (!(await lockInbound(tx.trx, id))) return;
            const duration = status === 'answered' ? Math.min(INTEGER_MAX, Math.max(0, Math.floor(Number(fields.DialCallDuration) || 0))) : 0;
            await callRepo.update(id, { status, duration }, TWILIO_VOICE, { tx });
          });
        }
        return reply.type('text/xml; charset=utf-8').send(xml('<Hangup/>'));
      },
    );
  };
}
