// Products beyond the generic pattern (spec, second document, section 7, "Catalogue"): duplicate,
// search, min/max for the filter slider, the categories and brands the products hold. Thin
// handlers; SQL in products.repository.ts, writes through the entity's repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import { product } from '../../../contract/entities/product';
import { LOOKUP_RIGHTS, lookupPermissions } from '../../../contract/lookups';
import type { Right } from '../../../contract/permissions';
import { copyName, DEFAULT_LANGUAGE_ID, PRODUCT_PATHS, productPath, SEARCH_LIMIT, type Description } from '../../../contract/products';
import { entityRecordSchema } from '../../engine/entity-schemas';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../http/errors';
import { closedObject, type JsonSchema } from '../../http/schemas';
import { defineRoute } from '../../http/route';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { heldIds, productRanges, searchProducts } from './products.repository';

const tags = ['product'];
const perm = (right: Right) => ({ path: product.permission, right });
// the search serves pickers like the see-all lookups do (contract/lookups.ts)
const lookup = lookupPermissions(product).flatMap((path) => LOOKUP_RIGHTS.map((right) => ({ path, right })));

const range: JsonSchema = closedObject({ min: { type: ['number', 'null'] }, max: { type: ['number', 'null'] } });
const held = (idField: string): JsonSchema =>
  closedObject({ data: { type: 'array', items: closedObject({ [idField]: { type: 'integer' }, count: { type: 'integer' } }) } });

const searchAnswer = closedObject({
  data: {
    type: 'array',
    maxItems: SEARCH_LIMIT,
    items: closedObject({ productId: { type: 'integer' }, name: { type: ['string', 'null'] }, model: { type: ['string', 'null'] }, price: { type: 'number' }, imageMain: { type: ['string', 'null'] } }),
  },
});

type Row = Record<string, unknown>;

/** The body of a copy: every stored field, renamed in every place the name lives, disabled. */
function copyOf(row: Row): Row {
  const values: Row = {};
  for (const name of Object.keys(product.fields)) if (row[name] !== undefined) values[name] = row[name];
  values.name = copyName(row.name as string | null);
  values.status = false;
  if (Array.isArray(row.descriptions)) {
    values.descriptions = (row.descriptions as Description[]).map((d) =>
      Number(d?.languageId) === DEFAULT_LANGUAGE_ID && d.name ? { ...d, name: values.name } : d,
    );
  }
  return values;
}

export function productRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const repo = ctx.repositories.get(product.name)!;

    defineRoute(
      app,
      {
        method: 'POST',
        url: productPath(PRODUCT_PATHS.duplicate(':id')),
        tags,
        summary: 'Product: duplicate (the copy is named "{name} (copy)" and disabled)',
        access: perm('create'),
        params: { id: { type: 'reference', required: true } },
        response: { 201: entityRecordSchema(product) },
      },
      async (req, reply) => {
        const row = await repo.get(req.params.id);
        if (!row) throw new ApiError(404, messages.notFound(product.labelOne));
        return reply.status(201).send(await repo.create(copyOf(row), req.principal));
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: productPath(PRODUCT_PATHS.search),
        tags,
        summary: `Products: active ones whose name or model holds the text, at most ${SEARCH_LIMIT}`,
        access: lookup,
        query: { name: { type: 'string' } },
        response: { 200: searchAnswer },
      },
      async (req) => ({ data: await searchProducts(ctx.db, req.query.name) }),
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: productPath(PRODUCT_PATHS.minmax),
        tags,
        summary: 'Products: lowest and highest price and quantity (the filter slider bounds)',
        access: perm('access'),
        response: { 200: closedObject({ price: range, quantity: range }) },
      },
      async () => productRanges(ctx.db),
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: productPath(PRODUCT_PATHS.categories),
        tags,
        summary: 'Products: the categories they hold, with how many hold each',
        access: perm('access'),
        response: { 200: held('categoryId') },
      },
      async () => ({ data: (await heldIds(ctx.db, 'categories')).map((r) => ({ categoryId: r.id, count: r.count })) }),
    );
    defineRoute(
      app,
      {
        method: 'GET',
        url: productPath(PRODUCT_PATHS.brands),
        tags,
        summary: 'Products: the brands they hold, with how many hold each',
        access: perm('access'),
        response: { 200: held('brandId') },
      },
      async () => ({ data: (await heldIds(ctx.db, 'brands')).map((r) => ({ brandId: r.id, count: r.count })) }),
    );
  };
}
