// Calls of Customers and customer groups beyond the generic pattern (spec, second document, section 7,
// "Customers extras"; customer groups' `f/`): the detail's paged tabs, the phone check, the import of
// customers into a group, the filters a group can hold.
// Thin handlers; SQL in customers.repository.ts, the import through the import engine (docs/import.md).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_PATHS, CUSTOMER_SERVICE, CUSTOMER_TEXTS, type CustomerDetailTab } from '../../../contract/customers';
import { parsePhone } from '../../../contract/phone';
import { customer } from '../../../contract/entities/customer';
import { customerGroup } from '../../../contract/entities/customers/customerGroup';
import { IMPORT_LIMITS } from '../../../contract/import';
import { messages } from '../../../contract/messages';
import { can, type Right } from '../../../contract/permissions';
import { EntityImporter, IMPORT_QUERY, importRouteSchema, readUploadedSheet } from '../../engine/entity-import';
import { PAGE_QUERY } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { closedObject, pageOf, type JsonSchema } from '../../http/schemas';
import { defineRoute } from '../../http/route';
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
const on = (path: string, right: Right) => ({ path, right });

const tabParams = {
  customerId: { type: 'reference', required: true, message: messages.wrongType },
  page: { ...PAGE_QUERY.page, required: true },
  count: { ...PAGE_QUERY.count, required: true },
} as const;

/** The import's query (importRouteSchema): a check without writing, and the id its progress is read by. */
const int: JsonSchema = { type: 'integer' };
const num: JsonSchema = { type: 'number' };
const text: JsonSchema = { type: ['string', 'null'] };
const flag: JsonSchema = { type: ['boolean', 'null'] };
const when: JsonSchema = { type: 'string', format: 'date-time' };
const rows = (row: JsonSchema, more: Record<string, JsonSchema> = {}) => closedObject({ data: { type: 'array', items: closedObject(row as Record<string, JsonSchema>) }, count: int, ...more });

/** Each tab's call: what it lists, its answer and its reader. */
const TABS: Record<CustomerDetailTab, { summary: string; answer: JsonSchema; read: (ctx: RouteContext, p: { customerId: number; page: number; count: number }) => Promise<Page<unknown>> }> = {
  orders: {
    summary: "Customer: the customer's orders, newest first",
    answer: rows({ orderId: int, mongoId: { type: 'string' }, status: { type: 'string' }, totalprice: num, currencyCode: text, paymentMethod: text, storeName: text, dateAdded: when }),
    read: (ctx, p) => customerOrders(ctx.db, p),
  },
  reviews: {
    summary: "Customer: the customer's product reviews, newest first",
    answer: rows({ reviewId: int, productId: { type: ['integer', 'null'] }, productName: text, author: text, rating: { type: ['integer', 'null'] }, text, status: flag, dateAdded: when }),
    read: (ctx, p) => customerReviews(ctx.db, p),
  },
  wishlistProducts: {
    summary: "Customer: products on the customer's wishlist, last added first",
    answer: rows({ productId: int, name: text, model: text, price: { type: ['number', 'null'] }, imageMain: text, status: flag, dateAdded: when }),
    read: (ctx, p) => wishlistProducts(ctx.db, p),
  },
  wishlistBrands: {
    summary: "Customer: brands on the customer's wishlist, last added first",
    answer: rows({ brandId: int, name: text, image: text, status: flag, dateAdded: when }),
    read: (ctx, p) => wishlistBrands(ctx.db, p),
  },
  cart: {
    summary: "Customer: the lines of the customer's cart, last added first, with the cart's total",
    answer: rows(
      {
        cartId: int,
        productId: int,
        name: text,
        model: text,
        quantity: int,
        price: { type: ['number', 'null'] },
        lineTotal: { type: ['number', 'null'] },
        // written by the storefront, passed through as it stored them
        options: { type: 'array', description: 'the options chosen with the line, as the storefront stored them' },
        storeName: text,
        dateAdded: when,
      },
      { total: { ...num, description: "the cart's total at today's prices" } },
    ),
    read: (ctx, p) => customerCart(ctx.db, p),
  },
  statistics: {
    summary: "Customer: the customer's totals (summary) and orders per month, newest first",
    answer: rows(
      { month: { type: 'string', description: 'YYYY-MM (UTC)' }, orders: int, total: num },
      {
        summary: closedObject({
          orders: int,
          doneOrders: int,
          cancelledOrders: int,
          total: num,
          average: num,
          firstOrder: { type: ['string', 'null'], format: 'date-time' },
          lastOrder: { type: ['string', 'null'], format: 'date-time' },
          reviews: int,
          wishlistProducts: int,
          wishlistBrands: int,
          cartItems: int,
        }),
      },
    ),
    read: (ctx, p) => customerStatistics(ctx.db, p),
  },
};

