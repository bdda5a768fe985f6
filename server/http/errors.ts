import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import { messages } from '../../contract/messages';
import type { ValidationItem } from '../../contract/validate';
import { isConnectionError } from '../db/database';

/** An error the client may see: status and message (body `{message, errmsg}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Status 409 refusing an update based on a version someone changed since: who and when (contract/record-version.ts). */
export class StaleRecordError extends ApiError {
  constructor(
    readonly changedBy: string | null,
    readonly changedAt: string,
  ) {
    super(409, messages.staleRecord(changedBy, changedAt));
  }
}

/** Status 422 with one `{path, msg}` item per failing field. */
export class ValidationError extends Error {
  constructor(readonly items: ValidationItem[]) {
    super(items.map((i) => `${i.path}: ${i.msg}`).join('; '));
  }
}

/**
 * A browser opening a screen's own path (a reload, a shared link, /login?user=..) gets the SPA's
 * index.html; API calls and missing files keep the JSON 404.
 */
const wantsPage = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html') && !path.extname(request.url.split('?')[0]);

export function installErrorHandler(app: FastifyInstance, options: { spaDir?: string } = {}): void {
  const index = options.spaDir ? path.join(options.spaDir, 'index.html') : undefined;
  app.setErrorHandler((error: FastifyError | ApiError | ValidationError, request, reply) => {
    if (error instanceof ValidationError) return reply.status(422).send(error.items);
    if (error instanceof StaleRecordError) {
      return reply.status(409).send({ message: error.message, errmsg: error.message, changedBy: error.changedBy, changedAt: error.changedAt });
    }
    if (error instanceof ApiError) return reply.status(error.status).send({ message: error.message, errmsg: error.message });
    // the database dropped or refused the connection: the request's work is not confirmed, a retry may succeed
    if (isConnectionError(error)) {
      request.log.warn(`database unavailable: ${error.message}`);
      return reply.status(503).header('retry-after', '1').send({ message: messages.databaseUnavailable, errmsg: messages.databaseUnavailable });
    }
    // a tenant's request touched a table it holds no right on (docs/tenancy.md): refused, never read
    if ((error as { code?: unknown }).code === '42501') {
      request.log.warn(`refused by the database's grants: ${error.message}`);
      return reply.status(403).send({ message: 'Forbidden', errmsg: 'Forbidden' });
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const items = fe.validation.map((v) => ({
        path: String(v.instancePath || v.params?.missingProperty || '').replace(/^\//, '').replace(/\//g, '.'),
        msg: v.message ?? 'invalid',
      }));
      return reply.status(422).send(items);
    }
    if (fe.statusCode && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ message: fe.message, errmsg: fe.message });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'Internal Server Error', errmsg: 'Internal Server Error' });
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (index && wantsPage(request)) {
      const html = await fs.readFile(index, 'utf8').catch(() => undefined);
      if (html !== undefined) return reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send({ message: 'Not Found', errmsg: 'Not Found' });
  });
}
