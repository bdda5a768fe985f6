// Calls of Stores beyond the generic pattern (spec, second document, section 7, "Stores"): payment
// methods, statistics ranges, synchronisation with the proxy, the address lookup, and what the proxy
// adapter sent. Thin handlers; SQL in stores.repository.ts.
import type { FastifyInstance } from 'fastify';
import { store } from '../../../contract/entities/store';
import { messages } from '../../../contract/messages';
import { PAYMENT_METHODS } from '../../../contract/orders/payment-methods';
import { SCRAPE_PATHS, SCRAPE_SERVICE, STORE_PATHS, STORE_STATISTICS, STORE_TEXTS, defaultAddress, paymentMethodChoices, storeDomain, storeWithDefaults } from '../../../contract/stores';
import { proxyRequests, storeProxy } from '../../adapters/store-proxy/store-proxy';
import { readStoreProxy } from '../../config';
import type { Row } from '../../engine/entity.repository';
import { ApiError, ValidationError } from '../../http/errors';
import { closedObject, nullableText } from '../../http/schemas';
import { defineRoute } from '../../http/route';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { synchronizeStore } from './store-sync';
import { storeAddresses, storeMinMax } from './stores.repository';

const at = (path: string) => `/${store.service}/${path}`;
const perm = (right: 'access' | 'update') => ({ path: store.permission, right });
const tags = [store.service];
const proxyRequestSchema = closedObject({
  id: { type: 'integer' },
  storeId: { type: 'integer' },
  action: { type: 'string', enum: ['register', 'remove'] },
  method: { type: 'string' },
  domain: { type: 'string' },
  body: closedObject({ domain: { type: 'string' }, storeId: { type: 'integer' }, verified: { type: 'boolean', description: 'register only' } }),
  target: { type: ['string', 'null'] },
  responseStatus: { type: ['integer', 'null'] },
  error: { type: ['string', 'null'] },
  dateAdded: { type: 'string' },
});
/** One address of a store (the declaration's `addresses` item), with its default flag and position filled. */
const addressSchema = closedObject({
  address: nullableText,
  city: nullableText,
  state: nullableText,
  region: nullableText,
  postCode: nullableText,
  country: nullableText,
  phone: nullableText,
  email: nullableText,
  isDefault: { type: 'boolean' },
  location: closedObject({ lat: { type: ['number', 'null'] }, lng: { type: ['number', 'null'] } }),
});

/** The store list's filters the statistics ranges take (the declaration's but verified, and deleted). */
const storeFilterQuery = {
  name: { type: 'string' },
  businessId: { type: 'reference', message: messages.wrongType },
  status: { type: 'boolean' },
  deleted: { type: 'boolean', default: false },
} as const;

export function storeRoutes(ctx: RouteContext) {
  const proxy = storeProxy(readStoreProxy(process.env));
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: at(STORE_PATHS.paymentMethods),
        tags,
        summary: 'Payment methods a store may offer',
        access: perm('access'),
        response: { 200: closedObject({ data: { type: 'array', items: closedObject({ id: { type: 'string' }, name: { type: 'string' } }) }, count: { type: 'integer' } }) },
      },
      async () => ({ data: paymentMethodChoices(), count: PAYMENT_METHODS.length }),
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: at(STORE_PATHS.minMax(':kind')),
        tags,
        summary: "Lowest and highest value of one store statistic over the stores matching the list's filters",
        access: perm('access'),
        params: { kind: { type: 'enum', choices: STORE_STATISTICS, required: true } },
        query: storeFilterQuery,
        response: { 200: closedObject({ min: { type: 'number' }, max: { type: 'number' } }, ['min', 'max']) },
      },
      async (req) => storeMinMax(ctx.db, req.params.kind, req.query),
    );

    defineRoute(
      app,
      {
        method: 'PUT',
        url: at(STORE_PATHS.synchronize(':storeId')),
        tags,
        summary: "Synchronise a store: an active store's domain registered with the proxy, an inactive one's removed",
        description: 'Compared with what the proxy was last told (domain and verified flag); nothing is sent when it already knows the store as it is.',
        access: perm('update'),
        params: { storeId: { type: 'reference', required: true } },
        response: {
          200: closedObject({ storeId: { type: 'integer' }, domain: { type: ['string', 'null'] }, verified: { type: 'boolean' }, requests: { type: 'array', items: proxyRequestSchema } }),
        },
      },
      async (req) => synchronizeStore(ctx.db, proxy, req.params.storeId),
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: at(STORE_PATHS.address(':id')),
        tags,
        summary: "A store's address lookup: its default address and all of them",
        access: perm('access'),
        params: { id: { type: 'reference', required: true } },
        response: {
          200: closedObject({ storeId: { type: 'integer' }, address: { anyOf: [addressSchema, { type: 'null' }] }, addresses: { type: 'array', items: addressSchema } }),
        },
      },
      async (req) => {
        const storeId = req.params.id;
        const found = await storeAddresses(ctx.db, storeId);
        if (!found) throw new ApiError(404, messages.notFound('Store'));
        const addresses = (storeWithDefaults({ addresses: found }).addresses ?? []) as Row[];
        return { storeId, address: defaultAddress(addresses) ?? null, addresses };
      },
    );

    // the store's products scraping call: asked of the proxy service its domain is registered with
    const stores = ctx.repositories.get(store.name)!;
    defineRoute(
      app,
      {
        method: 'POST',
        url: `/${SCRAPE_SERVICE}/${SCRAPE_PATHS.products}`,
        tags,
        summary: "Asks for a store's products to be read from its site, through the store proxy service",
        description: `The store needs a domain (its url). Sent as POST {STORE_PROXY_URL}/scrape/products {storeId, domain}; without STORE_PROXY_URL nothing is sent (target null).`,
        access: perm('update'),
        body: { storeId: { type: 'reference', required: true } },
        response: {
          202: closedObject(
            { storeId: { type: 'integer' }, domain: { type: 'string' }, target: nullableText, responseStatus: { type: ['integer', 'null'] }, error: nullableText },
            ['storeId', 'domain', 'target', 'responseStatus', 'error'],
          ),
        },
      },
      async (req, reply) => {
        const row = await stores.get(req.body.storeId, undefined, req.principal);
        if (!row) throw new ApiError(404, messages.notFound(store.labelOne));
        const domain = storeDomain(row.url);
        if (!domain) throw new ValidationError([{ path: 'storeId', msg: STORE_TEXTS.noDomain }]);
        return reply.status(202).send(await proxy.scrapeProducts(req.body.storeId, domain));
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: at(STORE_PATHS.proxyRequests),
        tags,
        summary: 'What the store proxy adapter sent, or recorded without sending (no STORE_PROXY_URL), newest first',
        access: perm('access'),
        query: { storeId: { type: 'reference' } },
        response: { 200: closedObject({ data: { type: 'array', items: proxyRequestSchema } }) },
      },
      async (req) => ({ data: await proxyRequests(ctx.db, req.query.storeId) }),
    );
  };
}
