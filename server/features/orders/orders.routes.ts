// The order calls of the spec on the `order` service base (docs/orders.md), each declared once
// (server/http/route.ts): its path, query and body, who may call it and its answers. Thin handlers:
// call the service, answer; the service checks the bodies against the order's declarations.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORDER_FILTER_FIELDS, ORDER_SORT_FIELDS, telephoneDigits, type OrderFilter, type OrderFilterKind } from '../../../contract/orders/order-filter';
import { ORDER_AMOUNT_MAX, ORDER_INPUT_FIELDS } from '../../../contract/orders/order-input';
import { DRIVER_LIST_SIZE, ORDER_PATHS } from '../../../contract/orders/order-paths';
import { ORDER_LOCATIONS_MAX, type OrderLocationsResponse } from '../../../contract/orders/order-locations';
import { ORDER_PERMISSION, ORDER_STATISTICS_PERMISSION, ORDER_STATUSES, ORDER_STATUS_TABS, STATUS_COLOURS, showsContactIcons } from '../../../contract/orders/order-status';
import { PAYMENT_METHODS } from '../../../contract/orders/payment-methods';
import { EXPORT_MAX_ROWS, ORDER_EXPORT_ROW_FIELDS } from '../../../contract/orders/order-export';
import { messages } from '../../../contract/messages';
import type { Right } from '../../../contract/permissions';
import { readMapTiles } from '../../config';
import { entityLookupSchema, inputFieldSchema } from '../../engine/entity-schemas';
import type { EntityRepository } from '../../engine/entity.repository';
import { SEE_ALL_SIZE } from '../../../contract/lookups';
import { category } from '../../../contract/entities/catalog/category';
import { PAGE_QUERY } from '../../engine/list-query';
import { ValidationError } from '../../http/errors';
import { defineRoute, type RouteField } from '../../http/route';
import { closedObject, nullableInt, nullableText, orNull, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { OrderRef } from './orders.repository';
import { orderRefOf, type OrdersService } from './orders.service';

const tags = ['orders'];
const perm = (right: Right, path = ORDER_PERMISSION) => ({ path, right });
const actor = (req: FastifyRequest) => req.principal;

/** An order id from a path: a numeric orderId (strictly an id) or a 24-hex mongoId. */
export function parseRef(raw: unknown): OrderRef {
  const ref = orderRefOf(raw);
  if (ref === undefined) throw new ValidationError([{ path: 'id', msg: messages.wrongType }]);
  return ref;
}

/** A bulk body: [ids] or {ids}, each an orderId or a mongoId. */
export function parseRefs(body: unknown): OrderRef[] {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as { ids?: unknown }).ids : undefined;
  if (!Array.isArray(list) || list.length === 0 || list.length > EXPORT_MAX_ROWS) {
    throw new ValidationError([{ path: 'ids', msg: messages.sendIds }]);
  }
  return [...new Set(list.map((r, i) => {
    try {
      return parseRef(r);
    } catch {
      throw new ValidationError([{ path: `ids.${i}`, msg: messages.wrongType }]);
    }
  }))];
}

/** An order named in a path: its orderId or its 24-hex mongoId. */
const refParams = {
  id: { type: 'string', maxLength: 24, required: true, check: (v: string) => orderRefOf(v) !== undefined, message: messages.wrongType },
} as const;
const pageParams = { page: { ...PAGE_QUERY.page, required: true }, count: { ...PAGE_QUERY.count, required: true } } as const;

/**
 * The list's filter (contract/orders/order-filter.ts) as query fields, each read as its kind:
 * lists comma-separated or repeated, the texts the filter always answered.
 */
const FILTER_KIND_FIELD: Record<OrderFilterKind, RouteField> = {
  integer: { type: 'reference', message: messages.wrongType },
  text: { type: 'string', check: (v: string) => telephoneDigits(v) !== '', message: messages.numberOnly, help: 'digits of the telephone, matched from the start' },
  status: { type: 'enum', choices: ORDER_STATUSES, message: messages.wrongType },
  ids: { type: 'list', of: 'reference', message: messages.wrongType, help: 'ids, comma separated or repeated' },
  datetime: { type: 'datetime', message: messages.wrongType },
  number: { type: 'number', min: -ORDER_AMOUNT_MAX, max: ORDER_AMOUNT_MAX, message: messages.wrongType },
  boolean: { type: 'boolean', message: 'Use true or false.' },
};
type FilterFields = { [K in keyof typeof ORDER_FILTER_FIELDS]: RouteField };
const ORDER_FILTER_QUERY = {
  ...(Object.fromEntries(Object.entries(ORDER_FILTER_FIELDS).map(([field, kind]) => [field, FILTER_KIND_FIELD[kind]])) as FilterFields),
  sort: { type: 'enum', choices: ORDER_SORT_FIELDS, message: 'Unknown sort field.' },
  // any case, as the list always took it
  order: { type: 'string', maxLength: 4, check: (v: string) => /^(asc|desc)$/i.test(v), message: 'Use ASC or DESC.' },
} as const;

