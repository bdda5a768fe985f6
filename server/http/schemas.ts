// JSON schemas shared by every route: error bodies, page parameters, id lists. They document the
// API (OpenAPI) and serialize responses; requests are checked by the product's own validators
// (contract/validate.ts) through the fields a route declares (server/http/route.ts).
import { MAX_PAGE_SIZE } from '../../contract/pager';

export type JsonSchema = Record<string, unknown>;

/** 422: one item per failing field, texts from contract/messages.ts; an import's items name the file's row and column. */
export const validationErrorsSchema: JsonSchema = {
  description: 'One item per failing field',
  type: 'array',
  items: {
    type: 'object',
    properties: {
      path: { type: 'string' },
      msg: { type: 'string' },
      row: { type: 'integer', description: "an import's file row" },
      column: { type: 'string', description: "an import's file column" },
    },
    required: ['path', 'msg'],
    additionalProperties: false,
  },
};

/** Any other error the client may see: `{message, errmsg}` (server/http/errors.ts). */
export const apiErrorSchema: JsonSchema = {
  description: 'The refusal, in words',
  type: 'object',
  properties: { message: { type: 'string' }, errmsg: { type: 'string', description: 'the same text' } },
  required: ['message', 'errmsg'],
  additionalProperties: false,
};

/** 409 of an update based on a version someone changed since (StaleRecordError, contract/record-version.ts). */
export const staleRecordSchema: JsonSchema = {
  description: 'The record changed since the version the update names in If-Match: who changed it and when',
  type: 'object',
  properties: {
    message: { type: 'string' },
    errmsg: { type: 'string', description: 'the same text' },
    changedBy: { type: ['string', 'null'], description: "the name of who changed it; null when the caller's audit log does not hold the change" },
    changedAt: { type: 'string', format: 'date-time', description: "the record's current version" },
  },
  required: ['message', 'errmsg', 'changedBy', 'changedAt'],
  additionalProperties: false,
};

/** Error responses every route may give, beside its success responses. */
export const errorResponses = { '4xx': apiErrorSchema, 422: validationErrorsSchema } as const;

/** `{success}` answers, with the error responses. */
export const responses = (success: Record<number, JsonSchema>): Record<string, JsonSchema> => ({ ...success, ...errorResponses });

/** An object holding exactly the listed properties: the API document says no other comes. */
export const closedObject = (properties: Record<string, JsonSchema>, required?: string[]): JsonSchema => ({
  type: 'object',
  properties,
  ...(required?.length ? { required } : {}),
  additionalProperties: false,
});

/** A whole number or null, a text or null (a column that may be empty). */
export const nullableInt: JsonSchema = { type: ['integer', 'null'] };
export const nullableText: JsonSchema = { type: ['string', 'null'] };
/** An object (or any schema) that may be null. */
export const orNull = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** Schemas named in the API document (`#/components/schemas/<name>`), by identity. */
const COMPONENTS = new WeakMap<object, string>();

/** Names a schema for the API document: every answer holding this very object refers to the one component. */
export function component(name: string, schema: JsonSchema): JsonSchema {
  COMPONENTS.set(schema, name);
  return schema;
}

/** The component name of a schema given to `component`, if it was. */
export const componentName = (schema: object): string | undefined => COMPONENTS.get(schema);

export const idParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
};

export const pageParams: JsonSchema = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1 }, count: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE } },
  required: ['page', 'count'],
};

/** A file's own bytes (a Buffer or a stream: sent as they are, never serialized). */
export const fileBytes: JsonSchema = { type: 'string', format: 'binary', description: "the file's bytes" };

/** A page of rows: `{data, count}` with count the total over every page. */
export const pageOf = (row: JsonSchema): JsonSchema => closedObject({ data: { type: 'array', items: row }, count: { type: 'integer' } });

/** A page that holds its rows and its total only (the generic lists, written by the database). */
export const closedPageOf = (row: JsonSchema): JsonSchema =>
  closedObject({ data: { type: 'array', items: row }, count: { type: 'integer', description: 'rows over every page' } }, ['data', 'count']);

/** The body of the bulk calls: an id list, or `{ids: [...]}`. */
export const idListBody: JsonSchema = {
  description: `A list of 1 to ${MAX_PAGE_SIZE} ids, or {ids: [...]}`,
  anyOf: [
    { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: MAX_PAGE_SIZE },
    closedObject({ ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: MAX_PAGE_SIZE } }, ['ids']),
  ],
};

/** The ids a bulk call changed. */
export const idListResult: JsonSchema = closedObject({ ids: { type: 'array', items: { type: 'integer' } } }, ['ids']);
