// Countries, numbers for sale, buying one, and the providers' balances (spec, second document,
// section 7: "number list and buy; balance per provider; countries"). A number bought becomes an SMS
// phone of the business, written through the smsPhone repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import { sms as smsDecl } from '../../../contract/entities/sms/sms';
import { smsPhone } from '../../../contract/entities/sms/smsPhone';
import { DEFAULT_SMS_COUNTRY, SMS_COUNTRIES, smsCountry } from '../../../contract/sms/countries';
import { toE164 } from '../../../contract/phone';
import { DEFAULT_SMS_PROVIDER, SMS_PATHS, SMS_PROVIDERS, SMS_TEXTS, type SmsBalance } from '../../../contract/sms/sms';
import type { SmsProviders } from '../../adapters/sms';
import { ProviderRefused } from '../../adapters/sms/types';
import { sendingBusiness } from './smsPlan.hooks';
import { entityRecordSchema } from '../../engine/entity-schemas';
import { ApiError, ValidationError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { phoneRegistered } from './sms-numbers.repository';

const str = { type: 'string' };
const providerField = { type: 'enum', choices: SMS_PROVIDERS, default: DEFAULT_SMS_PROVIDER } as const;
const providerError = (provider: string, e: unknown, path: string): never => {
  if (e instanceof ProviderRefused) throw new ValidationError([{ path, msg: SMS_TEXTS.providerFailed(provider, e.message) }]);
  throw new ApiError(502, SMS_TEXTS.providerFailed(provider, e instanceof Error ? e.message : String(e)));
};

const numberSchema: JsonSchema = closedObject({ phone: str, country: str, region: str, monthlyCost: { type: 'number' }, currency: str });

export async function smsNumberRoutes(app: FastifyInstance, ctx: RouteContext, providers: SmsProviders): Promise<void> {
  const phones = () => ctx.repositories.get(smsPhone.name)!;

  defineRoute(
    app,
    {
      method: 'GET',
      url: `/sms/${SMS_PATHS.countries}`,
      tags: ['sms'],
      summary: 'The countries numbers can be bought in (ISO code, name, dial code)',
      access: { path: smsPhone.permission, right: 'access' },
      response: { 200: closedObject({ data: { type: 'array', items: closedObject({ code: str, name: str, dialCode: str }) } }) },
    },
    async () => ({ data: SMS_COUNTRIES }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `/sms/${SMS_PATHS.numbers}`,
      tags: ['sms'],
      summary: 'Numbers for sale at a provider, in a country (default US) and an area code',
      access: { path: smsPhone.permission, right: 'create' },
      query: {
        provider: providerField,
        country: { type: 'string', maxLength: 2, default: DEFAULT_SMS_COUNTRY, check: (v: string) => !!smsCountry(v), message: SMS_TEXTS.badCountry },
        areaCode: { type: 'string', check: (v: string) => /^\d{1,5}$/.test(v), message: 'Digits only, at most 5.' },
        limit: { type: 'integer', min: 1, max: 50, default: 20, message: 'Between 1 and 50' },
      },
      response: { 200: closedObject({ provider: str, country: str, sandbox: { type: 'boolean' }, data: { type: 'array', items: numberSchema } }) },
    },
    async (req) => {
      const { provider, areaCode, limit } = req.query;
      const country = smsCountry(req.query.country)!;
      const found = await providers
        .forProvider(provider)
        .availableNumbers({ country: country.code, areaCode: areaCode || undefined, limit })
        .catch((e) => providerError(provider, e, 'country'));
      return { provider, country: country.code, sandbox: providers.isSandbox(provider), data: found.map((n) => ({ ...n, country: country.code })) };
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `/sms/${SMS_PATHS.numbersBuy}`,
      tags: ['sms'],
      summary: "Buys a number at a provider; it becomes an SMS phone of the business (the user's own unless they may edit businesses)",
      access: { path: smsPhone.permission, right: 'create' },
      body: {
        provider: providerField,
        phone: { type: 'string', maxLength: 32, required: true, check: (v: string) => !!toE164(v), message: SMS_TEXTS.badNumber },
        businessId: { type: 'reference' },
      },
      // the new SMS phone's record, with the provider it was bought at and that provider's order
      response: { 201: closedObject({ ...(entityRecordSchema(smsPhone).properties as Record<string, JsonSchema>), provider: str, orderId: str }) },
    },
    async (req, reply) => {
      const { provider } = req.body;
      const phone = toE164(req.body.phone)!;
      const businessId = await sendingBusiness(ctx.db, req.principal, { businessId: req.body.businessId ?? undefined });
      // checked before paying for it; the unique index still refuses a number registered meanwhile
      if (await phoneRegistered(ctx.db, phone)) throw new ValidationError([{ path: 'phone', msg: SMS_TEXTS.numberTaken }]);
      const { orderId } = await providers.forProvider(provider).buyNumber(phone).catch((e) => providerError(provider, e, 'phone'));
      const row = await phones().create({ phone, businessId: businessId ?? null }, req.principal);
      return reply.code(201).send({ ...row, provider, orderId });
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `/sms/${SMS_PATHS.balance}`,
      tags: ['sms'],
      summary: 'The account balance at each SMS provider (the sandbox: SMS_SANDBOX_BALANCE less what it sent); `error` when a provider did not answer',
      access: { path: smsDecl.permission, right: 'access' },
      // the platform's accounts: what they hold tells how much every business sent
      scope: 'platform',
      response: { 200: closedObject({ data: { type: 'array', items: closedObject({ provider: str, balance: { type: ['number', 'null'] }, currency: str, sandbox: { type: 'boolean' }, error: str }) } }) },
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