/** The checked query as the repository's filter: telephone digits, ids once each, the range's order. */
function filterOf(query: Record<string, unknown>): OrderFilter {
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (ORDER_FILTER_FIELDS[key as keyof typeof ORDER_FILTER_FIELDS] === 'ids') filter[key] = [...new Set(value as number[])];
    else if (key === 'telephone') filter[key] = telephoneDigits(value as string);
    else if (key === 'order') filter[key] = (value as string).toUpperCase();
    else filter[key] = value;
  }
  if (typeof filter.dateFrom === 'string' && typeof filter.dateTo === 'string' && filter.dateTo < filter.dateFrom) {
    throw new ValidationError([{ path: 'dateTo', msg: messages.dateToBeforeFrom }]);
  }
  return filter as OrderFilter;
}

const int: JsonSchema = { type: 'integer' };
const text: JsonSchema = { type: 'string' };
const money: JsonSchema = { type: 'number' };
const instant: JsonSchema = { type: 'string', format: 'date-time' };
const orderStatus: JsonSchema = { type: 'string', enum: [...ORDER_STATUSES] };

/** One line of an order, priced when it was written (contract/orders/order-types.ts `OrderProduct`). */
const orderLine = closedObject({
  quantity: int,
  price: { ...money, description: 'unit price times quantity' },
  discount: closedObject({ type: nullableText }),
  product: closedObject({
    productId: int,
    price: { ...money, description: 'the unit price when the order was placed' },
    prevPrice: { type: ['number', 'null'] },
    imageMain: nullableText,
    descriptions: { type: 'array', items: closedObject({ name: nullableText }) },
  }),
  orderOption: {
    type: 'array',
    items: closedObject({ name: text, value: text, optionId: int, optionValueId: int, option: closedObject({ source: nullableText }) }),
  },
});
/** A member of staff assigned to the order for a status (delivering: the driver). */
const orderStaff = closedObject({ userId: int, user: closedObject({ userId: int, username: text }), status: orderStatus, dateAdded: instant });
/** One status change of the order. */
const orderHistory = closedObject({
  orderHistoryId: int,
  status: text,
  previousStatus: nullableText,
  message: nullableText,
  orderCancellationReasonId: nullableInt,
  userId: nullableInt,
  username: nullableText,
  dateAdded: instant,
});
/** The order as the API returns it (contract/orders/order-types.ts `Order`, built by orders.sql.ts `orderJson`). */
const orderAnswer = closedObject(
  {
    orderId: int,
    mongoId: { type: 'string', description: '24 hex digits, the id of screen paths' },
    shippingCode: nullableText,
    status: orderStatus,
    orderTypeId: nullableInt,
    orderType: orNull(closedObject({ orderTypeId: int, name: nullableText })),
    orderCancellationReasonId: nullableInt,
    orderCancellationReason: orNull(closedObject({ orderCancellationReasonId: int, name: nullableText })),
    message: nullableText,
    orderStaff: { type: 'array', items: orderStaff },
    total: { ...money, description: 'the sum of the lines' },
    discountPercent: money,
    prevtotalprice: { ...money, description: 'totalprice before the last change of the lines' },
    totalprice: { ...money, description: 'total + tax + shippingPrice' },
    tax: money,
    shippingPrice: money,
    currencyCode: nullableText,
    promoCodeId: nullableInt,
    businessId: nullableInt,
    storeId: nullableInt,
    store: orNull(closedObject({ storeId: int, name: nullableText, url: nullableText, ssl: { type: 'boolean' } })),
    franchiseId: nullableInt,
    franchise: orNull(closedObject({ franchiseId: int, name: nullableText, address: closedObject({ address: nullableText }) })),
    customerId: nullableInt,
    customer: orNull(closedObject({ customerId: int, firstname: nullableText, lastname: nullableText })),
    telephone: nullableText,
    address: orNull(
      closedObject({
        address: nullableText,
        state: nullableText,
        apartment: nullableText,
        entrance: nullableText,
        intercom: nullableText,
        latitude: { type: ['number', 'null'] },
        longitude: { type: ['number', 'null'] },
      }),
    ),
    shippingAddress1: nullableText,
    paymentMethod: { type: 'string', enum: [...PAYMENT_METHODS] },
    paymentCustomField: nullableText,
    dateAdded: instant,
    dateModified: instant,
    dateAdvance: { type: ['string', 'null'], format: 'date-time' },
    call: { type: 'boolean' },
    sms: { type: 'boolean' },
    deleted: { type: 'boolean', description: 'archived' },
    orderProduct: { type: 'array', items: orderLine },
    orderHistory: { type: 'array', items: orderHistory, description: 'the read of one order only; [] in the list' },
  },
  ['orderId', 'status'],
);
const idsAnswer = closedObject({ ids: { type: 'array', items: { type: 'integer' } } }, ['ids']);
const namedAnswer = (idField: string) => closedObject({ data: { type: 'array', items: closedObject({ [idField]: { type: 'integer' }, name: nullableText }) } }, ['data']);

