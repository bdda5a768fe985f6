import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntityDeclaration } from '../../contract/entity';
import { LOOKUP_RIGHTS, lookupPermissions } from '../../contract/lookups';
import type { Right } from '../../contract/permissions';
import { validateFields } from '../../contract/validate';
import { messages } from '../../contract/messages';
import { ApiError, ValidationError } from '../http/errors';
import '../http/types';
import type { EntityRepository, Row } from './entity.repository';
import { recordVersion, versionTag } from '../../contract/record-version';
import { entityOperationId, entityRouteSchemas } from './entity-schemas';
import { exportFile, exportRouteSchema } from './entity-export';
import { EntityImporter, importRouteSchema, readUploadedSheet } from './entity-import';
import { IMPORT_LIMITS, IMPORT_PATHS } from '../../contract/import';
import { parseId, parseIds, parseListQuery, parseLookupIds, parsePage, parseSearch } from './list-query';

type Params = { id?: string; page?: string; count?: string };

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

  return async function routes(app: FastifyInstance) {
    // see-all lookups: id and representation for pickers in this entity's screens and in the forms using it
    app.get<{ Querystring: { name?: string } }>('/r', { config: lookup, schema: schema.lookupAll }, async (req) => repo.lookup(1, 1000, parseSearch(req.query, 'name'), actor(req)));
    app.get<{ Params: Params; Querystring: { name?: string; q?: string; ids?: string } }>('/r/:page/:count', { config: lookup, schema: schema.lookupPage }, async (req) => {
      const { page, count, errors } = parsePage(req.params);
      const ids = parseLookupIds(req.query.ids, count);
      if (errors.length || ids.errors.length) throw new ValidationError([...errors, ...ids.errors]);
      return repo.lookup(page, count, parseSearch(req.query, 'name', 'q'), actor(req), ids.ids);
    });

    // the database writes the page's JSON: sent as it comes
    app.get<{ Params: Params; Querystring: Record<string, unknown> }>('/:page/:count', { config: perm('access'), schema: schema.list, links: { 200: readBy(`$response.body#/data/0/${decl.id}`) } }, async (req, reply) =>
      reply.type('application/json; charset=utf-8').send(await repo.listJson(parseListQuery(decl, req.params, req.query), actor(req))),
    );

    // the version an update names to be refused once the record changed (contract/record-version.ts)
    const tagged = <T extends Row>(reply: FastifyReply, row: T): T => {
      reply.header('etag', versionTag(recordVersion(row.dateModified as Date | string)));
      return row;
    };

    app.get<{ Params: Params }>('/:id', { config: perm('access'), schema: schema.get, ...asRead }, async (req, reply) => {
      const row = await repo.get(parseId(req.params.id), undefined, actor(req));
      if (!row) throw new ApiError(404, messages.notFound(decl.labelOne));
      return tagged(reply, row);
    });

    app.post('/', { config: perm('create'), schema: schema.create, ...asRead, links: { 201: readBy(`$response.body#/${decl.id}`) } }, async (req, reply) => {
      const { value, errors } = validateFields(decl.fields, req.body, 'create');
      if (errors.length) throw new ValidationError(errors);
      return reply.status(201).send(await repo.create(value, actor(req)));
    });

    app.put<{ Params: Params }>('/:id', { config: perm('update'), schema: schema.update, ...asRead }, async (req, reply) => {
      const id = parseId(req.params.id);
      const { value, errors, serverSet } = validateFields(decl.fields, req.body, 'update');
      if (errors.length) throw new ValidationError(errors);
      return tagged(reply, await repo.update(id, value, actor(req), { serverSet, ifMatch: req.headers['if-match'] }));
    });

    app.delete<{ Params: Params }>('/:id', { config: perm('delete'), schema: schema.destroy }, async (req) =>
      repo.destroy([parseId(req.params.id)], actor(req)),
    );

    app.post('/b/archive', { config: perm('archive_and_recover'), schema: schema.archive }, async (req) =>
      repo.setArchived(parseIds(req.body), true, actor(req)),
    );
    app.post('/b/recover', { config: perm('archive_and_recover'), schema: schema.recover }, async (req) =>
      repo.setArchived(parseIds(req.body), false, actor(req)),
    );
    app.post('/b/d', { config: perm('delete'), schema: schema.bulkDestroy }, async (req) => repo.destroy(parseIds(req.body), actor(req)));

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
