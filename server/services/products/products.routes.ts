// Products beyond the generic pattern (spec, second document, section 7, "Catalogue"): duplicate,
// search, min/max for the filter slider, the categories and brands the products hold. Thin
// handlers; SQL in products.repository.ts, writes through the entity's repository (hooks, audit).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { product } from '../../../contract/entities/product';
import { LOOKUP_RIGHTS, lookupPermissions } from '../../../contract/lookups';
import type { Right } from '../../../contract/permissions';
import { copyName, DEFAULT_LANGUAGE_ID, PRODUCT_PATHS, productPath, SEARCH_LIMIT, type Description } from '../../../contract/products';
import { entityRecordSchema } from '../../engine/entity-schemas';
import { parseId, parseSearch } from '../../engine/list-query';
import { ApiError } from '../../http/errors';
import { idParams, openObject, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { heldIds, productRanges, searchProducts } from './products.repository';

const tags = ['product'];
const perm = (right: Right) => ({ permission: { path: product.permission, right } });
// the search serves pickers like the see-all lookups do (contract/lookups.ts)
const lookup = { permission: lookupPermissions(product).flatMap((path) => LOOKUP_RIGHTS.map((right) => ({ path, right }))) };
const actor = (r: FastifyRequest) => r.principal;

const range: JsonSchema = openObject({ min: { type: ['number', 'null'] }, max: { type: ['number', 'null'] } });
const held = (idField: string): JsonSchema =>
  openObject({ data: { type: 'array', items: openObject({ [idField]: { type: 'integer' }, count: { type: 'integer' } }) } });

const schemas = {
  duplicate: {
    tags,
    summary: 'Product: duplicate (the copy is named "{name} (copy)" and disabled)',
    params: idParams,
    response: responses({ 201: entityRecordSchema(product) }),
  },
  search: {
    tags,
    summary: `Products: active ones whose name or model holds the text, at most ${SEARCH_LIMIT}`,
    querystring: { type: 'object', properties: { name: { type: 'string' } } },
    response: responses({
      200: openObject({
        data: {
          type: 'array',
          maxItems: SEARCH_LIMIT,
          items: openObject({ productId: { type: 'integer' }, name: { type: ['string', 'null'] }, model: { type: ['string', 'null'] }, price: { type: 'number' }, imageMain: { type: ['string', 'null'] } }),
        },
      }),
    }),
  },
  minmax: { tags, summary: 'Products: lowest and highest price and quantity (the filter slider bounds)', response: responses({ 200: openObject({ price: range, quantity: range }) }) },
  categories: { tags, summary: 'Products: the categories they hold, with how many hold each', response: responses({ 200: held('categoryId') }) },
  brands: { tags, summary: 'Products: the brands they hold, with how many hold each', response: responses({ 200: held('brandId') }) },
};

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

    app.post<{ Params: { id: string } }>(productPath(PRODUCT_PATHS.duplicate(':id')), { config: perm('create'), schema: schemas.duplicate }, async (req, reply) => {
      const row = await repo.get(parseId(req.params.id));
      if (!row) throw new ApiError(404, `${product.labelOne} not found`);
      return reply.status(201).send(await repo.create(copyOf(row), actor(req)));
    });

    app.get<{ Querystring: Record<string, unknown> }>(productPath(PRODUCT_PATHS.search), { config: lookup, schema: schemas.search }, async (req) => ({
      data: await searchProducts(ctx.db, parseSearch(req.query, 'name')),
    }));

    app.get(productPath(PRODUCT_PATHS.minmax), { config: perm('access'), schema: schemas.minmax }, async () => productRanges(ctx.db));

    app.get(productPath(PRODUCT_PATHS.categories), { config: perm('access'), schema: schemas.categories }, async () => ({
      data: (await heldIds(ctx.db, 'categories')).map((r) => ({ categoryId: r.id, count: r.count })),
    }));
    app.get(productPath(PRODUCT_PATHS.brands), { config: perm('access'), schema: schemas.brands }, async () => ({
      data: (await heldIds(ctx.db, 'brands')).map((r) => ({ brandId: r.id, count: r.count })),
    }));
  };
}
