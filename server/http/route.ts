// One declaration per custom route (docs/adding-an-entity.md, "Adding a custom route"): its path
// parameters, query and body in the field vocabulary of the entity declarations, who may call it,
// whose data it serves, and its answers. From that one declaration come the JSON schema of the API
// document, the checks of the input (the specification's texts, 422 [{path, msg}]), the handler's
// types, the permission the auth hook applies and the tenancy of the data it reads.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { fieldLabel, type FieldDef, type FieldType } from '../../contract/fields';
import { messages } from '../../contract/messages';
import { checkField, validateFields, type ValidationItem } from '../../contract/validate';
import { inputFieldSchema } from '../engine/entity-schemas';
import { parseIds, parseQueryValue } from '../engine/list-query';
import { ValidationError } from './errors';
import { errorResponses, idListBody, type JsonSchema } from './schemas';
import type { RoutePermission } from './types';

/**
 * One value of a request, in the entity declarations' field vocabulary, with what a route may add:
 * a rule of its own (`check`: a day that exists, a phone number) and the one text any refusal of the
 * value answers (`message`: the specification's "Invalid phone number" rather than a type's text).
 */
export type RouteField = FieldDef & { check?: (value: never) => boolean; message?: string };

/** Named values of one part of a request (its path parameters, its query or its JSON body). */
export type Shape = Record<string, RouteField>;
/** A shape without fields: a route's default when it declares no params, query or body. */
type NoFields = Record<never, never>;

/**
 * Who may call a route: anyone (`'public'`: webhooks, sign-in), any signed-in user for their own
 * data (`'signed-in'`, said explicitly), or a user holding one of the rights named.
 */
export type Access = 'public' | 'signed-in' | RoutePermission | readonly RoutePermission[];

/**
 * A body the route reads itself, not named fields: a file (multipart, read with `req.file()`), a
 * provider's signed request (checked by its signature before anything is read), or an entity's
 * record in a variant's names (checked against the entity's declaration once mapped).
 */
export type RawBody = { raw: 'file' | 'signed' | 'declaration'; schema?: JsonSchema };

/**
 * The body of the bulk calls: 1 to MAX_PAGE_SIZE ids, sent as a list or as `{ids: [...]}`, read as
 * the entity lists' bulk calls read them (parseIds). The handler receives the ids, repeats removed.
 */
export const ID_LIST = { idList: true } as const;
export type IdListBody = typeof ID_LIST;

/** What a route's body is: named fields, a body it reads itself, or an id list. */
export type BodySpec = Shape | RawBody | IdListBody;
type BodyOf<B extends BodySpec> = B extends IdListBody ? number[] : B extends RawBody ? unknown : B extends Shape ? Values<B> : never;

export interface RouteSpec<P extends Shape, Q extends Shape, B extends BodySpec> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /**
   * Other paths of the same route, as the specification's clients write them (the inventory's
   * `w//p/...`): one handler, one set of rights and checks, each path its own operation in the API document.
   */
  aliases?: readonly string[];
  /** one line for the API document */
  summary: string;
  description?: string;
  tags: string[];
  access: Access;
  /**
   * Whose data the route serves: `'tenant'` (the default) runs it as the caller's business or
   * franchise (docs/tenancy.md); `'platform'` refuses users bound to one (the platform's own figures).
   */
  scope?: 'tenant' | 'platform';
  params?: P;
  query?: Q;
  body?: B;
  /** the answers by status; the error answers (4xx, 422) are added */
  response: Record<number, JsonSchema>;
  /** Fastify options the declaration does not cover (a body limit, a content type parser) */
  options?: Pick<RouteOptions, 'bodyLimit' | 'compress'>;
}

type Scalar<T extends FieldType> = T extends 'integer' | 'number' | 'reference' ? number : T extends 'boolean' ? boolean : T extends 'object' ? Record<string, unknown> : T extends 'list' ? unknown[] : string;
/** The value a field declaration gives a handler, checked and converted. */
export type ValueOf<D extends FieldDef> = D extends { type: 'enum'; choices: readonly (infer C)[] }
  ? C
  : D extends { type: 'list'; of: infer O extends FieldType }
    ? Scalar<O>[]
    : D extends { type: 'list'; fields: infer F extends Shape }
      ? Values<F>[]
      : D extends { type: 'object'; fields: infer F extends Shape }
        ? Values<F>
        : Scalar<D['type']>;
