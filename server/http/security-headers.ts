import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';

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
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // the build emits module files only, no inline script
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> tags at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...services],
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
  app.addHook('onRequest', async (req, reply) => {
    // req.protocol believes X-Forwarded-Proto only from a proxy on this machine (trustProxy)
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/**
 * API answers carry personal data: no browser or proxy may keep them. A route that chose its own
 * caching (public sound files) keeps it.
 */
export async function noStore(_req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}
