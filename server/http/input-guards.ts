// Checks every request gets before any handler: JSON bodies no deeper than MAX_JSON_DEPTH, and no
// text PostgreSQL cannot store (NUL, lone surrogates) in query strings or path parameters.
// These close holes no field check sees: a 100 000-level array overflows the stack of whatever
// walks it, and a NUL in a search that reaches SQL is a database error (500) instead of a 422.
// Body text is checked by each route's field validation (contract/validate.ts), so one answer
// still lists every failing field.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../contract/messages';
import { isStorableText, unstorablePath, type ValidationItem } from '../../contract/validate';
import { ValidationError } from './errors';

/** Deepest JSON body read (the deepest document the product stores is about 6 levels). */
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of a JSON text, read without parsing it (brackets inside strings ignored). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) max = Math.max(max, ++depth);
    else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return max;
}

/** Query values and path parameters PostgreSQL cannot store, one item per key. */
function unstorableUrlParts(req: FastifyRequest): ValidationItem[] {
  const items: ValidationItem[] = [];
  for (const source of [req.params, req.query]) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source)) {
      if (!isStorableText(key) || unstorablePath(value) !== undefined) items.push({ path: key.replaceAll('\u0000', ''), msg: messages.wrongType });
    }
  }
  return items;
}

export function installInputGuards(app: FastifyInstance): void {
  // Fastify's own JSON parser (prototype poisoning refused), behind the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (jsonDepth(text) > MAX_JSON_DEPTH) return done(new ValidationError([{ path: '', msg: messages.tooDeep(MAX_JSON_DEPTH) }]), undefined);
    parseJson(req, text, done);
  });

  app.addHook('preValidation', async (req) => {
    const items = unstorableUrlParts(req);
    if (items.length) throw new ValidationError(items);
  });
}
