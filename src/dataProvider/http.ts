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

/** Calls a service with the bearer token; resolves the parsed body, rejects with an ApiError. */
export async function request<T = unknown>(service: string, path: string, options: RequestOptions = {}): Promise<T> {
  await loadServiceMap();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
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
