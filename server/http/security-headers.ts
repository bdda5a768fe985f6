import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { mapTileSource, readMapTiles } from '../config';

/** One year, as browsers' preload lists expect. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The origins the SPA's runtime service map (services.json in the built SPA) points services at,
 * with their WebSocket forms for socket.io. Read once at start: a changed map needs a restart.
 */
export function serviceMapOrigins(spaDir: string | undefined): string[] {
  if (!spaDir) return [];
  let map: unknown;
  try {
    map = JSON.parse(fs.readFileSync(path.join(spaDir, 'services.json'), 'utf8'));
  } catch {
    return [];
  }
  if (!map || typeof map !== 'object') return [];
  const origins = new Set<string>();
  for (const value of Object.values(map)) {
    if (typeof value !== 'string') continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      continue; // a relative base stays on this origin
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    origins.add(url.origin);
    origins.add(url.origin.replace(/^http/, 'ws'));
  }
  return [...origins];
}

/** Host header values that are safe to repeat inside the policy (no spaces, quotes or semicolons). */
const SAFE_HOST = /^[A-Za-z0-9.\-:[\]]+$/;

/**
 * socket.io on this very host: CSP Level 3 lets 'self' cover ws: and wss:, older browsers need the
 * origin spelled out.
 */
function sameHostSockets(req: IncomingMessage): string {
  const host = req.headers.host;
  return host && SAFE_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/**
 * Security headers on every response (docs/security.md): a CSP allowing only what the built SPA
 * needs, no framing, nosniff, no referrer, and HSTS when the request came over TLS.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: { spaDir?: string }): Promise<void> {
  const services = serviceMapOrigins(options.spaDir);
  // the delivery route page's map tiles, when configured (docs/delivery.md)
  const tiles = mapTileSource(readMapTiles(process.env));
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // the build emits module files only, no inline script
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> tags at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...services, ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'data:', 'blob:', ...services],
        connectSrc: ["'self'", sameHostSockets, ...services],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // sent only over TLS, below: over plain HTTP it would be ignored, and a console reached by its
    // address on a LAN must not be told to insist on HTTPS
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // the headers depend on the request's host only (the socket origins): built once per host
  const byHost = new Map<string, Record<string, string>>();
  const headersFor = (req: IncomingMessage) => {
    const host = req.headers.host ?? '';
    let headers = byHost.get(host);
    if (!headers) {
      headers = headersOf(policy, req);
      if (byHost.size < HOSTS_KEPT) byHost.set(host, headers);
    }
    return headers;
  };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headersFor(req.raw));
    // req.protocol believes X-Forwarded-Proto only from a proxy on this machine (trustProxy)
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}

/** Host names whose headers are kept (a client sending made-up hosts gets them built each time). */
const HOSTS_KEPT = 32;

/** The headers helmet's middleware sets for a request, captured once instead of built per request. */
function headersOf(policy: ReturnType<typeof helmet>, req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  policy(req, capture as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * API answers carry personal data: no browser or proxy may keep them. A route that chose its own
 * caching (public sound files) keeps it.
 */
export async function noStore(_req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}
