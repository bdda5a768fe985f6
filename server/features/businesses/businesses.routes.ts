// Calls of businesses, plans, subscriptions, transactions and equipment beyond the generic pattern
// (spec, second document, section 7: business GET statistics s, GET account, GET
// transaction/{a}/{b}; plan subscription GET plan/r/{a}/{b}, POST plan/{id}, GET plan; equipment
// worked_hours, GET conditions, GET types). Paths in contract/businesses.ts.
// Thin handlers; SQL in businesses.repository.ts, writes through the entity's repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import { BUSINESS_PATHS, PAYMENT_BRANDS, PAYMENT_PATHS, PAYMENT_STATUSES, businessPath, paymentPath, type SubscribeBody } from '../../../contract/businesses';
import { business } from '../../../contract/entities/business';
import { equipment, equipmentCondition, equipmentType } from '../../../contract/entities/business/equipment';
import { planSubscription } from '../../../contract/entities/business/planSubscription';
import { transaction } from '../../../contract/entities/business/transaction';
import { messages } from '../../../contract/messages';
import type { Right } from '../../../contract/permissions';
import { validateFields, type ValidationItem } from '../../../contract/validate';
import { entityRecordSchema } from '../../engine/entity-schemas';
import { PAGE_QUERY } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { closedObject, pageOf, type JsonSchema } from '../../http/schemas';
import { defineRoute } from '../../http/route';
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

