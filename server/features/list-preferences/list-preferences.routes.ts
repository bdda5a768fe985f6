import type { FastifyInstance } from 'fastify';
import { entityByName } from '../../../contract/entities';
import type { EntityDeclaration } from '../../../contract/entity';
import { LIST_PREFERENCE_PATHS, LIST_VIEW_LIMITS, listPreferenceErrors, listViewTexts, type ListPreferences } from '../../../contract/list-views';
import { can } from '../../../contract/permissions';
import type { Principal } from '../../auth/principals';
import type { Db } from '../../db/database';
import { ValidationError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject, type JsonSchema } from '../../http/schemas';
import { loadListPreferences, saveListPreferences } from './list-preferences.repository';

const plain: JsonSchema = { type: ['string', 'number', 'boolean', 'null'] };
const sortSchema = closedObject({ field: { type: 'string' }, order: { type: 'string', enum: ['ASC', 'DESC'] } }, ['field', 'order']);
const preferencesSchema = closedObject(
  {
    views: {
      type: 'array',
      items: closedObject(
        {
          name: { type: 'string' },
          filter: { type: 'object', description: "the list's filter values by filter name", additionalProperties: { anyOf: [plain, { type: 'array', items: plain }] } },
          sort: sortSchema,
        },
        ['name', 'filter'],
      ),
    },
    columns: { type: ['array', 'null'], items: { type: 'string' }, description: "the columns shown, in the list's order; null: every column" },
  },
  ['views', 'columns'],
);

const params = { entity: { type: 'string', required: true, maxLength: 100, help: 'the entity whose list it is, e.g. language' } } as const;
const body = {
  views: {
    type: 'list',
    fields: {
      name: { type: 'string', required: true, minLength: LIST_VIEW_LIMITS.nameMin, maxLength: LIST_VIEW_LIMITS.nameMax },
      filter: { type: 'object', required: true },
      sort: {
        type: 'object',
        fields: { field: { type: 'string', required: true, maxLength: 100 }, order: { type: 'enum', choices: ['ASC', 'DESC'], required: true } },
      },
    },
  },
  columns: { type: 'list', of: 'string' },
} as const;

/** The declaration of a list the caller may open (the list route's own right), or the 422 saying why not. */
function listOf(principal: Principal, entity: string): EntityDeclaration {
  const decl = entityByName(entity);
  if (!decl) throw new ValidationError([{ path: 'entity', msg: listViewTexts.unknownList }]);
  if (!can(principal.permissions, 'access', decl.permission)) throw new ValidationError([{ path: 'entity', msg: listViewTexts.listNotAllowed }]);
  return decl;
}

const tags = ['user'];

/** The signed-in user's own preferences of one list (saved views, columns shown): no user id in the path. */
export function listPreferenceRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    const url = '/' + LIST_PREFERENCE_PATHS.route;
    defineRoute(
      app,
      { method: 'GET', url, tags, summary: 'My saved views and columns of a list', access: 'signed-in', params, response: { 200: preferencesSchema } },
      async (req) => loadListPreferences(db, req.principal.userId, listOf(req.principal, req.params.entity).name),
    );

    defineRoute(
      app,
      {
        method: 'PUT',
        url,
        tags,
        summary: 'Save my views and columns of a list',
        description: `Replaces them: at most ${LIST_VIEW_LIMITS.views} views of distinct names, each with filters and a sort the list has; columns among the list's fields and id (null or empty: every column).`,
        access: 'signed-in',
        params,
        body,
        response: { 200: preferencesSchema },
      },
      async (req) => {
        const decl = listOf(req.principal, req.params.entity);
        const columns = req.body.columns ?? [];
        const preferences: ListPreferences = {
          views: (req.body.views ?? []).map(({ name, filter, sort }) => ({ name, filter, ...(sort ? { sort } : {}) })),
          columns: columns.length ? columns : null,
        };
        const errors = listPreferenceErrors(decl, preferences);
        if (errors.length) throw new ValidationError(errors);
        await saveListPreferences(db, req.principal.userId, decl.name, preferences);
        return preferences;
      },
    );
  };
}
