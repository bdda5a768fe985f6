import { HttpError } from 'react-admin';
import { entityByName } from '../../contract/entities';
import type { FieldDef } from '../../contract/fields';
import { fieldLabel, titleCase } from '../../contract/fields';
import { messages } from '../../contract/messages';
import { shownLabel, shownMessage } from '../i18n/message-finder';

/** One server validation item, with the label of the field it is about. */
export interface ErrorItem {
  path: string;
  label: string;
  msg: string;
}

/**
 * A failed call. `items` holds one entry per field for validation failures (422 or an array body);
 * `body.errors` carries them nested by field so react-admin marks the form inputs.
 */
export class ApiError extends HttpError {
  /** the response's status text, where the screen shows it (an upload's failure) */
  statusText = '';

  constructor(
    message: string,
    status: number,
    readonly items: ErrorItem[] = [],
    readonly raw: unknown = null,
  ) {
    super(message, status, items.length ? { errors: nestErrors(items), items, raw } : { raw });
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
  }
}

/**
 * A query's `retry`: a refusal or bad input (4xx) would answer the same again and is shown at once;
 * any other failure (the network, a 5xx) is tried once more.
 */
export const retryUnlessRefused = (failures: number, error: unknown): boolean => failures < 1 && !(error instanceof ApiError && error.status < 500);

/**
 * What a failed call shows (spec, first document, section 8: any answer of 400 or more raises 'Bad
 * response from server'): that text, then the server's own message where it sent one. `bad` is the
 * text in the user's language. A failure without an answer (the network) shows its own message.
 */
export function failureText(error: unknown, bad: string = messages.badResponse): string {
  const detail = error instanceof Error ? error.message : '';
  if (!(error instanceof ApiError) || error.status < 400) return detail || bad;
  return detail && detail !== messages.badResponse && detail !== bad ? `${bad}: ${detail}` : bad;
}

/** The label a field path is shown with: `salary.hourlyRate` -> `Hourly Rate`, `name` -> `Name`. */
export function labelForPath(path: string, fields?: Record<string, FieldDef>): string {
  const parts = path.split('.').filter((p) => p !== '' && !/^\d+$/.test(p));
  let current = fields;
  let label: string | undefined;
  for (const part of parts) {
    const def = current?.[part];
    // unknown parts (weekday keys of a keyed object) are skipped, the walk goes on below them
    label = def ? fieldLabel(part, def) : undefined;
    if (def) current = def.fields;
  }
  return label ?? titleCase(parts[parts.length - 1] ?? path);
}

/** The notification text of one item: "Name: Minimum length should be 2 characters." */
export const itemText = (item: ErrorItem): string => `${item.label}: ${item.msg}`;

type RawItem = { path?: unknown; param?: unknown; msg?: unknown; message?: unknown };

/** Reads the error items of a body: an array (or single object) of {path|param, msg|message}. */
export function errorItems(body: unknown, fields?: Record<string, FieldDef>, resource?: string): ErrorItem[] {
  const list: unknown[] = Array.isArray(body) ? body : body && typeof body === 'object' && ('path' in body || 'param' in body) ? [body] : [];
  return list
    .filter((x): x is RawItem => !!x && typeof x === 'object')
    .map((x) => {
      const path = String(x.path ?? x.param ?? '');
      const msg = String(x.msg ?? x.message ?? '');
      const label = shownLabel(resource, path, labelForPath(path, fields));
      return { path, label, msg: shownMessage(msg, label) };
    })
    .filter((x) => x.msg !== '');
}

/** Builds the error of a failed response: status, body and (when known) the resource it was for. */
export function toApiError(status: number, body: unknown, resource?: string): ApiError {
  const fields = resource ? entityByName(resource)?.fields : undefined;
  const items = status === 422 || Array.isArray(body) ? errorItems(body, fields, fields ? resource : undefined) : [];
  if (items.length) return new ApiError(items.map(itemText).join('\n'), status, items, body);
  const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : messages.badResponse;
  return new ApiError(shownMessage(message || messages.badResponse), status, [], body);
}

/** Nests dotted paths for react-admin's form: `salary.hourlyRate` -> {salary: {hourlyRate: msg}}. */
export function nestErrors(items: ErrorItem[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const item of items) {
    const parts = item.path.split('.').filter(Boolean);
    if (!parts.length) continue;
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        if (node[part] === undefined) node[part] = item.msg;
      } else {
        if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}