const perm = (path: string, right: Right = 'access') => ({ path, right });
const num: JsonSchema = { type: 'number' };
const int: JsonSchema = { type: 'integer' };
const text: JsonSchema = { type: ['string', 'null'] };
/** `?businessId=`: one business, or every active one when absent */
const businessQuery = { businessId: { type: 'reference', message: messages.wrongType } } as const;
const idParam = { id: { type: 'reference', required: true } } as const;
const pageParams = { page: { ...PAGE_QUERY.page, required: true }, count: { ...PAGE_QUERY.count, required: true } } as const;
const names = (what: string, idField: string) => ({
  tags: [equipment.service],
  summary: `Equipment: every active ${what}, by name`,
  access: perm(equipment.permission),
  response: { 200: closedObject({ data: { type: 'array', items: closedObject({ [idField]: int, name: { type: 'string' } }) } }) },
});

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

    defineRoute(
      app,
      {
        method: 'GET',
        url: businessPath(BUSINESS_PATHS.statistics),
        tags: [business.service],
        summary: 'Businesses: counts, total balance of the active ones, calls and transactions',
        access: perm(business.permission),
        response: { 200: closedObject({ total: int, active: int, archived: int, balance: num, callsCount: int, positive: int, negative: int, transactions: int }) },
      },
      async () => businessStatistics(db),
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: businessPath(BUSINESS_PATHS.account),
        tags: [business.service],
        summary: "Account: one business's balance (?businessId=) or the active businesses' total, with the ledger's total beside it",
        access: perm(transaction.permission),
        query: businessQuery,
        response: {
          200: closedObject({ businessId: { type: ['integer', 'null'] }, balance: num, currency: { type: 'string' }, ledgerTotal: num, transactions: int, lastTransactionDate: text }),
        },
      },
      async (req) => {
        const account = await businessAccount(db, req.query.businessId);
        if (!account) throw new ApiError(404, messages.notFound(business.labelOne));
        return account;
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: businessPath(BUSINESS_PATHS.ledger(':page', ':count')),
        tags: [business.service],
        summary: 'Ledger: active transactions, newest first, each with the balance after it (?businessId= for one business)',
        access: perm(transaction.permission),
        params: pageParams,
        query: businessQuery,
        response: { 200: pageOf(closedObject({ transactionId: int, businessId: int, businessName: text, name: text, amount: num, balanceAfter: num, date: text })) },
      },
      async (req) => ledgerPage(db, req.params.page, req.params.count, req.query.businessId),
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: paymentPath(PAYMENT_PATHS.plans(':page', ':count')),
        tags: [planSubscription.service],
        summary: 'Plans a subscriber picks from: the active ones, by name (?name= searches)',
        access: perm(planSubscription.permission),
        params: pageParams,
        query: { name: { type: 'string' } },
        response: { 200: pageOf(closedObject({ planId: int, name: text, price: { type: ['number', 'null'] } })) },
      },
      async (req) => plansToPick(db, req.params.page, req.params.count, req.query.name),
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: paymentPath(PAYMENT_PATHS.subscribe(':id')),
        tags: [planSubscription.service],
        summary: 'Subscribe to the plan {id}: a new plan subscription, payment pending',
        description: 'The body (businessId, promoCode, payment {brand, last4}) is mapped onto a plan subscription and checked against its declaration.',
        access: perm(planSubscription.permission, 'create'),
        params: idParam,
        body: {
          raw: 'declaration',
          schema: closedObject({
            businessId: int,
            promoCode: { type: 'string' },
            payment: closedObject({ brand: { type: 'string', enum: [...PAYMENT_BRANDS] }, last4: { type: 'string' } }),
          }),
        },
        response: { 201: entityRecordSchema(planSubscription) },
      },
      async (req, reply) => {
        const { value, errors } = validateFields(planSubscription.fields, subscriptionValues(req.params.id, req.body), 'create');
        if (errors.length) throw new ValidationError(errors);
        return reply.status(201).send(await subscriptions.create(value, req.principal));
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: paymentPath(PAYMENT_PATHS.subscriptions),
        tags: [planSubscription.service],
        summary: 'Plan subscriptions: the active ones, newest first, with plan and business names',
        access: perm(planSubscription.permission),
        response: {
          200: closedObject({
            data: {
              type: 'array',
              items: closedObject({
                planSubscriptionId: int,
                planId: int,
                planName: text,
                businessId: { type: ['integer', 'null'] },
                businessName: text,
                promoCode: { ...closedObject({ code: { type: 'string' } }), type: ['object', 'null'] },
                payment: {
                  // a subscription taken without a card yet (POST plan/{id} with no payment) has neither brand nor last4
                  ...closedObject({ brand: { type: ['string', 'null'], enum: [...PAYMENT_BRANDS, null] }, status: { type: 'string', enum: [...PAYMENT_STATUSES] }, last4: { type: ['string', 'null'] } }),
                  type: ['object', 'null'],
                },
                dateAdded: { type: 'string', format: 'date-time' },
              }),
            },
          }),
        },
      },
      async () => ({ data: await activeSubscriptions(db) }),
    );

    defineRoute(app, { method: 'GET', url: businessPath(BUSINESS_PATHS.equipmentConditions), ...names('condition', equipmentCondition.id) }, async () => ({
      data: (await activeNames(db, 'equipment_condition')).map((r) => ({ [equipmentCondition.id]: r.id, name: r.name })),
    }));

    defineRoute(app, { method: 'GET', url: businessPath(BUSINESS_PATHS.equipmentTypes), ...names('type', equipmentType.id) }, async () => ({
      data: (await activeNames(db, 'equipment_type')).map((r) => ({ [equipmentType.id]: r.id, name: r.name })),
    }));

    defineRoute(
      app,
      {
        method: 'GET',
        url: businessPath(BUSINESS_PATHS.equipmentWorkedHours(':id')),
        tags: [equipment.service],
        summary: 'Equipment: worked hours, units and hours per attached unit',
        access: perm(equipment.permission),
        params: idParam,
        response: { 200: closedObject({ equipmentId: int, workedHours: num, quantity: int, attachedCount: int, hoursPerAttached: num }) },
      },
      async (req) => {
        const row = await equipmentWorkedHours(db, req.params.id);
        if (!row) throw new ApiError(404, messages.notFound(equipment.labelOne));
        return row;
      },
    );
  };
}
