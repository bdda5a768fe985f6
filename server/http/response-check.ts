// The answers' check (CHECK_RESPONSES=1; on in the API tests and the browser tests): every JSON answer
// of the API scope is validated against the schema its route declares for the answer's status, before
// it is serialized. The serializer drops a property a closed schema does not declare, so without this
// an answer could lose a field a client reads without anyone noticing; here it is refused (500) with the
// route, the status and what does not match. Off by default: nothing is installed, nothing is paid.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchema } from './schemas';

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };
type AnswerError = { instancePath: string; message?: string; params: { additionalProperty?: string; missingProperty?: string } };

/** One mismatch, in words: where in the answer, what is wrong, and the field an object should not (or should) hold. */
const described = (e: AnswerError): string =>
  `answer${e.instancePath} ${e.message ?? 'does not match'}${e.params.additionalProperty ? `: ${e.params.additionalProperty}` : ''}`;

/**
 * The schema Fastify serializes an answer of this status with: the exact status, else its class
 * (`'4xx'`), else `default`; a schema by media type is looked up for the answer's content type.
 */
export function responseSchemaFor(response: unknown, status: number, contentType?: string): JsonSchema | undefined {
  if (!response || typeof response !== 'object') return undefined;
  const byStatus = response as Record<string, JsonSchema | undefined>;
  const schema = byStatus[status] ?? byStatus[`${String(status)[0]}xx`] ?? byStatus.default;
  if (!schema) return undefined;
  // `{content: {'application/json': {schema}}}`: the media type's own schema
  const content = (schema as { content?: Record<string, { schema?: JsonSchema }> }).content;
  if (content && typeof content === 'object') {
    const media = (contentType ?? 'application/json').split(';')[0].trim().toLowerCase();
    return content[media]?.schema ?? content['*/*']?.schema;
  }
  return schema;
}

/** A payload the serializer writes as JSON (a Buffer, a stream or a text is sent as it is). */
const isSerialized = (payload: unknown): payload is object =>
  payload !== null && typeof payload === 'object' && !Buffer.isBuffer(payload) && !ArrayBuffer.isView(payload) && typeof (payload as { pipe?: unknown }).pipe !== 'function';

/** A validator of answers: compiles each schema once, judges a payload as its JSON text reads. */
export async function answerChecker(): Promise<(schema: JsonSchema, payload: unknown) => string | undefined> {
  // loaded only when the check is on (tests): production never loads a validator for its answers
  const { default: Ajv } = await import('ajv');
  const { default: addFormats } = await import('ajv-formats');
  // OpenAPI 3.0 schemas: `nullable` is ajv's own keyword; descriptions, examples and `x-` words are notes
  const ajv = new Ajv({ allErrors: true, strict: false, formats: { password: true, binary: true } });
  addFormats(ajv);
  const compiled = new WeakMap<object, Validate>();
  return (schema, payload) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema) as Validate;
      compiled.set(schema, validate);
    }
    // as the client reads it: dates as their ISO text, undefined properties absent
    const json: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
    return validate(json) ? undefined : (validate.errors as AnswerError[]).map(described).join('; ');
  };
}

/** One checker per process: the schemas are the modules' own objects, compiled once for every app built. */
let shared: ReturnType<typeof answerChecker> | undefined;

/** Refuses, in this scope, any JSON answer outside the schema its route declares for its status. */
export async function installResponseCheck(app: FastifyInstance): Promise<void> {
  const check = await (shared ??= answerChecker());
  app.addHook('preSerialization', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isSerialized(payload)) return payload;
    const schema = responseSchemaFor(req.routeOptions.schema?.response, reply.statusCode, reply.getHeader('content-type') as string | undefined);
    if (!schema) return payload;
    const mismatch = check(schema, payload);
    if (mismatch === undefined) return payload;
    const message = `${req.method} ${req.routeOptions.url} answered ${reply.statusCode} outside its response schema: ${mismatch}`;
    // the tests run without a log: the reason is written where the failing test shows it
    process.stderr.write(`${message}\n`);
    throw new Error(message);
  });
}
