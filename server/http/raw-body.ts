// Provider webhooks sign the body as it was sent: a scope that checks signatures keeps the raw body
// beside the parsed one (JSON and form posts), as req.rawBody.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** Replaces the scope's JSON and form parsers by ones that also keep the body as received. */
export function keepRawBody(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    req.rawBody = String(body);
    if (!req.rawBody) return done(null, undefined);
    try {
      done(null, JSON.parse(req.rawBody));
    } catch {
      done(new ApiError(400, 'Body is not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    req.rawBody = String(body);
    done(null, Object.fromEntries(new URLSearchParams(req.rawBody)));
  });
}
