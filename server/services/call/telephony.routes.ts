// The browser phone's calls (spec, second document, section 7, "Telephony"; docs/calls.md,
// "Softphone"): its Twilio Voice token, the Telnyx agent login, the dials it places (call rows written
// through the call entity's repository: the same validation, block list, rate limits and audit as a
// call request, but never placed by the queue) and the TwiML app's voice URL.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CALL_PATHS, CALL_STATUSES, CALL_TEXTS } from '../../../contract/call/call';
import { call as callDecl } from '../../../contract/entities/call/call';
import { toE164 } from '../../../contract/sms/phone';
import { validateFields } from '../../../contract/validate';
import { readCallConfig } from '../../adapters/call/config';
import { TelnyxLoginError, telnyxLoginToken, voiceAccessToken } from '../../adapters/call/voice-token';
import { checkTwilioSignature } from '../../adapters/sms/signatures';
import { header } from '../../adapters/sms/types';
import { inTransaction } from '../../engine/entity.repository';
import { ApiError, ValidationError } from '../../http/errors';
import { apiErrorSchema, openObject, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { blockedAmong } from './call.repository';
import { lockDial, markBrowserDial, unreportedDials } from './telephony.repository';
import { messages } from '../../../contract/messages';

const tags = ['call'];
const timestamp = openObject({ t: { type: 'string', description: 'cache-busting timestamp (ignored)' } });
// 409, not 503: the server works, the product is not set up for it (and no client should retry)
const notConfigured = { 409: { ...apiErrorSchema, description: 'Not configured: the message names the missing settings' } };

const voiceTokenSchema: JsonSchema = {
  tags,
  summary: "A Twilio Voice access token for the browser phone (1 hour; the phone asks again every 30 minutes)",
  querystring: timestamp,
  response: responses({ 200: openObject({ token: { type: 'string' }, identity: { type: 'string' }, expiresAt: { type: 'string' } }, ['token', 'identity', 'expiresAt']), ...notConfigured }),
};
const telnyxLoginSchema: JsonSchema = {
  tags,
  summary: 'A Telnyx WebRTC login token (for the SIP credential in the settings)',
  querystring: timestamp,
  response: responses({ 200: openObject({ token: { type: 'string' } }, ['token']), ...notConfigured, 502: apiErrorSchema }),
};
const dialSchema: JsonSchema = {
  tags,
  summary: 'The browser phone places a call: the number normalised (US default), a blocked one refused; answers the call row id',
  body: openObject({ phone: { type: 'string' } }, ['phone']),
  response: responses({ 201: openObject({ id: { type: 'integer' }, phone: { type: 'string' } }, ['id', 'phone']) }),
};
const dialOutcomeSchema: JsonSchema = {
  tags,
  summary: "The outcome of the user's own browser-phone call (404 for any other call)",
  params: openObject({ id: { type: 'integer' } }, ['id']),
  body: openObject({ status: { type: 'string', enum: [...CALL_STATUSES] }, duration: { type: 'integer', minimum: 0 } }, ['status']),
  response: responses({ 200: openObject({ id: { type: 'integer' }, status: { type: 'string' }, duration: { type: ['integer', 'null'] } }, ['id', 'status']) }),
};
const twilioVoiceSchema: JsonSchema = {
  tags,
  summary: "The TwiML app's voice URL: dials the number the browser phone asked for (public; Twilio signature checked)",
  response: { 200: { type: 'string' }, ...responses({}) },
};

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const missingSettings = (text: string, missing: string[]) => `${text} ${missing.join(', ')}.`;
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Registered inside the call service's scope (call.routes.ts), after its raw-body parsers. */
export function telephonyRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const callRepo = ctx.repositories.get(callDecl.name)!;
    const perm = (right: 'access' | 'create' | 'update') => ({ permission: { path: callDecl.permission, right } });
    const dialFields = { phone: callDecl.fields.phone };
    const outcomeFields = { status: { ...callDecl.fields.status, required: true }, duration: callDecl.fields.duration };

    // settings are read at each request: an operator's change applies without a restart of this scope
    app.get(`/call/${CALL_PATHS.voiceToken}`, { config: perm('access'), schema: voiceTokenSchema }, async (req, reply) => {
      noStore(reply);
      const voice = readCallConfig().voice;
      if ('missing' in voice) throw new ApiError(409, missingSettings(CALL_TEXTS.voiceNotConfigured, voice.missing));
      return voiceAccessToken(voice, `user_${req.principal.userId}`);
    });

    app.get(`/call/${CALL_PATHS.telnyxLogin}`, { config: perm('access'), schema: telnyxLoginSchema }, async (req, reply) => {
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
    });

    app.post<{ Body: unknown }>(`/call/${CALL_PATHS.dial}`, { config: perm('create'), schema: dialSchema }, async (req, reply) => {
      const { value, errors } = validateFields(dialFields, req.body, 'create');
      if (errors.length) throw new ValidationError(errors);
      // the call hooks normalise the phone, refuse a blocked one and take the user's place in the rate limits
      const row = await inTransaction(ctx.db, async (tx) => {
        // the phone holds one call at a time: an earlier dial still without its outcome ended unreported
        for (const id of await unreportedDials(tx.trx, req.principal.userId)) {
          await callRepo.update(id, { status: 'failed', error: CALL_TEXTS.dialUnreported }, req.principal, { tx });
        }
        const created = await callRepo.create({ phone: value.phone, provider: 'twilio' }, req.principal, { tx });
        await markBrowserDial(tx.trx, created[callDecl.id] as number);
        return created;
      });
      return reply.status(201).send({ id: row[callDecl.id], phone: row.phone });
    });

    app.put<{ Params: { id: string }; Body: unknown }>(`/call/${CALL_PATHS.dial}/:id`, { config: perm('update'), schema: dialOutcomeSchema }, async (req) => {
      const id = Number(req.params.id);
      if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, CALL_TEXTS.dialNotFound);
      const { value, errors } = validateFields(outcomeFields, req.body, 'update');
      if (!errors.length && value.status === undefined) errors.push({ path: 'status', msg: CALL_TEXTS.required });
      if (errors.length) throw new ValidationError(errors);
      const row = await inTransaction(ctx.db, async (tx) => {
        const dial = await lockDial(tx.trx, id);
        if (!dial || dial.userId !== req.principal.userId) throw new ApiError(404, CALL_TEXTS.dialNotFound);
        // the page's own report wins over an earlier 'no outcome' (a second tab dialled meanwhile)
        return callRepo.update(id, { ...value, error: null }, req.principal, { tx });
      });
      return { id, status: row.status, duration: row.duration ?? null };
    });

    // Twilio asks this URL what to do with a call the browser phone started (the TwiML app's voice URL)
    app.post<{ Body: Record<string, string> | undefined }>(`/call/${CALL_PATHS.twilioVoice}`, { config: { public: true }, schema: twilioVoiceSchema }, async (req, reply) => {
      const config = readCallConfig();
      if (!config.twilio) throw new ApiError(404, messages.noSuchProvider);
      const fields = req.body && typeof req.body === 'object' ? req.body : {};
      if (!checkTwilioSignature(config.twilio.authToken, config.webhookBaseUrl + req.url, fields, header(req.headers, 'x-twilio-signature'))) {
        throw new ApiError(403, CALL_TEXTS.forged);
      }
      const number = toE164(fields.To);
      // the block list holds here too: a number dialled past actions/dial is still never called
      const to = number && !(await blockedAmong(ctx.db, [number])).has(number) ? number : undefined;
      const twiml = to
        ? `<Response><Dial callerId="${escapeXml(config.from)}"><Number>${escapeXml(to)}</Number></Dial></Response>`
        : '<Response><Reject/></Response>';
      return reply.type('text/xml; charset=utf-8').send(`<?xml version="1.0" encoding="UTF-8"?>${twiml}`);
    });
  };
}
