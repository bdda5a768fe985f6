// The one way the server requests a URL that came from input (a browser's push endpoint): only https,
// only hosts the operator's allow-list names, only public addresses. The host is resolved once, every
// address it has is checked, and the connection goes to the address checked (its name kept for TLS
// and Host), so a DNS answer that changes between check and connect (rebinding) reaches nothing.
// Redirects are not followed. URLs from the operator's settings (provider base URLs) do not come
// through here: docs/security.md, "Requests the server makes".
import dns from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';

/** An allowed host: `push.example.com`, `*.example.com` (any name under it), or an address; a port, `*`, or the scheme's own. */
export interface HostPattern {
  host: string;
  /** `*.host`: names under it, not the name itself */
  subdomains: boolean;
  /** undefined: the scheme's default port (443, or 80 for http) */
  port?: number | '*';
}

export interface FetchPolicy {
  /** hosts a URL may name; undefined: any host (the address rules still apply) */
  hosts?: readonly HostPattern[];
  /**
   * Private, loopback and other non-public addresses, and plain http, accepted: only ever set by the
   * operator (a local stand-in for a push service in tests), never by input.
   */
  allowPrivate?: boolean;
}

/** A URL the policy does not let the server request (scheme, host or address). */
export class FetchRefused extends Error {}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** The system resolver (getaddrinfo, as the rest of Node uses it), every address of the name. */
export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

// Not public: "this network", private, CGNAT, loopback, link-local, IETF protocol assignments,
// documentation, 6to4 relays, benchmarking, multicast, reserved and broadcast.
const V4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
// IPv6: only global unicast (2000::/3) is public, which leaves out unspecified, loopback, IPv4-mapped
// and -compatible forms, NAT64, discard, unique-local (fc00::/7), link-local (fe80::/10) and
// multicast; within it, IETF protocol assignments (Teredo...), documentation, 6to4 and the old 6bone.
const V6_NOT_PUBLIC: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3ffe::', 16],
  ['3fff::', 20],
];
const notPublic = new net.BlockList();
for (const [prefix, bits] of V4_NOT_PUBLIC) notPublic.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of V6_NOT_PUBLIC) notPublic.addSubnet(prefix, bits, 'ipv6');
const globalUnicast = new net.BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** Whether an address (IPv4 or IPv6 text) is a public one the server may connect to for input. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  try {
    if (family === 4) return !notPublic.check(address, 'ipv4');
    if (family === 6) return globalUnicast.check(address, 'ipv6') && !notPublic.check(address, 'ipv6');
  } catch {
    // a form BlockList does not read (a zone id): not one to connect to
  }
  return false;
}

const PATTERN = /^(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/;

/** `fcm.googleapis.com, *.push.apple.com, 127.0.0.1:*` as patterns; an entry that is not one stops the start. */
export function parseHostPatterns(list: string, setting = 'PUSH_SERVICE_HOSTS'): HostPattern[] {
  return list
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const m = PATTERN.exec(entry.toLowerCase().replace(/\.(?=:|$)/, ''));
      const port = m?.[3] === undefined ? undefined : m[3] === '*' ? '*' : Number(m[3]);
      if (!m || (typeof port === 'number' && (port < 1 || port > 65535))) {
        throw new Error(`${setting}: not a host, *.host or host:port: ${entry}`);
      }
      return { host: m[2].replace(/^\[|\]$/g, ''), subdomains: Boolean(m[1]), port };
    });
}

/** The URL's host as compared and resolved: lower case, no brackets, no trailing dot. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/** Whether the allow-list names the URL's host and port. */
export function hostAllowed(patterns: readonly HostPattern[], url: URL): boolean {
  const host = hostOf(url);
  const port = portOf(url);
  return patterns.some(
    (p) =>
      (p.subdomains ? host.endsWith('.' + p.host) : host === p.host) &&
      (p.port === '*' || (p.port === undefined ? port === (url.protocol === 'https:' ? 443 : 80) : port === p.port)),
  );
}

export interface CheckedTarget {
  url: URL;
  /** the address checked, the one the connection goes to */
  address: string;
  family: 4 | 6;
}

const abortable = <T>(work: Promise<T>, signal?: AbortSignal): Promise<T> =>
  signal
    ? Promise.race([
        work,
        new Promise<never>((_, reject) => {
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
      ])
    : work;

/**
 * The URL checked against the policy and its host resolved once: FetchRefused when the scheme, the
 * host or any of its addresses is not allowed; a resolver error (no such name) as it comes.
 */
export async function checkedTarget(input: string | URL, policy: FetchPolicy, resolve: Resolver = systemResolver, signal?: AbortSignal): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new FetchRefused('not a URL');
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) throw new FetchRefused(`scheme ${url.protocol} is not allowed`);
  if (url.username || url.password) throw new FetchRefused('a URL with credentials is not allowed');
  if (policy.hosts && !hostAllowed(policy.hosts, url)) throw new FetchRefused(`host ${url.host} is not in the allow-list`);
  const host = hostOf(url);
  const literal = net.isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await abortable(resolve(host), signal);
  if (!addresses.length) throw new Error(`no address for ${host}`);
  const refused = policy.allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
  if (refused) throw new FetchRefused(`${host} is at ${refused.address}, not a public address`);
  return { url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}

export interface GuardedInit {
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  signal?: AbortSignal;
  /** bytes of the answer read at most (1 MB unless given); a longer answer is an error */
  maxBodyBytes?: number;
}

export interface GuardedResponse {
  status: number;
  ok: boolean;
  statusText: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A lookup that answers the address already checked, whatever the name (Node asks with or without `all`). */
const pinnedLookup =
  (address: string, family: 4 | 6): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * One request to a URL from input, under the policy (see the top of this file): FetchRefused before
 * any connection when the URL is not allowed. A redirect is answered as it is, never followed.
 */
export async function guardedFetch(input: string | URL, init: GuardedInit, policy: FetchPolicy, resolve: Resolver = systemResolver): Promise<GuardedResponse> {
  const target = await checkedTarget(input, policy, resolve, init.signal);
  const maxBody = init.maxBodyBytes ?? 1024 * 1024;
  return new Promise<GuardedResponse>((done, fail) => {
    const client = target.url.protocol === 'https:' ? https : http;
    const req = client.request(
      target.url,
      // a fresh connection, never a pooled one opened for another address
      { method: init.method ?? 'GET', headers: init.headers, agent: false, signal: init.signal, lookup: pinnedLookup(target.address, target.family) },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBody) res.destroy(new Error(`answer longer than ${maxBody} bytes`));
          else chunks.push(chunk);
        });
        res.on('error', fail);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          done({ status, ok: status >= 200 && status < 300, statusText: res.statusMessage ?? '', headers: res.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', fail);
    req.end(init.body);
  });
}