/** An order's body as its declaration reads it (contract/orders/order-input.ts), for the document. */
const orderInputSchema = (create: boolean): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(Object.entries(ORDER_INPUT_FIELDS).map(([n, d]) => [n, inputFieldSchema(n, d)])),
  ...(create ? { required: Object.entries(ORDER_INPUT_FIELDS).filter(([, d]) => 'required' in d && d.required).map(([n]) => n) } : {}),
  // a request, not an answer: the order form sends the order back whole, and fields not listed are dropped
  additionalProperties: true,
});
const orderRefSchema: JsonSchema = { type: ['integer', 'string'], description: 'an orderId or a 24-hex mongoId' };
const bulkBody: JsonSchema = {
  description: `A list of 1 to ${EXPORT_MAX_ROWS} orders (orderIds or mongoIds), or {ids: [...]}`,
  anyOf: [
    { type: 'array', items: orderRefSchema, minItems: 1, maxItems: EXPORT_MAX_ROWS },
    closedObject({ ids: { type: 'array', items: orderRefSchema, minItems: 1, maxItems: EXPORT_MAX_ROWS } }, ['ids']),
  ],
};
const statusChangeBody = closedObject(
  {
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    previousStatus: { type: 'string', enum: [...ORDER_STATUSES], description: 'the status the client saw (409 when it is no longer the stored one)' },
    message: { type: 'string', description: 'notes: required for stolen and for a cancellation for another reason' },
    orderCancellationReasonId: { type: 'integer', minimum: 1 },
    userId: { type: 'integer', minimum: 1, description: 'the driver, for delivering' },
  },
  ['status', 'previousStatus'],
);

const locationsAnswer = closedObject(
  {
    data: {
      type: 'array',
      maxItems: ORDER_LOCATIONS_MAX,
      items: closedObject({
        orderId: { type: 'integer' },
        mongoId: { type: 'string' },
        status: { type: 'string', enum: [...ORDER_STATUSES] },
        latitude: { type: 'number' },
        longitude: { type: 'number' },
        address: { type: ['string', 'null'] },
      }),
    },
    limit: { type: 'integer' },
    map: closedObject({ tileUrl: { type: ['string', 'null'] }, attribution: { type: ['string', 'null'] } }),
  },
  ['data', 'limit', 'map'],
);

