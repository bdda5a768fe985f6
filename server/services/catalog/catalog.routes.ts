// The catalogue's calls beyond the generic pattern (spec, second document, section 7, "Catalogue"):
// previews of brands and information pages on the store host, and the filter chooser's Apply.
// Thin handlers; SQL in catalog.repository.ts, writes through the entity's repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import { CATALOG_PATHS, CATALOG_TEXTS, FILTER_SEGMENTS, SEGMENT_ENTITY, filterFieldPath, heldFilterIds, storePreviewUrl, type FilterSegment, type PreviewKind } from '../../../contract/catalog';
import { entityByName } from '../../../contract/entities';
import { brand } from '../../../contract/entities/catalog/brand';
import { filter } from '../../../contract/entities/catalog/filter';
import { information } from '../../../contract/entities/catalog/information';
import type { EntityDeclaration } from '../../../contract/entity';
import { messages } from '../../../contract/messages';
import { can } from '../../../contract/permissions';
import type { ValidationItem } from '../../../contract/validate';
import { parseId } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { idParams, openObject, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { filterIdsOfGroup, previewStore } from './catalog.repository';

const previewSchema = (decl: EntityDeclaration, where: string): JsonSchema => ({
  tags: [decl.service],
  summary: `${decl.labelOne}: its page on the store host (${where}), to open in a new tab`,
  params: idParams,
  response: responses({ 200: openObject({ url: { type: 'string' } }, ['url']) }),
});

const attachSchema: JsonSchema = {
  tags: [filter.service],
  summary: 'Filter chooser: set the filters of one group held by a customer group, product group or product',
  description: "The target keeps its filters of other groups; those of `filterGroupId` become `filterIds`. 422 when the segment's records hold no filters.",
  body: openObject(
    {
      filter: { type: 'string', enum: [...FILTER_SEGMENTS] },
      targetId: { type: 'integer' },
      filterGroupId: { type: 'integer' },
      filterIds: { type: 'array', items: { type: 'integer' } },
    },
    ['filter', 'targetId', 'filterGroupId', 'filterIds'],
  ),
  response: responses({ 200: { type: 'object', additionalProperties: true } }),
};

interface AttachBody {
  filter: FilterSegment;
  targetId: number;
  filterGroupId: number;
  filterIds: number[];
}

const wholeId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function parseAttach(body: unknown): AttachBody {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: ValidationItem[] = [];
  if (!FILTER_SEGMENTS.includes(b.filter as FilterSegment)) errors.push({ path: 'filter', msg: messages.oneOf(FILTER_SEGMENTS) });
  for (const key of ['targetId', 'filterGroupId'] as const) if (!wholeId(b[key])) errors.push({ path: key, msg: messages.wrongType });
  if (!Array.isArray(b.filterIds) || !b.filterIds.every(wholeId)) errors.push({ path: 'filterIds', msg: messages.sendIds });
  if (errors.length) throw new ValidationError(errors);
  return b as unknown as AttachBody;
}

export function catalogRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const previews: [EntityDeclaration, PreviewKind, string][] = [
      [brand, 'brand', 'brands/{id}'],
      [information, 'information', 'blog/{id}'],
    ];
    for (const [decl, kind, where] of previews) {
      const repo = ctx.repositories.get(decl.name)!;
      app.get<{ Params: { id: string } }>(
        `/${decl.service}/${CATALOG_PATHS.preview(decl.rest, ':id')}`,
        { config: { permission: { path: decl.permission, right: 'access' } }, schema: previewSchema(decl, where) },
        async (req) => {
          const id = parseId(req.params.id);
          const row = await repo.get(id);
          if (!row) throw new ApiError(404, `${decl.labelOne} not found`);
          const store = await previewStore(ctx.db, Array.isArray(row.stores) ? (row.stores as number[]) : []);
          const url = store && storePreviewUrl(store, kind, id);
          if (!url) throw new ValidationError([{ path: 'store', msg: CATALOG_TEXTS.noStoreToPreview }]);
          return { url };
        },
      );
    }

    app.post(`/${filter.service}/${CATALOG_PATHS.attachFilters}`, { config: { permission: { path: filter.permission, right: 'access' } }, schema: attachSchema }, async (req) => {
      const body = parseAttach(req.body);
      const decl = entityByName(SEGMENT_ENTITY[body.filter]);
      const path = decl && filterFieldPath(decl);
      const repo = decl && ctx.repositories.get(decl.name);
      if (!decl || !path || !repo) throw new ValidationError([{ path: 'filter', msg: CATALOG_TEXTS.segmentHoldsNoFilters }]);
      if (!can(req.principal.permissions, 'update', decl.permission)) throw new ApiError(403, 'Forbidden');
      const ofGroup = await filterIdsOfGroup(ctx.db, body.filterGroupId);
      const stray = body.filterIds.findIndex((id) => !ofGroup.includes(id));
      if (stray >= 0) throw new ValidationError([{ path: `filterIds.${stray}`, msg: CATALOG_TEXTS.filterNotInGroup }]);
      const row = await repo.get(body.targetId);
      if (!row || row.deleted) throw new ApiError(404, `${decl.labelOne} not found`);
      // the value at the path, then the path's top field rebuilt around the new list
      const held = heldFilterIds(row, path);
      const next = [...new Set([...held.filter((id) => !ofGroup.includes(id)), ...body.filterIds])];
      const top = path.length === 1 ? next : setIn((row[path[0]] as Record<string, unknown>) ?? {}, path.slice(1), next);
      return repo.update(body.targetId, { [path[0]]: top }, req.principal);
    });
  };
}

const setIn = (obj: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> =>
  path.length === 1 ? { ...obj, [path[0]]: value } : { ...obj, [path[0]]: setIn((obj[path[0]] as Record<string, unknown>) ?? {}, path.slice(1), value) };

