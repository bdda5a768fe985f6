import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { EntityDeclaration, GenericRoute } from '../../contract/entity';
import { fieldLabel } from '../../contract/fields';
import { LOOKUP_RIGHTS, lookupPermissions, SEE_ALL_SIZE } from '../../contract/lookups';
import type { Right } from '../../contract/permissions';
import { validateFields } from '../../contract/validate';
import { messages } from '../../contract/messages';
import { ApiError, ValidationError } from '../http/errors';
import { operationIdOf } from '../http/route';
import '../http/types';
import type { EntityRepository, Row } from './entity.repository';
import { recordVersion, versionTag } from '../../contract/record-version';
import { entityOperationId, entityRouteSchemas, type EntityRouteSchemas } from './entity-schemas';
import { exportFile, exportRouteSchema } from './entity-export';
import { EntityImporter, importRouteSchema, readUploadedSheet } from './entity-import';
import { IMPORT_LIMITS, IMPORT_PATHS } from '../../contract/import';
import { parseFlag, parseId, parseIds, parseListQuery, parseLookupIds, parsePage, parseRelationIds, parseSearch } from './list-query';

type Params = { id?: string; page?: string; count?: string };
type Query = Record<string, unknown>;

/**
 * The generic resource client's other paths of routes of the pattern (spec, second document, section
 * 7, "Generic resource client adds"), the same route at each: `a/{page}/{size}` is the paged list,
 * `all` the see-all lookup, `PATCH recover` the bulk recover.
 */
const CLIENT_PATHS: readonly { route: GenericRoute; method?: HTTPMethods; url: string; name: 'listA' | 'all' | 'recoverPatch' }[] = [
  { route: 'list', url: '/a/:page/:count', name: 'listA' },
  { route: 'lookupAll', url: '/all', name: 'all' },
  { route: 'recover', method: 'PATCH', url: '/recover', name: 'recoverPatch' },
];

/** A list's filters sent in a JSON body, read as its query values are (numbers and flags as their text; null is absent). */
function bodyFilters(body: unknown): Query {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new ValidationError([{ path: '', msg: messages.wrongType }]);
  const asText = (v: unknown): unknown => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : Array.isArray(v) ? v.map(asText) : v === null ? undefined : v);
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, asText(value)]));
}