/** The order calls; `categories` is the catalogue's category repository, whose lookup the orders' categories call reads. */
export function orderRoutes(service: OrdersService, categories: EntityRepository) {

  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/s/sales/:page/:count',
        aliases: [`/${ORDER_PATHS.group(':page', ':count')}`],
        tags,
        summary: "The orders list: one page of the filter's orders with the exact total (newest first unless sorted)",
        access: perm('access'),
        params: pageParams,
        query: ORDER_FILTER_QUERY,
        response: { 200: closedObject({ data: { type: 'array', items: orderAnswer }, count: { type: 'integer' } }, ['data', 'count']) },
      },
      async (req, reply) => {
        const body = await service.list(filterOf(req.query), req.params.page, req.params.count);
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
    // the export buttons show with the delete right (spec, first document, section 6)
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/${ORDER_PATHS.export}`,
        tags,
        summary: `The export's fields of up to ${EXPORT_MAX_ROWS} orders of the list's filter, in the list's order`,
        access: perm('delete'),
        query: ORDER_FILTER_QUERY,
        response: {
          200: closedObject({
            data: {
              type: 'array',
              maxItems: EXPORT_MAX_ROWS,
              items: { type: 'array', items: { type: ['string', 'number', 'null'] }, description: `one order: ${ORDER_EXPORT_ROW_FIELDS.join(', ')}` },
            },
          }),
        },
      },
      async (req, reply) => {
        const body = await service.exportRows(filterOf(req.query));
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
    defineRoute(
      app,
      { method: 'GET', url: '/s/sales/:id', tags, summary: 'One order with its lines and its history', access: perm('access'), params: refParams, response: { 200: orderAnswer } },
      async (req) => service.get(parseRef(req.params.id)),
    );
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/s/sales/p/:id',
        tags,
        summary: 'The lines of one order',
        access: perm('access'),
        params: refParams,
        response: { 200: closedObject({ data: { type: 'array', items: orderLine } }, ['data']) },
      },
      async (req) => ({ data: (await service.get(parseRef(req.params.id))).orderProduct }),
    );
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/s/sales',
        tags,
        summary: 'A new order (status new), priced from its products',
        access: perm('create'),
        body: { raw: 'declaration', schema: orderInputSchema(true) },
        response: { 201: orderAnswer },
      },
      async (req, reply) => reply.status(201).send(await service.create(req.body, actor(req))),
    );
    defineRoute(
      app,
      {
        method: 'PUT',
        url: '/s/sales/:id',
        aliases: [`/${ORDER_PATHS.groupUpdate(':id')}`],
        tags,
        summary: 'Changes an order: the fields sent (its products re-priced)',
        access: perm('update'),
        params: refParams,
        body: { raw: 'declaration', schema: orderInputSchema(false) },
        response: { 200: orderAnswer },
      },
      async (req) => service.update(parseRef(req.params.id), req.body, actor(req)),
    );
    defineRoute(
      app,
      {
        method: 'DELETE',
        url: '/s/sales/:id',
        tags,
        summary: 'Destroys an archived order (409 unless archived)',
        access: perm('delete'),
        params: refParams,
        response: { 200: idsAnswer },
      },
      async (req) => service.destroy([parseRef(req.params.id)], actor(req)),
    );
    defineRoute(
      app,
      {
        method: 'PUT',
        url: '/s/sales/status/:id',
        tags,
        summary: "Changes an order's status from the one the client saw (409 when it changed since); broadcasts UPDATE-SALE-STATUS",
        access: perm('update'),
        params: refParams,
        body: { raw: 'declaration', schema: statusChangeBody },
        response: { 200: orderAnswer },
      },
      async (req) => service.changeStatus(parseRef(req.params.id), req.body, actor(req), req.principal.permissions),
    );
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/s/sales/staff',
        tags,
        summary: 'Assigns a member of staff to an order for a status (the status itself is not changed)',
        access: perm('update'),
        body: {
          raw: 'declaration',
          schema: closedObject({ orderId: orderRefSchema, userId: { type: 'integer', minimum: 1 }, status: { type: 'string', enum: [...ORDER_STATUSES] } }, ['orderId', 'userId', 'status']),
        },
        response: { 200: orderAnswer },
      },
      async (req) => service.assignStaff(req.body, actor(req)),
    );
    defineRoute(
      app,
      {
        method: 'PUT',
        url: '/u/f/:id',
        tags,
        summary: "Changes an order's franchise",
        access: perm('update'),
        params: refParams,
        body: {
          raw: 'declaration',
          schema: closedObject({ Id: { type: 'integer', description: "the order's id, as in the path" }, franchiseId: { type: 'integer', minimum: 1 }, name: { type: 'string' } }, ['franchiseId']),
        },
        response: { 200: orderAnswer },
      },
      async (req) => service.changeFranchise(parseRef(req.params.id), req.body, actor(req)),
    );
    defineRoute(
      app,
      {
        method: 'PUT',
        url: '/u/p/:id',
        tags,
        summary: "Changes an order's payment method; broadcasts UPDATE-PAYMENT-STATUS",
        access: perm('update'),
        params: refParams,
        body: {
          raw: 'declaration',
          schema: closedObject({ Id: { type: 'integer', description: "the order's id, as in the path" }, paymentMethod: { type: 'string', enum: [...PAYMENT_METHODS] } }, ['paymentMethod']),
        },
        response: { 200: orderAnswer },
      },
      async (req) => service.changePaymentMethod(parseRef(req.params.id), req.body, actor(req)),
    );
    for (const [url, summary, archived] of [
      ['/b/a', 'Archives orders', true],
      ['/b/r', 'Recovers archived orders', false],
    ] as const) {
      defineRoute(
        app,
        { method: 'POST', url, tags, summary, access: perm('archive_and_recover'), body: { raw: 'declaration', schema: bulkBody }, response: { 200: idsAnswer } },
        async (req) => service.setArchived(parseRefs(req.body), archived, actor(req)),
      );
    }
    defineRoute(
      app,
      { method: 'POST', url: '/b/d', tags, summary: 'Destroys archived orders (409 when one is not archived)', access: perm('delete'), body: { raw: 'declaration', schema: bulkBody }, response: { 200: idsAnswer } },
      async (req) => service.destroy(parseRefs(req.body), actor(req)),
    );

    // the locations view (a map, not the list: the list never calls it) is a statistics screen
    const tiles = readMapTiles(process.env);
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/${ORDER_PATHS.locations}`,
        tags,
        summary: `Order locations view: the positions of up to ${ORDER_LOCATIONS_MAX} orders of the filter (newest first), with the map's tiles`,
        description: `Orders without coordinates are left out; a filter matching more than ${ORDER_LOCATIONS_MAX} gives the newest ${ORDER_LOCATIONS_MAX} (\`limit\`).`,
        access: perm('access', ORDER_STATISTICS_PERMISSION),
        query: ORDER_FILTER_QUERY,
        response: { 200: locationsAnswer },
      },
      async (req): Promise<OrderLocationsResponse> => ({
        data: await service.repo.locations(filterOf(req.query), ORDER_LOCATIONS_MAX),
        limit: ORDER_LOCATIONS_MAX,
        map: { tileUrl: tiles.url, attribution: tiles.attribution },
      }),
    );
    // the order screens' choices: any signed-in user reads them (docs/orders.md)
    defineRoute(
      app,
      { method: 'GET', url: '/s/types', tags, summary: 'The order types', access: 'signed-in', response: { 200: namedAnswer('orderTypeId') } },
      async () => ({ data: await service.repo.named('order_type', 'orderTypeId') }),
    );
    // the catalogue's categories for the orders' screens: the category lookup, read with the orders' right
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/${ORDER_PATHS.categories}`,
        tags,
        summary: `The catalogue's categories (the first ${SEE_ALL_SIZE}; name searches them), as the category lookup answers them`,
        access: perm('access'),
        query: { name: { type: 'string' } },
        response: { 200: closedObject({ data: { type: 'array', items: entityLookupSchema(category) }, count: { type: 'integer' } }, ['data', 'count']) },
      },
      async (req) => categories.lookup(1, SEE_ALL_SIZE, req.query.name || undefined, req.principal),
    );
    defineRoute(
      app,
      { method: 'GET', url: '/s/cancellation_reasons', tags, summary: 'The cancellation reasons', access: 'signed-in', response: { 200: namedAnswer('orderCancellationReasonId') } },
      async () => ({ data: await service.repo.named('order_cancellation_reason', 'orderCancellationReasonId') }),
    );
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/s/status',
        tags,
        summary: "The statuses, each with its colour, whether it has a tab and whether the list shows an order's contact icons",
        access: 'signed-in',
        response: {
          200: closedObject(
            {
              data: {
                type: 'array',
                items: closedObject({ status: { type: 'string', enum: [...ORDER_STATUSES] }, colour: { type: 'string' }, tab: { type: 'boolean' }, contact: { type: 'boolean' } }),
              },
            },
            ['data'],
          ),
        },
      },
      async () => ({
        data: ORDER_STATUSES.map((status) => ({
          status,
          colour: STATUS_COLOURS[status],
          tab: ORDER_STATUS_TABS.includes(status),
          contact: showsContactIcons(status),
        })),
      }),
    );
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/s/drivers',
        tags,
        summary: `The drivers (users whose group holds the delivery permission), at most ${DRIVER_LIST_SIZE}; name searches the username`,
        access: perm('access'),
        query: { name: { type: 'string' } },
        response: {
          200: closedObject(
            { data: { type: 'array', items: closedObject({ userId: { type: 'integer' }, username: { type: 'string' }, firstname: { type: ['string', 'null'] }, lastname: { type: ['string', 'null'] } }) }, count: { type: 'integer' } },
            ['data', 'count'],
          ),
        },
      },
      async (req) => service.repo.drivers(req.query.name, DRIVER_LIST_SIZE),
    );
  };
}
