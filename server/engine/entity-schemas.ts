// Route schemas of the generic entity pattern, generated from a declaration's fields: they feed the
// OpenAPI document and the serialization of responses. Input is still checked by contract/validate.ts
// (its texts and the 422 shape), so the input schemas here only describe it.
import type { EntityDeclaration, GenericRoute } from '../../contract/entity';
import { MAX_PAGE_SIZE } from '../../contract/pager';
import { lookupFields, SEE_ALL_SIZE } from '../../contract/lookups';
import { entityByName } from '../../contract/entities';
import { fieldLabel, type FieldDef, type FieldType } from '../../contract/fields';
import { apiErrorSchema, closedObject, closedPageOf, component, idListBody, idListResult, idParams, pageParams, responses, staleRecordSchema, type JsonSchema } from '../http/schemas';
import { isSortable } from '../../contract/list-rules';

const JSON_TYPES: Record<FieldType, string> = {
  string: 'string',
  text: 'string',
  email: 'string',
  password: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  datetime: 'string',
  enum: 'string',
  reference: 'integer',
  object: 'object',
  list: 'array',
};

/** The schema of one field as a client sends it: type, limits, choices, nested fields. */
export function inputFieldSchema(name: string, def: FieldDef): JsonSchema {
  const s: JsonSchema = { type: JSON_TYPES[def.type], title: fieldLabel(name, def) };
  if (def.help) s.description = def.help;
  if (def.type === 'email') s.format = 'email';
  if (def.type === 'datetime') s.format = 'date-time';
  if (def.type === 'password') s.format = 'password';
  if (def.type === 'reference') s.minimum = 1;
  if (def.choices) s.enum = [...def.choices];
  if (def.minLength !== undefined && JSON_TYPES[def.type] === 'string') s.minLength = def.minLength;
  if (def.maxLength !== undefined && JSON_TYPES[def.type] === 'string') s.maxLength = def.maxLength;
  if (def.min !== undefined) s.minimum = def.min;
  if (def.max !== undefined) s.maximum = def.max;
  if (def.default !== undefined) s.default = def.default;
  if (def.writeOnly) s.writeOnly = true;
  if (def.type === 'object') {
    const shape = def.fields ? objectOf(def.fields, 'create') : { type: 'object' };
    if (def.keys) Object.assign(s, { properties: Object.fromEntries(def.keys.map((k) => [k, shape])) });
    else if (def.fields) Object.assign(s, shape);
  }
  if (def.type === 'list') s.items = def.fields ? objectOf(def.fields, 'create') : def.of ? { type: JSON_TYPES[def.of] } : {};
  return s;
}

function objectOf(fields: Record<string, FieldDef>, mode: 'create' | 'update'): JsonSchema {
  const writable = Object.entries(fields).filter(([, def]) => !def.readOnly);
  const required = mode === 'create' ? writable.filter(([, d]) => d.required || d.requiredOnCreate).map(([n]) => n) : [];
  return {
    type: 'object',
    properties: Object.fromEntries(writable.map(([n, d]) => [n, inputFieldSchema(n, d)])),
    ...(required.length ? { required } : {}),
    description: 'Unknown fields are dropped; a field set by the server only is refused (422 naming it).',
  };
}

/** The body of a create (required fields listed) or an update (every field optional). */
export const entityBodySchema = (decl: EntityDeclaration, mode: 'create' | 'update'): JsonSchema => objectOf(decl.fields, mode);

/**
 * The schema of a field as the API returns it. Any field may be null (an optional column), and
 * nested values are passed through whole: serialization must never reshape stored data.
 */
function outputFieldSchema(name: string, def: FieldDef): JsonSchema {
  const type = JSON_TYPES[def.type];
  const s: JsonSchema = { type: [type, 'null'], title: fieldLabel(name, def) };
  if (def.type === 'datetime') s.format = 'date-time';
  if (def.choices) s.description = `One of: ${def.choices.join(', ')}`;
  if (type === 'object') s.additionalProperties = true;
  if (type === 'array') s.items = {};
  return s;
}

/** The API document's name of an entity's record: `productGroup` is `ProductGroup`. */
export const recordComponentName = (decl: EntityDeclaration): string => decl.name[0].toUpperCase() + decl.name.slice(1);

const records = new WeakMap<EntityDeclaration, JsonSchema>();

/**
 * A record as the generic routes return it: the id field, the lifecycle columns, every field that
 * is not write-only (those the server sets included), and each reference's representation under its
 * `as` name (what EntityRepository selects), every one of them always there (null when not set) and
 * nothing else. One schema per declaration, named in the API document as `recordComponentName`.
 */
