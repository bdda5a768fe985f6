import type { FastifyInstance } from 'fastify';
import { entities } from '../../../contract/entities';
import { can } from '../../../contract/permissions';
import { SEARCH_ENTITIES, SEARCH_LIMITS, SEARCH_PATH, searchTerms, searchTextProblem } from '../../../contract/search';
import type { Db } from '../../db/database';
import { ValidationError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject } from '../../http/schemas';
import '../../http/types';
import { search } from './search.repository';

const item = closedObject({ id: { type: 'integer' }, title: { type: 'string' }, subtitle: { type: 'string' } }, ['id', 'title']);
const group = closedObject(
  {
    entity: { type: 'string', enum: [...SEARCH_ENTITIES] },
    total: { type: 'integer', description: `matches, when at most ${SEARCH_LIMITS.countCap}; left out above` },
    items: { type: 'array', items: item },
  },
  ['entity', 'items'],
);

/**
 * The console's search box (docs/search.md): records of every group the caller may list (the
 * access right the group's list needs), of the caller's business or franchise only.
 */
export function searchRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/${SEARCH_PATH}`,
        tags: ['search'],
        summary: 'Records of every kind the caller may list, by name, telephone or number (the search box)',
        description: `A group per kind of record the caller may list (${SEARCH_ENTITIES.join(', ')}), in that order, with matches only.`,
        access: 'signed-in',
        query: {
          q: { type: 'string', required: true, label: 'Search', help: `the text searched: ${SEARCH_LIMITS.minLength} to ${SEARCH_LIMITS.maxLength} characters once trimmed` },
          limit: { type: 'integer', min: 1, max: SEARCH_LIMITS.maxItems, default: SEARCH_LIMITS.items, help: 'records per group' },
        },
        response: { 200: closedObject({ groups: { type: 'array', items: group } }, ['groups']) },
      },
      async (req) => {
        const problem = searchTextProblem(req.query.q);
        if (problem) throw new ValidationError([{ path: 'q', msg: problem }]);
        // the right the engine's list of each entity needs (its generic list, the orders' own)
        const groups = SEARCH_ENTITIES.filter((name) => can(req.principal.permissions, 'access', entities[name].permission));
        return { groups: await search(db, groups, searchTerms(req.query.q), req.query.limit) };
      },
    );
  };
}
