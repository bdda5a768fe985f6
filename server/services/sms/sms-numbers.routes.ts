// Countries, numbers for sale, buying one, and the providers' balances (spec, second document,
// section 7: "number list and buy; balance per provider; countries"). A number bought becomes an SMS
// phone of the business, written through the smsPhone repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import { sms as smsDecl } from '../../../contract/entities/sms/sms';
import { smsPhone } from '../../../contract/entities/sms/smsPhone';
import { DEFAULT_SMS_COUNTRY, SMS_COUNTRIES, smsCountry } from '../../../contract/sms/countries';
import { toE164 } from '../../../contract/sms/phone';
import { DEFAULT_SMS_PROVIDER, SMS_PATHS, SMS_PROVIDERS, SMS_TEXTS, type SmsBalance, type SmsProvider } from '../../../contract/sms/sms';
import type { SmsProviders } from '../../adapters/sms';
import { ProviderRefused } from '../../adapters/sms/types';
import { sendingBusiness } from '../../entities/sms/smsPlan.hooks';
import { ApiError, ValidationError } from '../../http/errors';
import { openObject, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { phoneRegistered } from './sms-numbers.repository';
import { parseSearch } from '../../engine/list-query';
import { optionalId } from './sms-plans.routes';
import { messages } from '../../../contract/messages';

const str = { type: 'string' };
const providerOf = (value: unknown): SmsProvider => {
  if (value === undefined || value === '') return DEFAULT_SMS_PROVIDER;
  if (!(SMS_PROVIDERS as readonly unknown[]).includes(value)) throw new ValidationError([{ path: 'provider', msg: messages.oneOf(SMS_PROVIDERS) }]);
  return value as SmsProvider;
};
const providerError = (provider: string, e: unknown, path: string): never => {
  if (e instanceof ProviderRefused) throw new ValidationError([{ path, msg: SMS_TEXTS.providerFailed(provider, e.message) }]);
  throw new ApiError(502, SMS_TEXTS.providerFailed(provider, e instanceof Error ? e.message : String(e)));
};

const numberSchema: JsonSchema = openObject({ phone: str, country: str, region: str, monthlyCost: { type: 'number' }, currency: str });

export async function smsNumberRoutes(app: FastifyInstance, ctx: RouteContext, providers: SmsProviders): Promise<void> {
  const phones = () => ctx.repositories.get(smsPhone.name)!;

  app.get(
    `/sms/${SMS_PATHS.countries}`,
    {
      config: { permission: { path: smsPhone.permission, right: 'access' } },
      schema: { tags: ['sms'], summary: 'The countries numbers can be bought in (ISO code, name, dial code)', response: responses({ 200: openObject({ data: { type: 'array', items: openObject({ code: str, name: str, dialCode: str }) } }) }) },
    },
    async () => ({ data: SMS_COUNTRIES }),
  );

  app.get<{ Querystring: { provider?: string; country?: string; areaCode?: string; limit?: string } }>(
    `/sms/${SMS_PATHS.numbers}`,
    {
      config: { permission: { path: smsPhone.permission, right: 'create' } },
      schema: {
        tags: ['sms'],
        summary: 'Numbers for sale at a provider, in a country (default US) and an area code',
        querystring: openObject({ provider: { type: 'string', enum: [...SMS_PROVIDERS] }, country: str, areaCode: str, limit: { type: 'integer', minimum: 1, maximum: 50 } }),
        response: responses({ 200: openObject({ provider: str, country: str, sandbox: { type: 'boolean' }, data: { type: 'array', items: numberSchema } }) }),
      },
    },
    async (req) => {
      const provider = providerOf(req.query.provider);
      const country = smsCountry(req.query.country || DEFAULT_SMS_COUNTRY);
      const items = [];
      if (!country) items.push({ path: 'country', msg: SMS_TEXTS.badCountry });
      const areaCode = (parseSearch(req.query, 'areaCode') ?? '').trim();
      if (areaCode && !/^\d{1,5}$/.test(areaCode)) items.push({ path: 'areaCode', msg: 'Digits only, at most 5.' });
      const limit = req.query.limit ? Number(req.query.limit) : 20;
      if (!Number.isInteger(limit) || limit < 1 || limit > 50) items.push({ path: 'limit', msg: 'Between 1 and 50' });
      if (items.length) throw new ValidationError(items);
      const found = await providers
        .forProvider(provider)
        .availableNumbers({ country: country!.code, areaCode: areaCode || undefined, limit })
        .catch((e) => providerError(provider, e, 'country'));
      return { provider, country: country!.code, sandbox: providers.isSandbox(provider), data: found.map((n) => ({ ...n, country: country!.code })) };
    },
  );

  app.post<{ Body: { provider?: unknown; phone?: unknown; businessId?: unknown } }>(
    `/sms/${SMS_PATHS.numbersBuy}`,
    {
      config: { permission: { path: smsPhone.permission, right: 'create' } },
      schema: {
        tags: ['sms'],
        summary: "Buys a number at a provider; it becomes an SMS phone of the business (the user's own unless they may edit businesses)",
        body: openObject({ provider: { type: 'string', enum: [...SMS_PROVIDERS] }, phone: str, businessId: { type: 'integer' } }, ['phone']),
        response: responses({ 201: openObject({ smsPhoneId: { type: 'integer' }, phone: str, businessId: { type: ['integer', 'null'] }, provider: str, orderId: str }) }),
      },
    },
    async (req, reply) => {
      const body = (req.body ?? {}) as { provider?: unknown; phone?: unknown; businessId?: unknown };
      const provider = providerOf(body.provider);
      const phone = toE164(body.phone);
      if (!phone) throw new ValidationError([{ path: 'phone', msg: SMS_TEXTS.badNumber }]);
      const businessId = await sendingBusiness(ctx.db, req.principal, { businessId: optionalId(body.businessId, 'businessId') });
      // checked before paying for it; the unique index still refuses a number registered meanwhile
      if (await phoneRegistered(ctx.db, phone)) throw new ValidationError([{ path: 'phone', msg: SMS_TEXTS.numberTaken }]);
      const { orderId } = await providers.forProvider(provider).buyNumber(phone).catch((e) => providerError(provider, e, 'phone'));
      const row = await phones().create({ phone, businessId: businessId ?? null }, req.principal);
      return reply.code(201).send({ ...row, provider, orderId });
    },
  );

  app.get(
    `/sms/${SMS_PATHS.balance}`,
    {
      // the platform's accounts: what they hold tells how much every business sent
      config: { permission: { path: smsDecl.permission, right: 'access' }, platformOnly: true },
      schema: {
        tags: ['sms'],
        summary: 'The account balance at each SMS provider (the sandbox: SMS_SANDBOX_BALANCE less what it sent); `error` when a provider did not answer',
        response: responses({ 200: openObject({ data: { type: 'array', items: openObject({ provider: str, balance: { type: ['number', 'null'] }, currency: str, sandbox: { type: 'boolean' }, error: str }) } }) }),
      },
    },
    async () => ({
      data: await Promise.all(
        SMS_PROVIDERS.map(async (provider): Promise<SmsBalance & { error?: string }> => {
          const sandbox = providers.isSandbox(provider);
          try {
            return { provider, sandbox, ...(await providers.forProvider(provider).balance()) };
          } catch (e) {
            return { provider, sandbox, balance: null as unknown as number, currency: 'USD', error: e instanceof Error ? e.message : String(e) };
          }
        }),
      ),
    }),
  );
}
