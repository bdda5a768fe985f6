// The order calls of the spec on the `order` service base (docs/orders.md). Thin handlers:
// parse, call the service, answer; rights from the route config, checked by the auth hook.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { ORDER_FILTER_FIELDS, ORDER_SORT_FIELDS, parseOrderFilter, type OrderFilter, type OrderFilterKind } from '../../../contract/orders/order-filter';
import { DRIVER_LIST_SIZE, ORDER_PATHS } from '../../../contract/orders/order-paths';
import { ORDER_LOCATIONS_MAX, type OrderLocationsResponse } from '../../../contract/orders/order-locations';
import { ORDER_PERMISSION, ORDER_STATISTICS_PERMISSION, ORDER_STATUSES, ORDER_STATUS_TABS, STATUS_COLOURS, showsContactIcons } from '../../../contract/orders/order-status';
import { EXPORT_MAX_ROWS, ORDER_EXPORT_ROW_FIELDS } from '../../../contract/orders/order-export';
import { messages } from '../../../contract/messages';
import type { Right } from '../../../contract/permissions';
import { readMapTiles } from '../../config';
import type { Db } from '../../db/database';
import { parsePage, parseSearch } from '../../engine/list-query';
import { ValidationError } from '../../http/errors';
import { openObject, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { Realtime } from '../../realtime/realtime';
import type { OrderRef } from './orders.repository';
import { OrdersService, orderRefOf, type OrderNotices } from './orders.service';

type Params = { id: string; page: string; count: string };
type Query = Record<string, unknown>;

const perm = (right: Right, path = ORDER_PERMISSION) => ({ permission: { path, right } });
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

function filterOf(query: Query): OrderFilter {
  const { filter, errors } = parseOrderFilter(query);
  if (errors.length) throw new ValidationError(errors);
  return filter;
}

/** The list's filter as a query string, for the document (the handler parses it: parseOrderFilter). */
const FILTER_KIND_SCHEMA: Record<OrderFilterKind, JsonSchema> = {
  integer: { type: 'integer', minimum: 1 },
  text: { type: 'string' },
  status: { type: 'string', enum: [...ORDER_STATUSES] },
  ids: { type: 'string', description: 'ids, comma separated' },
  datetime: { type: 'string', format: 'date-time' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
};
const orderFilterQuerySchema: JsonSchema = {
  type: 'object',
  properties: {
    ...Object.fromEntries(Object.entries(ORDER_FILTER_FIELDS).map(([field, kind]) => [field, FILTER_KIND_SCHEMA[kind]])),
    sort: { type: 'string', enum: [...ORDER_SORT_FIELDS] },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
  },
  additionalProperties: false,
};

const exportSchema = {
  tags: ['orders'],
  summary: `The export's fields of up to ${EXPORT_MAX_ROWS} orders of the list's filter, in the list's order`,
  querystring: orderFilterQuerySchema,
  response: responses({
    200: openObject({
      data: { type: 'array', maxItems: EXPORT_MAX_ROWS, items: { type: 'array', description: `one order: ${ORDER_EXPORT_ROW_FIELDS.join(', ')}` } },
    }),
  }),
};

const locationsSchema = {
  tags: ['orders'],
  summary: `Order locations view: the positions of up to ${ORDER_LOCATIONS_MAX} orders of the filter (newest first), with the map's tiles`,
  description: `Needs ${ORDER_STATISTICS_PERMISSION} (access). Orders without coordinates are left out; a filter matching more than ${ORDER_LOCATIONS_MAX} gives the newest ${ORDER_LOCATIONS_MAX} (\`limit\`).`,
  querystring: orderFilterQuerySchema,
  response: responses({
    200: openObject(
      {
        data: {
          type: 'array',
          maxItems: ORDER_LOCATIONS_MAX,
          items: openObject({
            orderId: { type: 'integer' },
            mongoId: { type: 'string' },
            status: { type: 'string', enum: [...ORDER_STATUSES] },
            latitude: { type: 'number' },
            longitude: { type: 'number' },
            address: { type: ['string', 'null'] },
          }),
        },
        limit: { type: 'integer' },
        map: openObject({ tileUrl: { type: ['string', 'null'] }, attribution: { type: ['string', 'null'] } }),
      },
      ['data', 'limit', 'map'],
    ),
  }),
};

export function orderRoutes(db: Db, realtime?: Realtime, pool?: pg.Pool, notices?: OrderNotices) {
  const service = new OrdersService(db, realtime, pool, notices);

  return async function routes(app: FastifyInstance) {
    app.get<{ Params: Params; Querystring: Query }>('/s/sales/:page/:count', { config: perm('access') }, async (req, reply) => {
      const { page, count, errors } = parsePage(req.params);
      if (errors.length) throw new ValidationError(errors);
      const body = await service.list(filterOf(req.query), page, count);
      return reply.type('application/json; charset=utf-8').send(body);
    });
    // the export buttons show with the delete right (spec, first document, section 6)
    app.get<{ Querystring: Query }>(`/${ORDER_PATHS.export}`, { config: perm('delete'), schema: exportSchema }, async (req, reply) => {
      const body = await service.exportRows(filterOf(req.query));
      return reply.type('application/json; charset=utf-8').send(body);
    });
    app.get<{ Params: Params }>('/s/sales/:id', { config: perm('access') }, async (req) => service.get(parseRef(req.params.id)));
    app.get<{ Params: Params }>('/s/sales/p/:id', { config: perm('access') }, async (req) => ({
      data: (await service.get(parseRef(req.params.id))).orderProduct,
    }));
    app.post('/s/sales', { config: perm('create') }, async (req, reply) => reply.status(201).send(await service.create(req.body, actor(req))));
    app.put<{ Params: Params }>('/s/sales/:id', { config: perm('update') }, async (req) =>
      service.update(parseRef(req.params.id), req.body, actor(req)),
    );
    app.delete<{ Params: Params }>('/s/sales/:id', { config: perm('delete') }, async (req) =>
      service.destroy([parseRef(req.params.id)], actor(req)),
    );
    app.put<{ Params: Params }>('/s/sales/status/:id', { config: perm('update') }, async (req) =>
      service.changeStatus(parseRef(req.params.id), req.body, actor(req), req.principal.permissions),
    );
    app.post('/s/sales/staff', { config: perm('update') }, async (req) => service.assignStaff(req.body, actor(req)));
    app.put<{ Params: Params }>('/u/f/:id', { config: perm('update') }, async (req) =>
      service.changeFranchise(parseRef(req.params.id), req.body, actor(req)),
    );
    app.put<{ Params: Params }>('/u/p/:id', { config: perm('update') }, async (req) =>
      service.changePaymentMethod(parseRef(req.params.id), req.body, actor(req)),
    );
    app.post('/b/a', { config: perm('archive_and_recover') }, async (req) => service.setArchived(parseRefs(req.body), true, actor(req)));
    app.post('/b/r', { config: perm('archive_and_recover') }, async (req) => service.setArchived(parseRefs(req.body), false, actor(req)));
    app.post('/b/d', { config: perm('delete') }, async (req) => service.destroy(parseRefs(req.body), actor(req)));

    // the locations view (a map, not the list: the list never calls it) is a statistics screen
    const tiles = readMapTiles(process.env);
    app.get<{ Querystring: Query }>(
      `/${ORDER_PATHS.locations}`,
      { config: perm('access', ORDER_STATISTICS_PERMISSION), schema: locationsSchema },
      async (req): Promise<OrderLocationsResponse> => ({
        data: await service.repo.locations(filterOf(req.query), ORDER_LOCATIONS_MAX),
        limit: ORDER_LOCATIONS_MAX,
        map: { tileUrl: tiles.url, attribution: tiles.attribution },
      }),
    );
    app.get('/s/types', async () => ({ data: await service.repo.named('order_type', 'orderTypeId') }));
    app.get('/s/cancellation_reasons', async () => ({
      data: await service.repo.named('order_cancellation_reason', 'orderCancellationReasonId'),
    }));
    app.get('/s/status', async () => ({
      data: ORDER_STATUSES.map((status) => ({
        status,
        colour: STATUS_COLOURS[status],
        tab: ORDER_STATUS_TABS.includes(status),
        contact: showsContactIcons(status),
      })),
    }));
    app.get<{ Querystring: { name?: string } }>('/s/drivers', { config: perm('access') }, async (req) => {
      return service.repo.drivers(parseSearch(req.query, 'name'), DRIVER_LIST_SIZE);
    });
  };
}
