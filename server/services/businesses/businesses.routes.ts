// Calls of businesses, plans, subscriptions, transactions and equipment beyond the generic pattern
// (spec, second document, section 7: business GET statistics s, GET account, GET
// transaction/{a}/{b}; plan subscription GET plan/r/{a}/{b}, POST plan/{id}, GET plan; equipment
// worked_hours, GET conditions, GET types). Paths in contract/businesses.ts.
// Thin handlers; SQL in businesses.repository.ts, writes through the entity's repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import { BUSINESS_PATHS, PAYMENT_BRANDS, PAYMENT_PATHS, businessPath, paymentPath, type SubscribeBody } from '../../../contract/businesses';
import { business } from '../../../contract/entities/business';
import { equipment, equipmentCondition, equipmentType } from '../../../contract/entities/business/equipment';
import { planSubscription } from '../../../contract/entities/business/planSubscription';
import { transaction } from '../../../contract/entities/business/transaction';
import { messages } from '../../../contract/messages';
import type { Right } from '../../../contract/permissions';
import { parseIdValue, validateFields, type ValidationItem } from '../../../contract/validate';
import { entityRecordSchema } from '../../engine/entity-schemas';
import { parseId, parsePage, parseSearch } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { idParams, openObject, pageOf, pageParams, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import {
  activeNames,
  activeSubscriptions,
  businessAccount,
  businessStatistics,
  equipmentWorkedHours,
  ledgerPage,
  plansToPick,
} from './businesses.repository';

const perm = (path: string, right: Right = 'access') => ({ permission: { path, right } });
const num: JsonSchema = { type: 'number' };
const int: JsonSchema = { type: 'integer' };
const text: JsonSchema = { type: ['string', 'null'] };
const businessQuery: JsonSchema = { type: 'object', properties: { businessId: int } };

const schemas = {
  statistics: {
    tags: [business.service],
    summary: 'Businesses: counts, total balance of the active ones, calls and transactions',
    response: responses({
      200: openObject({ total: int, active: int, archived: int, balance: num, callsCount: int, positive: int, negative: int, transactions: int }),
    }),
  },
  account: {
    tags: [business.service],
    summary: "Account: one business's balance (?businessId=) or the active businesses' total, with the ledger's total beside it",
    querystring: businessQuery,
    response: responses({
      200: openObject({ businessId: { type: ['integer', 'null'] }, balance: num, currency: { type: 'string' }, ledgerTotal: num, transactions: int, lastTransactionDate: text }),
    }),
  },
  ledger: {
    tags: [business.service],
    summary: 'Ledger: active transactions, newest first, each with the balance after it (?businessId= for one business)',
    params: pageParams,
    querystring: businessQuery,
    response: responses({
      200: pageOf(openObject({ transactionId: int, businessId: int, businessName: text, name: text, amount: num, balanceAfter: num, date: text })),
    }),
  },
  plans: {
    tags: [planSubscription.service],
    summary: 'Plans a subscriber picks from: the active ones, by name (?name= searches)',
    params: pageParams,
    querystring: { type: 'object', properties: { name: { type: 'string' } } },
    response: responses({ 200: pageOf(openObject({ planId: int, name: text, price: { type: ['number', 'null'] } })) }),
  },
  subscribe: {
    tags: [planSubscription.service],
    summary: 'Subscribe to the plan {id}: a new plan subscription, payment pending',
    params: idParams,
    body: openObject({
      businessId: int,
      promoCode: { type: 'string' },
      payment: openObject({ brand: { type: 'string', enum: [...PAYMENT_BRANDS] }, last4: { type: 'string' } }),
    }),
    response: responses({ 201: entityRecordSchema(planSubscription) }),
  },
  subscriptions: {
    tags: [planSubscription.service],
    summary: 'Plan subscriptions: the active ones, newest first, with plan and business names',
    response: responses({ 200: openObject({ data: { type: 'array', items: { type: 'object', additionalProperties: true } } }) }),
  },
  names: (what: string, idField: string) => ({
    tags: [equipment.service],
    summary: `Equipment: every active ${what}, by name`,
    response: responses({ 200: openObject({ data: { type: 'array', items: openObject({ [idField]: int, name: { type: 'string' } }) } }) }),
  }),
  workedHours: {
    tags: [equipment.service],
    summary: 'Equipment: worked hours, units and hours per attached unit',
    params: idParams,
    response: responses({ 200: openObject({ equipmentId: int, workedHours: num, quantity: int, attachedCount: int, hoursPerAttached: num }) }),
  },
};

/** `?businessId=` as an id, or undefined when absent; 422 when it is not one. */
function businessIdOf(query: Record<string, unknown>): number | undefined {
  const raw = query.businessId;
  if (raw === undefined || raw === '') return undefined;
  const id = parseIdValue(raw);
  if (id === undefined) throw new ValidationError([{ path: 'businessId', msg: messages.wrongType }]);
  return id;
}

function pageOrThrow(params: { page?: string; count?: string }) {
  const { page, count, errors } = parsePage(params);
  if (errors.length) throw new ValidationError(errors);
  return { page, count };
}

/** The body of POST plan/{id}, mapped onto a plan subscription (the declaration checks the fields). */
function subscriptionValues(planId: number, body: unknown): Record<string, unknown> {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as SubscribeBody & Record<string, unknown>;
  const errors: ValidationItem[] = [];
  const values: Record<string, unknown> = { planId, payment: { status: 'pending' } };
  if (b.businessId !== undefined && b.businessId !== null) values.businessId = b.businessId;
  if (b.promoCode !== undefined && b.promoCode !== null && b.promoCode !== '') {
    if (typeof b.promoCode !== 'string') errors.push({ path: 'promoCode', msg: messages.wrongType });
    else values.promoCode = { code: b.promoCode };
  }
  if (b.payment !== undefined && b.payment !== null) {
    if (typeof b.payment !== 'object' || Array.isArray(b.payment)) errors.push({ path: 'payment', msg: messages.wrongType });
    else values.payment = { ...(b.payment as object), status: 'pending' };
  }
  if (errors.length) throw new ValidationError(errors);
  return values;
}

export function businessRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const { db } = ctx;
    const subscriptions = ctx.repositories.get(planSubscription.name)!;

    app.get(businessPath(BUSINESS_PATHS.statistics), { config: perm(business.permission), schema: schemas.statistics }, async () => businessStatistics(db));

    app.get<{ Querystring: Record<string, unknown> }>(
      businessPath(BUSINESS_PATHS.account),
      { config: perm(transaction.permission), schema: schemas.account },
      async (req) => {
        const id = businessIdOf(req.query);
        const account = await businessAccount(db, id);
        if (!account) throw new ApiError(404, `${business.labelOne} not found`);
        return account;
      },
    );

    app.get<{ Params: { page: string; count: string }; Querystring: Record<string, unknown> }>(
      businessPath(BUSINESS_PATHS.ledger(':page', ':count')),
      { config: perm(transaction.permission), schema: schemas.ledger },
      async (req) => {
        const { page, count } = pageOrThrow(req.params);
        return ledgerPage(db, page, count, businessIdOf(req.query));
      },
    );

    app.get<{ Params: { page: string; count: string }; Querystring: Record<string, unknown> }>(
      paymentPath(PAYMENT_PATHS.plans(':page', ':count')),
      { config: perm(planSubscription.permission), schema: schemas.plans },
      async (req) => {
        const { page, count } = pageOrThrow(req.params);
        return plansToPick(db, page, count, parseSearch(req.query, 'name'));
      },
    );

    app.post<{ Params: { id: string } }>(
      paymentPath(PAYMENT_PATHS.subscribe(':id')),
      { config: perm(planSubscription.permission, 'create'), schema: schemas.subscribe },
      async (req, reply) => {
        const planId = parseId(req.params.id);
        const { value, errors } = validateFields(planSubscription.fields, subscriptionValues(planId, req.body), 'create');
        if (errors.length) throw new ValidationError(errors);
        return reply.status(201).send(await subscriptions.create(value, req.principal));
      },
    );

    app.get(paymentPath(PAYMENT_PATHS.subscriptions), { config: perm(planSubscription.permission), schema: schemas.subscriptions }, async () => ({
      data: await activeSubscriptions(db),
    }));

    app.get(businessPath(BUSINESS_PATHS.equipmentConditions), { config: perm(equipment.permission), schema: schemas.names('condition', equipmentCondition.id) }, async () => ({
      data: (await activeNames(db, 'equipment_condition')).map((r) => ({ [equipmentCondition.id]: r.id, name: r.name })),
    }));

    app.get(businessPath(BUSINESS_PATHS.equipmentTypes), { config: perm(equipment.permission), schema: schemas.names('type', equipmentType.id) }, async () => ({
      data: (await activeNames(db, 'equipment_type')).map((r) => ({ [equipmentType.id]: r.id, name: r.name })),
    }));

    app.get<{ Params: { id: string } }>(
      businessPath(BUSINESS_PATHS.equipmentWorkedHours(':id')),
      { config: perm(equipment.permission), schema: schemas.workedHours },
      async (req) => {
        const row = await equipmentWorkedHours(db, parseId(req.params.id));
        if (!row) throw new ApiError(404, `${equipment.labelOne} not found`);
        return row;
      },
    );
  };
}