const phoneCheckAnswer = closedObject({
  telephone: { type: 'string' },
  digits: { type: 'string' },
  valid: { type: 'boolean' },
  taken: { type: 'integer' },
  customers: { type: 'array', items: closedObject({ customerId: { type: 'integer' }, firstname: { type: 'string' }, lastname: { type: 'string' }, storeName: { type: ['string', 'null'] } }) },
});

const groupFiltersAnswer = pageOf(
  closedObject({ filterId: { type: 'integer' }, name: { type: 'string' }, filterGroupId: { type: ['integer', 'null'] }, filterGroupName: { type: ['string', 'null'] }, sortOrder: { type: ['integer', 'null'] } }),
);

export function customerRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    for (const [tab, { summary, answer, read }] of Object.entries(TABS) as [CustomerDetailTab, (typeof TABS)[CustomerDetailTab]][]) {
      defineRoute(
        app,
        {
          method: 'GET',
          url: full(CUSTOMER_PATHS[tab](':customerId', ':page', ':count')),
          tags: [customer.name],
          summary,
          access: on(customer.permission, 'access'),
          params: tabParams,
          response: { 200: answer },
        },
        async (req) => {
          if (!(await customerExists(ctx.db, req.params.customerId))) throw new ApiError(404, CUSTOMER_TEXTS.customerNotFound);
          return read(ctx, req.params);
        },
      );
    }

    defineRoute(
      app,
      {
        method: 'POST',
        url: full(CUSTOMER_PATHS.phoneCheck),
        tags: [customer.name],
        summary: 'Customer: check a telephone number (well formed, and which other customers hold it)',
        description: 'US numbers (10 digits, or 11 with a leading 1) and + international numbers of 8 to 15 digits are valid; customerId leaves that customer out of the matches.',
        access: on(customer.permission, 'access'),
        body: { telephone: { type: 'string', required: true }, customerId: { type: 'reference', message: messages.wrongType } },
        response: { 200: phoneCheckAnswer },
      },
      async (req) => {
        const phone = parsePhone(req.body.telephone);
        const us = phone.valid && phone.formatted.startsWith('(');
        const matches = phone.valid ? await customersWithPhone(ctx.db, phone.digits, us, req.body.customerId ?? undefined) : { customers: [], taken: 0 };
        return { telephone: phone.formatted, digits: phone.digits, valid: phone.valid, ...matches };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: full(CUSTOMER_PATHS.groupFilters),
        tags: [customerGroup.name],
        summary: 'Customer group: the catalogue filters a group can hold (name searched), by filter group',
        access: on(customerGroup.permission, 'access'),
        query: { name: { type: 'string' }, page: PAGE_QUERY.page, count: { ...PAGE_QUERY.count, default: 1000 } },
        response: { 200: groupFiltersAnswer },
      },
      async (req) => groupFilters(ctx.db, req.query.name, req.query.page, req.query.count),
    );

    const importer = new EntityImporter(customer, ctx.repositories.get(customer.name)!);
    await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1 } });
    const importSchema = importRouteSchema(customer);
    defineRoute(
      app,
      {
        method: 'POST',
        url: full(CUSTOMER_PATHS.importIntoGroup(':customerGroupId')),
        tags: [customerGroup.name],
        summary: 'Customer group: import customers into the group from an XLSX or CSV file (multipart, one part named file)',
        description: `${importSchema.description as string} The caller needs access on customer groups as well.`,
        access: on(customer.permission, 'create'),
        params: { customerGroupId: { type: 'reference', required: true, message: messages.wrongType } },
        query: IMPORT_QUERY,
        body: { raw: 'file' },
        response: importSchema.response as Record<number, JsonSchema>,
      },
      async (req) => {
        const groupId = req.params.customerGroupId;
        // the customers join a group: one who may not read the groups may not fill them either
        if (!can(req.principal.permissions, 'access', customerGroup.permission)) throw new ApiError(403, 'Forbidden');
        if (!(await groupExists(ctx.db, groupId))) throw new ValidationError([{ path: 'customerGroupId', msg: CUSTOMER_TEXTS.groupNotFound }]);
        // the group is added to the file's own customer groups cells, or given to every row (the preview shows it)
        return importer.run(await readUploadedSheet(req, ctx.db), req.principal, { preview: req.query.preview, joined: { customerGroups: groupId } });
      },
    );
  };
}