type IsSure<D> = D extends { required: true } ? true : D extends { default: NonNullable<unknown> } ? true : false;
/** The values of a shape: required fields and fields with a default are always there. */
export type Values<S extends Shape> = { [K in keyof S as IsSure<S[K]> extends true ? K : never]: ValueOf<S[K]> } & {
  [K in keyof S as IsSure<S[K]> extends true ? never : K]?: ValueOf<S[K]>;
};

type Part = 'params' | 'querystring' | 'body';
/** The field shape behind each schema this module wrote, for the validator compiler to read. */
const SHAPES = new WeakMap<object, { part: Part; shape: Shape } | { part: 'body'; ids: true }>();

/** Reads a path parameter or a query value (text on the wire) as its field: a value, or a message. */
function readText(name: string, def: RouteField, raw: unknown): { value?: unknown; msg?: string } {
  // one value is read: a repeated key is refused as such, whatever the field's own text
  if (Array.isArray(raw) && def.type !== 'list') return { msg: messages.wrongType };
  const read = readTextAsField(name, def, raw);
  if (read.msg || read.value === undefined || !def.check || (def.check as (v: unknown) => boolean)(read.value)) return read.msg && def.message ? { msg: def.message } : read;
  return { msg: def.message ?? messages.wrongType };
}

function readTextAsField(name: string, def: FieldDef, raw: unknown): { value?: unknown; msg?: string } {
  const many = def.type === 'list';
  if (raw === undefined || raw === '') {
    if (def.default !== undefined) return { value: def.default };
    return def.required ? { msg: messages.required(fieldLabel(name, def)) } : {};
  }
  const value = parseQueryValue(many ? ({ ...def, type: def.of ?? 'string' } as FieldDef) : def, raw, many);
  if (value === undefined) return { msg: messages.wrongType };
  const msg = many ? (value as unknown[]).map((v) => checkField(name, { ...def, type: def.of ?? 'string' } as FieldDef, v, 'update')).find(Boolean) : checkField(name, def, value, 'update');
  // taken as sent: a path or query value with spaces around it is not the value without them
  return msg ? { msg } : { value };
}

/** Checks one part of a request against its shape: the values a handler receives, or the 422 items. */
export function checkPart(part: Part, shape: Shape, input: unknown): { value: Record<string, unknown> } | { error: ValidationError } {
  if (part === 'body') {
    if (input !== null && input !== undefined && (typeof input !== 'object' || Array.isArray(input))) return { error: new ValidationError([{ path: '', msg: messages.wrongType }]) };
    const { value, errors } = validateFields(shape, input ?? {}, 'create');
    const extra = Object.keys((input ?? {}) as object).filter((k) => !(k in shape));
    const items: ValidationItem[] = [...errors, ...extra.map((path) => ({ path, msg: messages.unknownField }))].map((item) => {
      const def = shape[item.path];
      return def?.message ? { ...item, msg: def.message } : item;
    });
    for (const [name, def] of Object.entries(shape)) {
      if (def.check && value[name] !== undefined && value[name] !== null && !items.some((i) => i.path === name) && !(def.check as (v: unknown) => boolean)(value[name])) {
        items.push({ path: name, msg: def.message ?? messages.wrongType });
      }
    }
    return items.length ? { error: new ValidationError(items) } : { value };
  }
  const given = (input ?? {}) as Record<string, unknown>;
  const items: ValidationItem[] = Object.keys(given)
    .filter((k) => !(k in shape))
    .map((path) => ({ path, msg: messages.unknownField }));
  const value: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(shape)) {
    const read = readText(name, def, given[name]);
    if (read.msg) items.push({ path: name, msg: read.msg });
    else if (read.value !== undefined) value[name] = read.value;
  }
  return items.length ? { error: new ValidationError(items) } : { value };
}

/** The JSON schema of a shape, for the API document, remembered with the shape behind it. */
function schemaOf(part: Part, shape: Shape): JsonSchema {
  const required = Object.entries(shape).filter(([, d]) => d.required).map(([n]) => n);
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(Object.entries(shape).map(([n, d]) => [n, inputFieldSchema(n, d)])),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
  SHAPES.set(schema, { part, shape });
  return schema;
}

