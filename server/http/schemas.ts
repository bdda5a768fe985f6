// JSON schemas shared by every route: error bodies, page parameters, id lists. They document the
// API (OpenAPI) and serialize responses; requests are checked by the product's own validators
// (contract/validate.ts) through the fields a route declares (server/http/route.ts).
import { MAX_PAGE_SIZE } from '../../contract/pager';

export type JsonSchema = Record<string, unknown>;

/** 422: one item per failing field, texts from contract/messages.ts. */
export const validationErrorsSchema: JsonSchema = {
  description: 'One item per failing field',
  type: 'array',
  items: {
    type: 'object',
    properties: { path: { type: 'string' }, msg: { type: 'string' } },
    required: ['path', 'msg'],
    additionalProperties: true,
  },
};

/** Any other error the client may see: `{message, errmsg}`. */
export const apiErrorSchema: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, errmsg: { type: 'string' } },
  additionalProperties: true,
};

/** Error responses every route may give, beside its success responses. */
export const errorResponses = { '4xx': apiErrorSchema, 422: validationErrorsSchema } as const;

/** `{success}` answers, with the error responses. */
export const responses = (success: Record<number, JsonSchema>): Record<string, JsonSchema> => ({ ...success, ...errorResponses });

/** An object whose listed properties are documented and which keeps any other property it has. */
export const openObject = (properties: Record<string, JsonSchema>, required?: string[]): JsonSchema => ({
  type: 'object',
  properties,
  ...(required?.length ? { required } : {}),
  additionalProperties: true,
});

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

/** A page of rows: `{data, count}` with count the total over every page. */
export const pageOf = (row: JsonSchema): JsonSchema => openObject({ data: { type: 'array', items: row }, count: { type: 'integer' } });

/** The body of the bulk calls: an id list, or `{ids: [...]}`. */
export const idListBody: JsonSchema = {
  description: `A list of 1 to ${MAX_PAGE_SIZE} ids, or {ids: [...]}`,
  anyOf: [
    { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: MAX_PAGE_SIZE },
    openObject({ ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: MAX_PAGE_SIZE } }, ['ids']),
  ],
};

export const idListResult: JsonSchema = openObject({ ids: { type: 'array', items: { type: 'integer' } } });