export function entityRecordSchema(decl: EntityDeclaration): JsonSchema {
  const known = records.get(decl);
  if (known) return known;
  const properties: Record<string, JsonSchema> = {
    [decl.id]: { type: 'integer', description: 'the record\'s id' },
    deleted: { type: 'boolean', description: 'archived' },
    dateAdded: { type: 'string', format: 'date-time' },
    dateModified: { type: 'string', format: 'date-time' },
  };
  for (const [name, def] of Object.entries(decl.fields)) {
    if (def.writeOnly) continue;
    properties[name] = outputFieldSchema(name, def);
    if (def.type === 'reference' && def.as && def.reference) {
      const target = entityByName(def.reference);
      const rep = target?.fields[target.recordRepresentation];
      properties[def.as] = { ...(rep ? outputFieldSchema(target!.recordRepresentation, rep) : { type: ['string', 'null'] }), title: fieldLabel(name, def) };
    }
  }
  const schema = component(recordComponentName(decl), { ...closedObject(properties, Object.keys(properties)), title: decl.labelOne });
  records.set(decl, schema);
  return schema;
}

/** A see-all lookup row: the id and the fields a picker shows (contract/lookups.ts). */
export function entityLookupSchema(decl: EntityDeclaration): JsonSchema {
  const rep = decl.recordRepresentation;
  const properties: Record<string, JsonSchema> = { [decl.id]: { type: 'integer' } };
  for (const f of lookupFields(decl)) {
    const def = decl.fields[f];
    if (def) properties[f] = outputFieldSchema(f, def);
  }
  if (!decl.fields[rep]) properties[rep] = { type: ['string', 'null'] };
  return closedObject(properties, Object.keys(properties));
}

/** The list's query: `deleted`, `sort`, `order` and the declared filters. */
export function entityListQuerySchema(decl: EntityDeclaration): JsonSchema {
  const sortable = [decl.id, 'dateAdded', ...Object.keys(decl.fields)].filter((field) => isSortable(decl, field));
  const properties: Record<string, JsonSchema> = {
    deleted: { type: 'boolean', description: 'true: the archived rows' },
    sort: { type: 'string', enum: sortable },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
  };
  for (const [key, filter] of Object.entries(decl.filters)) {
    const field = filter.field ?? key;
    const declared: FieldDef | undefined = field === decl.id ? { type: 'reference' } : decl.fields[field];
    const def: FieldDef | undefined = filter.op === 'overlaps' && declared?.type === 'list' ? { type: declared.of ?? 'reference' } : declared;
    const one: JsonSchema = { type: def ? JSON_TYPES[def.type] : 'string', ...(def?.type === 'datetime' ? { format: 'date-time' } : {}) };
    if (def?.choices) one.enum = [...def.choices];
    const described = { description: `${filter.label ?? fieldLabel(field, def ?? { type: 'string' })}: ${filter.op}` };
    properties[key] = filter.op === 'in' || filter.op === 'overlaps' ? { ...described, anyOf: [{ type: 'array', items: one }, { type: 'string', description: 'comma separated' }] } : { ...described, ...one };
  }
  return { type: 'object', properties, additionalProperties: false };
}

/**
 * The schema of each route of the generic pattern, and of the generic resource client's own calls
 * (spec, second document, section 7, "Generic resource client adds"): a list whose filters come in
 * a body, the archived rows, the records of some ids, the choices of the enum fields.
 */
export interface EntityRouteSchemas extends Record<GenericRoute, JsonSchema> {
  listByBody: JsonSchema;
  removed: JsonSchema;
  relation: JsonSchema;
  types: JsonSchema;
}

/** The query of `removed`: the list's own, without `deleted` (always the archived rows), with the page and its size. */
function removedQuerySchema(decl: EntityDeclaration): JsonSchema {
  const list = entityListQuerySchema(decl);
  const { deleted: _, ...properties } = list.properties as Record<string, JsonSchema>;
  return {
    ...list,
    properties: {
      ...properties,
      page: { type: 'integer', minimum: 1, default: 1 },
      count: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: SEE_ALL_SIZE },
    },
  };
}

/** The counts a list adds when asked (`showStatistics=true`): every choice of the declaration's `listStatistics` field, and the total. */
function listStatisticsSchema(decl: EntityDeclaration): JsonSchema | undefined {
  const choices = decl.listStatistics ? decl.fields[decl.listStatistics]?.choices : undefined;
  if (!choices) return undefined;
  const names = ['total', ...choices];
  return closedObject(Object.fromEntries(names.map((n) => [n, { type: 'integer' }])), names);
}

/** The precondition of an update (contract/record-version.ts); without it the update applies to whatever is stored. */
const ifMatchHeader: JsonSchema = {
  type: 'object',
  properties: {
    'if-match': { type: 'string', description: "The record's ETag as read (GET): the update is refused (409, who changed it and when) if it changed since." },
  },
};

/** The operation id of a generic route in the API document: `productGroupList`, `productGroupGet`... */
export const entityOperationId = (decl: EntityDeclaration, route: keyof EntityRouteSchemas | 'export' | 'import' | 'listA' | 'all' | 'recoverPatch'): string => decl.name + route[0].toUpperCase() + route.slice(1);