/**
 * The validator compiler of the API scope: a part declared through defineRoute is checked against
 * its fields; an entity route's schema (generated from its declaration) passes here and is checked by
 * the engine with the same rules (contract/validate.ts), as is a raw body by its own reader.
 */
export function fieldValidatorCompiler({ schema }: { schema: object }) {
  const declared = SHAPES.get(schema);
  if (!declared) return () => true;
  if ('ids' in declared) return checkIdList;
  return (input: unknown) => checkPart(declared.part, declared.shape, input);
}

/** An id list body: the ids, or the 422 item parseIds answers. */
function checkIdList(input: unknown): { value: number[] } | { error: ValidationError } {
  try {
    return { value: parseIds(input) };
  } catch (error) {
    if (error instanceof ValidationError) return { error };
    throw error;
  }
}

const isRaw = (body: unknown): body is RawBody => !!body && typeof (body as RawBody).raw === 'string';
const isIdList = (body: unknown): body is IdListBody => body === ID_LIST;

/** The `config` the auth hook reads (server/auth/auth.hook.ts), from a route's access and scope. */
function configOf(access: Access, scope: 'tenant' | 'platform' | undefined): FastifyContextConfig {
  const config: FastifyContextConfig = { declared: true };
  if (scope === 'platform') config.platformOnly = true;
  if (access === 'public') config.public = true;
  else if (access !== 'signed-in') config.permission = access;
  return config;
}

/**
 * An operation id from the method and path: `GET /call/tickets/:id` is `getCallTicketsId`; a doubled
 * slash is said (`/inventory/w//p` is `InventoryWSlashP`), so it names another operation than the single one.
 */
export const operationIdOf = (method: string, url: string): string =>
  method.toLowerCase() +
  url
    .replace(/\/(?=\/)/g, '/slash')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

type Handler<P extends Shape, Q extends Shape, B extends BodySpec> = (
  req: FastifyRequest<{ Params: Values<P>; Querystring: Values<Q>; Body: BodyOf<B> }>,
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * Registers a route from its one declaration. The handler receives the checked values (numbers as
 * numbers, defaults filled, unknown keys refused with 422), and runs only for a caller with access.
 */
export function defineRoute<const P extends Shape = NoFields, const Q extends Shape = NoFields, const B extends BodySpec = NoFields>(
  app: FastifyInstance,
  spec: RouteSpec<P, Q, B>,
  handler: Handler<P, Q, B>,
): void {
  const schema: FastifySchema & Record<string, unknown> = {
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    operationId: operationIdOf(spec.method, spec.url),
    response: { ...spec.response, ...errorResponses },
  };
  if (spec.params) schema.params = schemaOf('params', spec.params);
  // a route without query values refuses any it is sent, as one with them refuses unknown ones
  schema.querystring = schemaOf('querystring', spec.query ?? {});
  if (isIdList(spec.body)) {
    const body = { ...idListBody };
    SHAPES.set(body, { part: 'body', ids: true });
    schema.body = body;
  } else if (isRaw(spec.body)) {
    if (spec.body.schema) schema.body = spec.body.schema;
    if (spec.body.raw === 'file') schema.consumes = ['multipart/form-data'];
  } else if (spec.body) schema.body = schemaOf('body', spec.body as Shape);
  const config = configOf(spec.access, spec.scope);
  app.route({ method: spec.method, url: spec.url, schema, config, ...spec.options, handler: handler as never });
  for (const url of spec.aliases ?? []) {
    const described = { ...schema, operationId: operationIdOf(spec.method, url), description: [spec.description, `The same call as ${spec.method} ${app.prefix}${spec.url}.`].filter(Boolean).join(' ') };
    app.route({ method: spec.method, url, schema: described, config, ...spec.options, handler: handler as never });
  }
}

/** Whether a route was registered through defineRoute (the test of every route reads it). */
export const isDeclaredRoute = (route: Pick<RouteOptions, 'config'>): boolean => !!(route.config as { declared?: boolean } | undefined)?.declared;

/** Refuses, from now on in this scope, any route not declared through defineRoute or by an entity declaration. */
export function requireDeclaredRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isDeclaredRoute(route)) throw new Error(`${String(route.method)} ${route.url}: declare it with defineRoute (server/http/route.ts)`);
  });
}
