// The catalogue's calls beyond the generic pattern (spec, second document, section 7, "Catalogue"):
// previews of brands and information pages on the store host, and the filter chooser's Apply.
// Thin handlers; SQL in catalog.repository.ts, writes through the entity's repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import { CATALOG_PATHS, CATALOG_TEXTS, FILTER_SEGMENTS, SEGMENT_ENTITY, filterFieldPath, heldFilterIds, storePreviewUrl, type PreviewKind } from '../../../contract/catalog';
import { entityByName } from '../../../contract/entities';
import { brand } from '../../../contract/entities/catalog/brand';
import { filter } from '../../../contract/entities/catalog/filter';
import { information } from '../../../contract/entities/catalog/information';
import type { EntityDeclaration } from '../../../contract/entity';
import { messages } from '../../../contract/messages';
import { can } from '../../../contract/permissions';
import { entityRecordSchema } from '../../engine/entity-schemas';
import { ApiError, ValidationError } from '../../http/errors';
import { closedObject } from '../../http/schemas';
import { defineRoute } from '../../http/route';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { filterIdsOfGroup, previewStore } from './catalog.repository';

const previewAnswer = closedObject({ url: { type: 'string' } }, ['url']);

/** The filter chooser's Apply: the filters of one group a customer group, product group or product holds. */
const attachBody = {
  filter: { type: 'enum', choices: FILTER_SEGMENTS, required: true },
  targetId: { type: 'reference', required: true, message: messages.wrongType },
  filterGroupId: { type: 'reference', required: true, message: messages.wrongType },
  // an empty list takes every filter of the group off the target
  filterIds: { type: 'list', of: 'reference', default: [], message: messages.sendIds },
} as const;

export function catalogRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const previews: [EntityDeclaration, PreviewKind, string][] = [
      [brand, 'brand', 'brands/{id}'],
      [information, 'information', 'blog/{id}'],
    ];
    for (const [decl, kind, where] of previews) {
      const repo = ctx.repositories.get(decl.name)!;
      defineRoute(
        app,
        {
          method: 'GET',
          url: `/${decl.service}/${CATALOG_PATHS.preview(decl.rest, ':id')}`,
          tags: [decl.service],
          summary: `${decl.labelOne}: its page on the store host (${where}), to open in a new tab`,
          access: { path: decl.permission, right: 'access' },
          params: { id: { type: 'reference', required: true } },
          response: { 200: previewAnswer },
        },
        async (req) => {
          const id = req.params.id;
          const row = await repo.get(id);
          if (!row) throw new ApiError(404, messages.notFound(decl.labelOne));
          const store = await previewStore(ctx.db, Array.isArray(row.stores) ? (row.stores as number[]) : []);
          const url = store && storePreviewUrl(store, kind, id);
          if (!url) throw new ValidationError([{ path: 'store', msg: CATALOG_TEXTS.noStoreToPreview }]);
          return { url };
        },
      );
    }

    defineRoute(
      app,
      {
        method: 'POST',
        url: `/${filter.service}/${CATALOG_PATHS.attachFilters}`,
        tags: [filter.service],
        summary: 'Filter chooser: set the filters of one group held by a customer group, product group or product',
        description: "The target keeps its filters of other groups; those of `filterGroupId` become `filterIds`. 422 when the segment's records hold no filters.",
        access: { path: filter.permission, right: 'access' },
        body: attachBody,
        // the target's record as saved: a customer group's, a product group's or a product's
        response: { 200: { anyOf: FILTER_SEGMENTS.map((segment) => entityRecordSchema(entityByName(SEGMENT_ENTITY[segment])!)) } },
      },
      async (req) => {
        const body = req.body;
        const decl = entityByName(SEGMENT_ENTITY[body.filter]);
        const path = decl && filterFieldPath(decl);
        const repo = decl && ctx.repositories.get(decl.name);
        if (!decl || !path || !repo) throw new ValidationError([{ path: 'filter', msg: CATALOG_TEXTS.segmentHoldsNoFilters }]);
        if (!can(req.principal.permissions, 'update', decl.permission)) throw new ApiError(403, 'Forbidden');
        const ofGroup = await filterIdsOfGroup(ctx.db, body.filterGroupId);
        const stray = body.filterIds.findIndex((id) => !ofGroup.includes(id));
        if (stray >= 0) throw new ValidationError([{ path: `filterIds.${stray}`, msg: CATALOG_TEXTS.filterNotInGroup }]);
        const row = await repo.get(body.targetId);
        if (!row || row.deleted) throw new ApiError(404, messages.notFound(decl.labelOne));
        // the value at the path, then the path's top field rebuilt around the new list
        const held = heldFilterIds(row, path);
        const next = [...new Set([...held.filter((id) => !ofGroup.includes(id)), ...body.filterIds])];
        const top = path.length === 1 ? next : setIn((row[path[0]] as Record<string, unknown>) ?? {}, path.slice(1), next);
        return repo.update(body.targetId, { [path[0]]: top }, req.principal);
      },
    );
  };
}

const setIn = (obj: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> =>
  path.length === 1 ? { ...obj, [path[0]]: value } : { ...obj, [path[0]]: setIn((obj[path[0]] as Record<string, unknown>) ?? {}, path.slice(1), value) };