/** The schema of each generic route of a declaration (server/engine/entity.routes.ts). */
export function entityRouteSchemas(decl: EntityDeclaration): EntityRouteSchemas {
  const record = entityRecordSchema(decl);
  const lookupPage = closedPageOf(entityLookupSchema(decl));
  const tags = [decl.name];
  const id = (route: keyof EntityRouteSchemas) => ({ tags, operationId: entityOperationId(decl, route) });
  const search = (...keys: string[]) => ({ type: 'object', properties: Object.fromEntries(keys.map((k) => [k, { type: 'string' }])) });
  const bulk = (route: keyof EntityRouteSchemas, summary: string): JsonSchema => ({ ...id(route), summary, body: idListBody, response: responses({ 200: idListResult }) });
  const statistics = listStatisticsSchema(decl);
  const listQuery = entityListQuerySchema(decl);
  const page = closedPageOf(record);
  // a list asked for its statistics (showStatistics=true) adds them beside the page
  const listAnswer = statistics ? { ...page, properties: { ...(page.properties as object), statistics: { ...statistics, description: 'with showStatistics=true' } } } : page;
  const listQueryWith = statistics ? { ...listQuery, properties: { ...(listQuery.properties as object), showStatistics: { type: 'boolean', description: `true: the counts by ${decl.listStatistics} beside the page` } } } : listQuery;
  const typeChoice = closedObject({ field: { type: 'string' }, label: { type: 'string' }, choices: { type: 'array', items: { type: 'string' } } }, ['field', 'label', 'choices']);
  return {
    listByBody: {
      ...id('listByBody'),
      summary: `${decl.label}: paged list, its filters in the body`,
      description: 'The paged list (GET {page}/{count}) with its filters, sort, order and deleted sent as a JSON object, beside any given in the query.',
      params: pageParams,
      querystring: listQueryWith,
      body: listQueryWith,
      response: responses({ 200: listAnswer }),
    },
    removed: {
      ...id('removed'),
      summary: `${decl.label}: the archived records (first ${SEE_ALL_SIZE} unless paged)`,
      querystring: removedQuerySchema(decl),
      response: responses({ 200: page }),
    },
    relation: {
      ...id('relation'),
      summary: `${decl.label}: the records of some ids, for the labels of held references`,
      description: 'ids: [1,2] or 1,2 (or repeated). Archived records are included (the client sends `deleted`) unless deleted=false.',
      querystring: { type: 'object', properties: { ids: { type: 'string', description: 'the ids: [1,2] or 1,2', example: '[1,2]' }, deleted: { type: 'string', description: 'empty or true: archived ones too (the default); false: live ones only' } }, required: ['ids'] },
      response: responses({ 200: lookupPage }),
    },
    types: {
      ...id('types'),
      summary: `${decl.label}: the choices of each field that takes one of a list of values`,
      response: responses({ 200: closedObject({ data: { type: 'array', items: typeChoice } }, ['data']) }),
    },
    lookupAll: { ...id('lookupAll'), summary: `${decl.label}: see-all lookup (first ${SEE_ALL_SIZE})`, querystring: search('name'), response: responses({ 200: lookupPage }) },
    lookupPage: { ...id('lookupPage'), summary: `${decl.label}: see-all lookup, paged`, params: pageParams, querystring: { ...search('name', 'q'), properties: { ...search('name', 'q').properties, ids: { type: 'string', description: 'comma-separated ids: those records (archived ones too), for the labels of held references' } } }, response: responses({ 200: lookupPage }) },
    list: { ...id('list'), summary: `${decl.label}: paged list`, params: pageParams, querystring: listQueryWith, response: responses({ 200: listAnswer }) },
    get: {
      ...id('get'),
      summary: `${decl.labelOne}: one record`,
      description: "Its version (ETag header): an update sending it back in If-Match is refused (409) once the record changed.",
      params: idParams,
      response: responses({ 200: record }),
    },
    create: { ...id('create'), summary: `${decl.labelOne}: create`, body: entityBodySchema(decl, 'create'), response: responses({ 201: record }) },
    update: {
      ...id('update'),
      summary: `${decl.labelOne}: update`,
      params: idParams,
      headers: ifMatchHeader,
      body: entityBodySchema(decl, 'update'),
      // a stale version (If-Match), or a refusal of the declaration's rules
      response: responses({ 200: record, 409: { anyOf: [staleRecordSchema, apiErrorSchema] } }),
    },
    destroy: { ...id('destroy'), summary: `${decl.labelOne}: destroy (archived only)`, params: idParams, response: responses({ 200: idListResult }) },
    archive: bulk('archive', `${decl.label}: archive`),
    recover: bulk('recover', `${decl.label}: recover`),
    bulkDestroy: bulk('bulkDestroy', `${decl.label}: destroy (archived only)`),
  };
}
