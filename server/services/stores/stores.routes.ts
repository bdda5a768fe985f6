// Calls of Stores beyond the generic pattern (spec, second document, section 7, "Stores"): payment
// methods, statistics ranges, synchronisation with the proxy, the address lookup, and what the proxy
// adapter sent. Thin handlers; SQL in stores.repository.ts.
import type { FastifyInstance } from 'fastify';
import { store } from '../../../contract/entities/store';
import { messages } from '../../../contract/messages';
import { PAYMENT_METHODS } from '../../../contract/orders/payment-methods';
import { STORE_PATHS, STORE_STATISTICS, defaultAddress, paymentMethodChoices, isStoreStatistic, storeWithDefaults } from '../../../contract/stores';
import { proxyRequests, storeProxy } from '../../adapters/store-proxy/store-proxy';
import { readStoreProxy } from '../../config';
import type { Db } from '../../db/database';
import type { Row, Trx } from '../../engine/entity.repository';
import { parseId, parseQueryValue } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { openObject, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { synchronizeStore } from './store-sync';
import { storeAddresses, storeMinMax, type StoreListFilter } from './stores.repository';

const at = (path: string) => `/${store.service}/${path}`;
const perm = (right: 'access' | 'update') => ({ permission: { path: store.permission, right } });
const tags = [store.service];
const storeIdParams: JsonSchema = { type: 'object', properties: { storeId: { type: 'integer', minimum: 1 } }, required: ['storeId'] };
const proxyRequestSchema = openObject({
  id: { type: 'integer' },
  storeId: { type: 'integer' },
  action: { type: 'string', enum: ['register', 'remove'] },
  method: { type: 'string' },
  domain: { type: 'string' },
  body: { type: 'object', additionalProperties: true },
  target: { type: ['string', 'null'] },
  responseStatus: { type: ['integer', 'null'] },
  error: { type: ['string', 'null'] },
  dateAdded: { type: 'string' },
});

/** The store list's filters accepted by the statistics ranges (the declaration's, plus deleted). */
function parseStoreFilter(query: Record<string, unknown>): StoreListFilter {
  const out: StoreListFilter = { deleted: false };
  const errors: { path: string; msg: string }[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === '' || raw === undefined) continue;
    const def = key === 'deleted' ? ({ type: 'boolean' } as const) : key in store.filters && key !== 'verified' ? store.fields[key as 'name' | 'businessId' | 'status'] : undefined;
    if (!def) {
      errors.push({ path: key, msg: 'Unknown field.' });
      continue;
    }
    const value = parseQueryValue(def, raw);
    if (value === undefined) errors.push({ path: key, msg: messages.wrongType });
    else (out as unknown as Record<string, unknown>)[key] = value;
  }
  if (errors.length) throw new ValidationError(errors);
  return out;
}

export function storeRoutes(ctx: RouteContext) {
  const proxy = storeProxy(readStoreProxy(process.env));
  readsWithDefaults(ctx);
  return async function routes(app: FastifyInstance) {
    app.get(
      at(STORE_PATHS.paymentMethods),
      {
        config: perm('access'),
        schema: {
          tags,
          summary: 'Payment methods a store may offer',
          response: responses({ 200: openObject({ data: { type: 'array', items: openObject({ id: { type: 'string' }, name: { type: 'string' } }) }, count: { type: 'integer' } }) }),
        },
      },
      async () => ({ data: paymentMethodChoices(), count: PAYMENT_METHODS.length }),
    );

    app.get<{ Params: { kind: string }; Querystring: Record<string, unknown> }>(
      at(STORE_PATHS.minMax(':kind')),
      {
        config: perm('access'),
        schema: {
          tags,
          summary: "Lowest and highest value of one store statistic over the stores matching the list's filters",
          params: { type: 'object', properties: { kind: { type: 'string', enum: [...STORE_STATISTICS] } }, required: ['kind'] },
          querystring: openObject({ name: { type: 'string' }, businessId: { type: 'integer' }, status: { type: 'boolean' }, deleted: { type: 'boolean' } }),
          response: responses({ 200: openObject({ min: { type: 'number' }, max: { type: 'number' } }, ['min', 'max']) }),
        },
      },
      async (req) => {
        if (!isStoreStatistic(req.params.kind)) throw new ValidationError([{ path: 'kind', msg: messages.oneOf(STORE_STATISTICS) }]);
        return storeMinMax(ctx.db, req.params.kind, parseStoreFilter(req.query));
      },
    );

    app.put<{ Params: { storeId: string } }>(
      at(STORE_PATHS.synchronize(':storeId')),
      {
        config: perm('update'),
        schema: {
          tags,
          summary: "Synchronise a store: an active store's domain registered with the proxy, an inactive one's removed",
          description: 'Compared with what the proxy was last told (domain and verified flag); nothing is sent when it already knows the store as it is.',
          params: storeIdParams,
          response: responses({
            200: openObject({ storeId: { type: 'integer' }, domain: { type: ['string', 'null'] }, verified: { type: 'boolean' }, requests: { type: 'array', items: proxyRequestSchema } }),
          }),
        },
      },
      async (req) => synchronizeStore(ctx.db, proxy, parseId(req.params.storeId)),
    );

    app.get<{ Params: { id: string } }>(
      at(STORE_PATHS.address(':id')),
      {
        config: perm('access'),
        schema: {
          tags,
          summary: "A store's address lookup: its default address and all of them",
          params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
          response: responses({
            200: openObject({ storeId: { type: 'integer' }, address: { type: ['object', 'null'], additionalProperties: true }, addresses: { type: 'array', items: { type: 'object', additionalProperties: true } } }),
          }),
        },
      },
      async (req) => {
        const storeId = parseId(req.params.id);
        const found = await storeAddresses(ctx.db, storeId);
        if (!found) throw new ApiError(404, 'Store not found');
        const addresses = (storeWithDefaults({ addresses: found }).addresses ?? []) as Row[];
        return { storeId, address: defaultAddress(addresses) ?? null, addresses };
      },
    );

    app.get<{ Querystring: { storeId?: string } }>(
      at(STORE_PATHS.proxyRequests),
      {
        config: perm('access'),
        schema: {
          tags,
          summary: 'What the store proxy adapter sent, or recorded without sending (no STORE_PROXY_URL), newest first',
          querystring: openObject({ storeId: { type: 'integer' } }),
          response: responses({ 200: openObject({ data: { type: 'array', items: proxyRequestSchema } }) }),
        },
      },
      async (req) => ({ data: await proxyRequests(ctx.db, req.query.storeId ? parseId(String(req.query.storeId)) : undefined) }),
    );
  };
}

/**
 * A store read by id comes with its missing sections filled and its logo from the header logo
 * (spec, second document, section 4, "Store"). The engine has no read hook: the store repository's
 * plain reads (the generic GET) pass through storeWithDefaults; reads inside a write (its answer, the
 * audit entry) keep the row as stored.
 */
function readsWithDefaults(ctx: RouteContext): void {
  const repo = ctx.repositories.get(store.name);
  if (!repo) return;
  const stored = repo.get.bind(repo);
  repo.get = async (id: number, db?: Db | Trx) => {
    const row = await stored(id, db);
    return row && !db ? storeWithDefaults(row) : row;
  };
}