/** Mounts the generic entity pattern of the spec for one declaration at /{service}/{rest}. */
export function entityRoutes(decl: EntityDeclaration, repo: EntityRepository) {
  // declared by the entity's declaration: its fields check the input (contract/validate.ts)
  const perm = (right: Right) => ({ permission: { path: decl.permission, right }, declared: true });
  const actor = (r: FastifyRequest) => r.principal;
  // pickers in other entities' forms read the lookups too (contract/lookups.ts)
  const lookup = { permission: lookupPermissions(decl).flatMap((path) => LOOKUP_RIGHTS.map((right) => ({ path, right }))), declared: true };
  const schema = entityRouteSchemas(decl);
  // a record is sent as read, like the list the database writes: the API document is checked against
  // the answers (tests/api/engine/openapi-answers.test.ts), the answers are never cut to the document
  const asRead = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
  // how a client reads a record it was given the id of (OpenAPI links)
  const readBy = (id: string) => ({ record: { operationId: entityOperationId(decl, 'get'), parameters: { id }, description: `${decl.labelOne}: read by id` } });
  const base = `/${decl.service}/${decl.rest}`;

  return async function routes(app: FastifyInstance) {
    // A feature's own route at a path of the generic resource client answers instead of the
    // engine's (the equipment's `types` are its equipment types: server/features/businesses).
    const featureHas = (method: HTTPMethods, url: string) => app.hasRoute({ method, url: app.prefix + url });

    /**
     * One route of the pattern, at its path, at the generic resource client's other paths of it and
     * at the paths the declaration names for it (`aliases`): one handler, one set of rights.
     */
    function mount(route: GenericRoute, method: HTTPMethods, url: string, options: RouteShorthandOptions, handler: RouteHandlerMethod) {
      const own = schema[route] as { operationId: string; summary: string };
      app.route({ method, url, ...options, schema: schema[route], handler });
      for (const extra of CLIENT_PATHS.filter((p) => p.route === route)) {
        const at = extra.method ?? method;
        if (featureHas(at, extra.url)) continue;
        const described = { ...schema[route], operationId: entityOperationId(decl, extra.name), description: `The generic resource client's path of ${method} ${base}${url}: the same call.` };
        app.route({ method: at, url: extra.url, ...options, schema: described, handler });
      }
      for (const alias of decl.aliases?.[route] ?? []) {
        const described = { ...schema[route], operationId: operationIdOf(method, base + alias), description: `${own.summary}, at the path the specification writes; the same call as ${method} ${base}${url}.` };
        app.route({ method, url: alias, ...options, schema: described, handler });
      }
    }

    /** A route of the generic resource client beside the pattern, unless the entity's feature answers it. */
    function client(route: Exclude<keyof EntityRouteSchemas, GenericRoute>, method: HTTPMethods, url: string, options: RouteShorthandOptions, handler: RouteHandlerMethod) {
      if (!featureHas(method, url)) app.route({ method, url, ...options, schema: schema[route], handler });
    }

    /** One page of the list (its filters in `query`), with the statistics beside it when asked and declared. */
    async function sendList(req: FastifyRequest, reply: FastifyReply, params: Params, given: Query) {
      let query = given;
      let statistics = false;
      if (decl.listStatistics && 'showStatistics' in query) {
        const { showStatistics, ...rest } = query;
        statistics = parseFlag(showStatistics, 'showStatistics', false);
        query = rest;
      }
      const q = parseListQuery(decl, params, query);
      // the database writes the page's JSON: sent as it comes, the statistics added to it
      const page = await repo.listJson(q, actor(req));
      const body = statistics ? `${page.slice(0, -1)},"statistics":${JSON.stringify(await repo.statistics(q, actor(req)))}}` : page;
      return reply.type('application/json; charset=utf-8').send(body);
    }

    // see-all lookups: id and representation for pickers in this entity's screens and in the forms using it
    mount('lookupAll', 'GET', '/r', { config: lookup }, async (req) => repo.lookup(1, SEE_ALL_SIZE, parseSearch(req.query as Query, 'name'), actor(req)));
    mount('lookupPage', 'GET', '/r/:page/:count', { config: lookup }, async (req) => {
      const { page, count, errors } = parsePage(req.params as Params);
      const ids = parseLookupIds((req.query as Query).ids, count);
      if (errors.length || ids.errors.length) throw new ValidationError([...errors, ...ids.errors]);
      return repo.lookup(page, count, parseSearch(req.query as Query, 'name', 'q'), actor(req), ids.ids);
    });

    mount('list', 'GET', '/:page/:count', { config: perm('access'), links: { 200: readBy(`$response.body#/data/0/${decl.id}`) } } as RouteShorthandOptions, async (req, reply) =>
      sendList(req, reply, req.params as Params, req.query as Query),
    );
    // the generic resource client's list with its filters in a body (a read: the list's right)
    client('listByBody', 'POST', '/a/:page/:count', { config: perm('access') }, async (req, reply) =>
      sendList(req, reply, req.params as Params, { ...(req.query as Query), ...bodyFilters(req.body) }),
    );
    // the archived records: the list's view of them, the first SEE_ALL_SIZE unless paged
    client('removed', 'GET', '/removed', { config: perm('access') }, async (req, reply) => {
      const { page = '1', count = String(SEE_ALL_SIZE), deleted: _, ...filters } = req.query as Query;
      const q = { ...parseListQuery(decl, { page: String(page), count: String(count) }, filters), deleted: true };
      return reply.type('application/json; charset=utf-8').send(await repo.listJson(q, actor(req)));
    });
    // the records of some ids (held references' labels), as the lookup by ids reads them
    client('relation', 'GET', '/relation', { config: lookup }, async (req) => {
      const query = req.query as Query;
      const ids = parseRelationIds(query.ids, SEE_ALL_SIZE);
      return repo.lookup(1, ids.length, undefined, actor(req), ids, parseFlag(query.deleted, 'deleted', true));
    });
    // the choices of the declaration's enum fields, for the filters and forms of a client
    const types = Object.entries(decl.fields).flatMap(([field, def]) => (def.type === 'enum' && def.choices ? [{ field, label: fieldLabel(field, def), choices: [...def.choices] }] : []));
    client('types', 'GET', '/types', { config: lookup }, async () => ({ data: types }));

    // the version an update names to be refused once the record changed (contract/record-version.ts)
    const tagged = <T extends Row>(reply: FastifyReply, row: T): T => {
      reply.header('etag', versionTag(recordVersion(row.dateModified as Date | string)));
      return row;
    };

    mount('get', 'GET', '/:id', { config: perm('access'), ...asRead }, async (req, reply) => {
      const row = await repo.get(parseId((req.params as Params).id), undefined, actor(req));
      if (!row) throw new ApiError(404, messages.notFound(decl.labelOne));
      return tagged(reply, row);
    });

    mount('create', 'POST', '/', { config: perm('create'), ...asRead, links: { 201: readBy(`$response.body#/${decl.id}`) } } as RouteShorthandOptions, async (req, reply) => {
      const { value, errors } = validateFields(decl.fields, req.body, 'create');
      if (errors.length) throw new ValidationError(errors);
      return reply.status(201).send(await repo.create(value, actor(req)));
    });

    mount('update', 'PUT', '/:id', { config: perm('update'), ...asRead }, async (req, reply) => {
      const id = parseId((req.params as Params).id);
      const { value, errors, serverSet } = validateFields(decl.fields, req.body, 'update');
      if (errors.length) throw new ValidationError(errors);
      return tagged(reply, await repo.update(id, value, actor(req), { serverSet, ifMatch: req.headers['if-match'] }));
    });

    mount('destroy', 'DELETE', '/:id', { config: perm('delete') }, async (req) => repo.destroy([parseId((req.params as Params).id)], actor(req)));

    mount('archive', 'POST', '/b/archive', { config: perm('archive_and_recover') }, async (req) => repo.setArchived(parseIds(req.body), true, actor(req)));
    mount('recover', 'POST', '/b/recover', { config: perm('archive_and_recover') }, async (req) => repo.setArchived(parseIds(req.body), false, actor(req)));
    mount('bulkDestroy', 'POST', '/b/d', { config: perm('delete') }, async (req) => repo.destroy(parseIds(req.body), actor(req)));

    // the filtered list as a file (docs/import.md)
    app.get<{ Querystring: Record<string, unknown> }>('/' + IMPORT_PATHS.export, { config: perm('access'), schema: exportRouteSchema(decl) }, async (req, reply) => {
      const file = await exportFile(decl, repo, req.query, actor(req));
      return reply
        .type(file.mime)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    });

    if (decl.importable) {
      const importer = new EntityImporter(decl, repo);
      await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1 } });
      app.post<{ Querystring: { preview?: string } }>('/' + IMPORT_PATHS.import, { config: perm('create'), schema: importRouteSchema(decl) }, async (req) => {
        const preview = req.query.preview === 'true' || req.query.preview === '1';
        // the platform's data is written by staff of the platform only (docs/tenancy.md): said before the file is read
        if (decl.scope === 'platform' && req.principal.tenant) throw new ApiError(403, messages.platformData);
        return importer.run(await readUploadedSheet(req, repo.db), actor(req), { preview });
      });
    }
  };
}
