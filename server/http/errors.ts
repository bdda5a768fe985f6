import type { FastifyError, FastifyInstance } from 'fastify';
import type { ValidationItem } from '../../contract/validate';

/** An error the client may see: status and message (body `{message, errmsg}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Status 422 with one `{path, msg}` item per failing field. */
export class ValidationError extends Error {
  constructor(readonly items: ValidationItem[]) {
    super(items.map((i) => `${i.path}: ${i.msg}`).join('; '));
  }
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | ValidationError, request, reply) => {
    if (error instanceof ValidationError) return reply.status(422).send(error.items);
    if (error instanceof ApiError) return reply.status(error.status).send({ message: error.message, errmsg: error.message });
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
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not Found', errmsg: 'Not Found' }));
}
