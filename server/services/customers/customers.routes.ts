// Calls of Customers and customer groups beyond the generic pattern (spec, second document, section 7,
// "Customers extras"; customer groups' `f/`): the detail's paged tabs, the phone check, the import of
// customers into a group, the filters a group can hold.
// Thin handlers; SQL in customers.repository.ts, the import through the import engine (docs/import.md).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CUSTOMER_PATHS, CUSTOMER_SERVICE, CUSTOMER_TEXTS, parsePhone, type CustomerDetailTab } from '../../../contract/customers';
import { customer } from '../../../contract/entities/customer';
import { customerGroup } from '../../../contract/entities/customers/customerGroup';
import { IMPORT_LIMITS } from '../../../contract/import';
import { messages } from '../../../contract/messages';
import type { Right } from '../../../contract/permissions';
import { EntityImporter, importRouteSchema, readUploadedSheet } from '../../engine/entity-import';
import { parseId, parsePage } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { openObject, pageOf, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import {
  customerCart,
  customerExists,
  customerOrders,
  customerReviews,
  customersWithPhone,
  customerStatistics,
  groupExists,
  groupFilters,
  wishlistBrands,
  wishlistProducts,
  type Page,
} from './customers.repository';

const full = (relative: string) => `/${CUSTOMER_SERVICE}/${relative}`;
const on = (path: string, right: Right) => ({ permission: { path, right } });

const tabParams: JsonSchema = {
  type: 'object',
  properties: { customerId: { type: 'integer', minimum: 1 }, page: { type: 'integer', minimum: 1 }, count: { type: 'integer', minimum: 1 } },
  required: ['customerId', 'page', 'count'],
};

type TabParams = { customerId: string; page: string; count: string };

/** Each tab's call: what it lists, and its reader. */
const TABS: Record<CustomerDetailTab, { summary: string; read: (ctx: RouteContext, p: { customerId: number; page: number; count: number }) => Promise<Page<unknown>> }> = {
  orders: { summary: "Customer: the customer's orders, newest first", read: (ctx, p) => customerOrders(ctx.db, p) },
  reviews: { summary: "Customer: the customer's product reviews, newest first", read: (ctx, p) => customerReviews(ctx.db, p) },
  wishlistProducts: { summary: "Customer: products on the customer's wishlist, last added first", read: (ctx, p) => wishlistProducts(ctx.db, p) },
  wishlistBrands: { summary: "Customer: brands on the customer's wishlist, last added first", read: (ctx, p) => wishlistBrands(ctx.db, p) },
  cart: { summary: "Customer: the lines of the customer's cart, last added first, with the cart's total", read: (ctx, p) => customerCart(ctx.db, p) },
  statistics: { summary: "Customer: the customer's totals (summary) and orders per month, newest first", read: (ctx, p) => customerStatistics(ctx.db, p) },
};

const phoneCheckSchema: JsonSchema = {
  tags: [customer.name],
  summary: 'Customer: check a telephone number (well formed, and which other customers hold it)',
  description: 'US numbers (10 digits, or 11 with a leading 1) and + international numbers of 8 to 15 digits are valid; customerId leaves that customer out of the matches.',
  body: openObject({ telephone: { type: 'string' }, customerId: { type: 'integer' } }, ['telephone']),
  response: responses({
    200: openObject({
      telephone: { type: 'string' },
      digits: { type: 'string' },
      valid: { type: 'boolean' },
      taken: { type: 'integer' },
      customers: { type: 'array', items: openObject({ customerId: { type: 'integer' }, firstname: { type: 'string' }, lastname: { type: 'string' }, storeName: { type: ['string', 'null'] } }) },
    }),
  }),
};

const groupFiltersSchema: JsonSchema = {
  tags: [customerGroup.name],
  summary: 'Customer group: the catalogue filters a group can hold (name searched), by filter group',
  querystring: { type: 'object', properties: { name: { type: 'string' }, page: { type: 'integer', minimum: 1 }, count: { type: 'integer', minimum: 1 } } },
  response: responses({ 200: pageOf(openObject({ filterId: { type: 'integer' }, name: { type: 'string' }, filterGroupId: { type: ['integer', 'null'] }, filterGroupName: { type: ['string', 'null'] } })) }),
};

function parseTabParams(params: TabParams): { customerId: number; page: number; count: number } {
  const { page, count, errors } = parsePage(params);
  let customerId = 0;
  try {
    customerId = parseId(params.customerId);
  } catch {
    errors.push({ path: 'customerId', msg: messages.wrongType });
  }
  if (errors.length) throw new ValidationError(errors);
  return { customerId, page, count };
}

export function customerRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    for (const [tab, { summary, read }] of Object.entries(TABS) as [CustomerDetailTab, (typeof TABS)[CustomerDetailTab]][]) {
      app.get<{ Params: TabParams }>(
        full(CUSTOMER_PATHS[tab](':customerId', ':page', ':count')),
        {
          config: on(customer.permission, 'access'),
          schema: { tags: [customer.name], summary, params: tabParams, response: responses({ 200: pageOf({ type: 'object', additionalProperties: true }) }) },
        },
        async (req) => {
          const p = parseTabParams(req.params);
          if (!(await customerExists(ctx.db, p.customerId))) throw new ApiError(404, CUSTOMER_TEXTS.customerNotFound);
          return read(ctx, p);
        },
      );
    }

    app.post<{ Body: { telephone?: unknown; customerId?: unknown } }>(
      full(CUSTOMER_PATHS.phoneCheck),
      { config: on(customer.permission, 'access'), schema: phoneCheckSchema },
      async (req) => {
        const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { telephone?: unknown; customerId?: unknown };
        const errors = [];
        if (typeof body.telephone !== 'string' || !body.telephone.trim()) errors.push({ path: 'telephone', msg: messages.required('Telephone') });
        const exceptId = body.customerId === undefined || body.customerId === null ? undefined : Number(body.customerId);
        if (exceptId !== undefined && !(Number.isSafeInteger(exceptId) && exceptId > 0)) errors.push({ path: 'customerId', msg: messages.wrongType });
        if (errors.length) throw new ValidationError(errors);
        const phone = parsePhone(body.telephone as string);
        const us = phone.valid && phone.formatted.startsWith('(');
        const matches = phone.valid ? await customersWithPhone(ctx.db, phone.digits, us, exceptId) : { customers: [], taken: 0 };
        return { telephone: phone.formatted, digits: phone.digits, valid: phone.valid, ...matches };
      },
    );

    app.get<{ Querystring: { name?: string; page?: string; count?: string } }>(
      full(CUSTOMER_PATHS.groupFilters),
      { config: on(customerGroup.permission, 'access'), schema: groupFiltersSchema },
      async (req) => {
        const { page, count, errors } = parsePage({ page: req.query.page ?? '1', count: req.query.count ?? '1000' });
        if (errors.length) throw new ValidationError(errors);
        return groupFilters(ctx.db, typeof req.query.name === 'string' ? req.query.name : undefined, page, count);
      },
    );

    const importer = new EntityImporter(customer, ctx.repositories.get(customer.name)!);
    await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1 } });
    const importSchema = importRouteSchema(customer);
    app.post<{ Params: { customerGroupId: string }; Querystring: { preview?: string } }>(
      full(CUSTOMER_PATHS.importIntoGroup(':customerGroupId')),
      {
        config: on(customer.permission, 'create'),
        schema: {
          ...importSchema,
          tags: [customerGroup.name],
          summary: 'Customer group: import customers into the group from an XLSX or CSV file (multipart, one part named file)',
          params: { type: 'object', properties: { customerGroupId: { type: 'integer', minimum: 1 } }, required: ['customerGroupId'] },
        },
      },
      async (req: FastifyRequest<{ Params: { customerGroupId: string }; Querystring: { preview?: string } }>) => {
        let groupId: number;
        try {
          groupId = parseId(req.params.customerGroupId);
        } catch {
          throw new ValidationError([{ path: 'customerGroupId', msg: messages.wrongType }]);
        }
        if (!(await groupExists(ctx.db, groupId))) throw new ValidationError([{ path: 'customerGroupId', msg: CUSTOMER_TEXTS.groupNotFound }]);
        const preview = req.query.preview === 'true' || req.query.preview === '1';
        // the group is added to the file's own customer groups cells, or given to every row (the preview shows it)
        return importer.run(await readUploadedSheet(req, ctx.db), req.principal, { preview, joined: { customerGroups: groupId } });
      },
    );
  };
}
