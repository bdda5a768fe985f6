import { getToken } from '../authProvider/session';
import { loadServiceMap, serviceBase } from '../config/service-map';
import { toApiError } from './api-error';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** the resource the call is for, so validation items are titled with its field labels */
  resource?: string;
  signal?: AbortSignal;
  /** request headers besides the token and the content type (an update's `If-Match`) */
  headers?: Record<string, string>;
}

/** The query string of a call: empty values are left out, lists are comma separated. */
export function queryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call on a service: `/api/u/1/10?deleted=false`. */
export function serviceUrl(service: string, path: string, query?: Record<string, QueryValue>): string {
  const clean = path.replace(/^\/+/, '');
  return `${serviceBase(service)}${clean ? '/' + clean : ''}${queryString(query)}`;
}

/** Reads started ahead of the screen that will make them (see `prefetch`), by service, path and query. */
const ahead = new Map<string, { at: number; token: string; body: Promise<unknown> }>();
/** How long a read started ahead may stand for the screen's own (a screen opened later reads afresh). */
export const PREFETCH_TTL_MS = 5_000;

const readKey = (service: string, path: string, query?: Record<string, QueryValue>) => `${service} ${path.replace(/^\/+/, '')}${queryString(query)}`;

/**
 * Starts a read a screen is about to make, as soon as its route is known (a menu press, the page's
 * first load), so that it runs while the screen's code loads and renders. The screen's own
 * identical GET within PREFETCH_TTL_MS takes the answer instead of asking again (once); a failed
 * read ahead is simply made again by the screen, which reports its error as usual.
 */
export function prefetch(service: string, path: string, query?: Record<string, QueryValue>): void {
  const token = getToken();
  if (!token) return;
  const key = readKey(service, path, query);
  const parked = ahead.get(key);
  if (parked && Date.now() - parked.at < PREFETCH_TTL_MS) return;
  const body = send(service, path, { query });
  body.catch(() => undefined);
  ahead.set(key, { at: Date.now(), token, body });
}

function takeAhead(service: string, path: string, options: RequestOptions): Promise<unknown> | undefined {
  if ((options.method ?? 'GET') !== 'GET' || options.body !== undefined || !ahead.size) return undefined;
  const key = readKey(service, path, options.query);
  const parked = ahead.get(key);
  if (!parked) return undefined;
  ahead.delete(key);
  // a read made for another session never stands for this one
  return Date.now() - parked.at < PREFETCH_TTL_MS && parked.token === getToken() ? parked.body : undefined;
}

/** Calls a service with the bearer token; resolves the parsed body, rejects with an ApiError. */
export async function request<T = unknown>(service: string, path: string, options: RequestOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') !== 'GET') {
    // a write may change what any read started ahead answers, also one started while it runs: the
    // screen opened after a save reads what was saved
    ahead.clear();
    return send<T>(service, path, options).finally(() => ahead.clear());
  }
  const parked = takeAhead(service, path, options);
  if (parked) return parked.then(
    (body) => body as T,
    () => send<T>(service, path, options),
  );
  return send<T>(service, path, options);
}

async function send<T>(service: string, path: string, options: RequestOptions): Promise<T> {
  await loadServiceMap();
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  // files go through uploadFile (upload.ts), with their progress
  if (hasBody) headers['Content-Type'] = 'application/json';
  const response = await fetch(serviceUrl(service, path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (response.status >= 400) throw toApiError(response.status, body, options.resource);
  return body as T;
}
