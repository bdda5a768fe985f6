// What the request log may show (docs/operations.md, "Logs"): method and path, with the values of
// query parameters that carry secrets (invitation tokens, codes, socket tokens) blanked.
import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /^(token|code|password|secret|key|signature|sig)$/i;

/** The URL as logged: secret query values replaced by "redacted". */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.test(name)) {
      params.set(name, 'redacted');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}

/** Fastify's logger with the request serializer that redacts; `false` logs nothing. */
export function loggerOptions(logger: boolean | { level: string } | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    ...(typeof logger === 'object' ? logger : {}),
    serializers: {
      req: (req: { method: string; url: string; id?: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}
