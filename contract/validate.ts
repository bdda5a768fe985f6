import { FieldDef, fieldLabel } from './fields';
import { messages } from './messages';

export interface ValidationItem {
  path: string;
  msg: string;
}

export type ValidationMode = 'create' | 'update';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PATTERNS = {
  letters: { re: /^[\p{L}\s'-]*$/u, msg: messages.lettersOnly },
  lettersAndNumbers: { re: /^[\p{L}\p{N}\s]*$/u, msg: messages.lettersAndNumbers },
  digits: { re: /^\d*$/, msg: messages.numberOnly },
  lowercase: { re: /^[a-z]*$/, msg: messages.lettersOnly },
} as const;

export const isEmail = (value: string): boolean => EMAIL.test(value);

const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

/** Years a date may fall in, once turned into UTC: what every date column and filter accepts. */
export const DATE_YEARS = { min: 1900, max: 9999 } as const;
/** Farthest UTC offset in use on Earth (PostgreSQL refuses beyond 15:59). */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * An ISO 8601 date or date-time as an exact instant (ISO, UTC), or undefined: a four-digit year,
 * a day that exists (no 30 February), a time of day that exists, an offset within ±14:00, and a
 * year from 1900 to 9999 once in UTC. Looser forms that JavaScript would guess at ('1', 'Tue 1',
 * '+010000-01-01') are refused: the database would not read them the same way, or not at all.
 */
export function parseDateTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = DATETIME.exec(value);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return undefined;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return undefined;
  if (m[7] && (Number(m[9] ?? 0) > 59 || Number(m[8]) * 60 + Number(m[9] ?? 0) > MAX_OFFSET_MINUTES)) return undefined;
  const time = Date.parse(value.replace(' ', 'T'));
  if (Number.isNaN(time)) return undefined;
  const year = new Date(time).getUTCFullYear();
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return undefined;
  return new Date(time).toISOString();
}

export const isDateTime = (value: string): boolean => parseDateTime(value) !== undefined;

/** A valid date-time as an exact instant (ISO, UTC). */
export const toInstant = (value: string): string => parseDateTime(value) ?? new Date(value.replace(' ', 'T')).toISOString();

/** The range an `integer` field is stored in (a 4-byte integer column). */
export const INTEGER_MIN = -2147483648;
export const INTEGER_MAX = 2147483647;

/**
 * The default range (±) of a `number` field (amounts, rates, balances) unless it declares its own:
 * far above any real amount, and small enough that a price times an order line's quantity stays
 * well inside the orders' numeric(14, 2) columns (totals are checked as well: orderTotalsErrors).
 */
export const NUMBER_MAX = 1_000_000_000;

/** Whether a number fits the column of its field type; ids (references) are whole and positive. */
export const fitsColumn = (type: 'integer' | 'number' | 'reference', n: number): boolean =>
  type === 'integer'
    ? Number.isInteger(n) && n >= INTEGER_MIN && n <= INTEGER_MAX
    : type === 'reference'
      ? Number.isSafeInteger(n) && n >= 1
      : Number.isFinite(n) && Math.abs(n) <= NUMBER_MAX;

const ID_TEXT = /^[1-9][0-9]*$/;
const INTEGER_TEXT = /^-?[0-9]+$/;
const DECIMAL_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * An id as paths, queries and bodies give it: a JSON whole number or its plain decimal text, from 1
 * to 2^53 - 1. Anything JavaScript would also read as a number (' 1', '1e0', '0x10', '1.0', '01',
 * [[1]], true) is refused, so one id has one spelling.
 */
export function parseIdValue(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && ID_TEXT.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/** A number given as a JSON number or as plain decimal text ('12', '-3.5'); undefined otherwise. */
export function parseNumberValue(raw: unknown, whole = false): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || !(whole ? INTEGER_TEXT : DECIMAL_TEXT).test(raw)) return undefined;
  return Number(raw);
}

/** Text PostgreSQL can store: no NUL character and no lone UTF-16 surrogate (jsonb refuses those). */
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !/\p{Surrogate}/u.test(value);

/** The path of the first key or text in a JSON value PostgreSQL cannot store, or undefined. */
export function unstorablePath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path.join('.');
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = unstorablePath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Longest user name or password read at sign-in: longer ones cannot match, and are not hashed. */
export const SIGN_IN_TEXT_MAX = 200;

/** A user name or password that sign-in may look up and hash. */
export const isSignInText = (value: string): boolean => value.length <= SIGN_IN_TEXT_MAX && isStorableText(value);

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Checks one value against its field; returns the first message, or undefined when it passes. */
export function checkField(name: string, def: FieldDef, value: unknown, mode: ValidationMode): string | undefined {
  const required = def.required || (mode === 'create' && def.requiredOnCreate);
  if (isBlank(value) || (def.type === 'list' && Array.isArray(value) && value.length === 0 && def.required)) {
    return required ? messages.required(fieldLabel(name, def)) : undefined;
  }
  switch (def.type) {
    case 'string':
    case 'text':
    case 'email':
    case 'password': {
      if (typeof value !== 'string' || !isStorableText(value)) return messages.wrongType;
      if (def.minLength !== undefined && value.length < def.minLength) return messages.minLength(def.minLength);
      if (def.maxLength !== undefined && value.length > def.maxLength) return messages.maxLength(def.maxLength);
      if (def.type === 'email' && !isEmail(value)) return messages.email;
      if (def.pattern && !PATTERNS[def.pattern].re.test(value)) return PATTERNS[def.pattern].msg;
      return undefined;
    }
    case 'integer':
    case 'number':
    case 'reference': {
      const n = def.type === 'reference' ? parseIdValue(value) : parseNumberValue(value, def.type === 'integer');
      if (n === undefined) return messages.numberOnly;
      if (def.type === 'integer' && !Number.isInteger(n)) return messages.numberOnly;
      if (def.maxLength !== undefined && String(value).length > def.maxLength) return messages.maxLength(def.maxLength);
      const [min, max] = def.type === 'number' ? [def.min ?? -NUMBER_MAX, def.max ?? NUMBER_MAX] : [def.min, def.max];
      if (min !== undefined && n < min) return messages.minValue(min);
      if (max !== undefined && n > max) return messages.maxValue(max);
      if (def.type === 'integer' && n > INTEGER_MAX) return messages.maxValue(INTEGER_MAX);
      if (def.type === 'integer' && n < INTEGER_MIN) return messages.minValue(INTEGER_MIN);
      if (!fitsColumn(def.type, n)) return messages.numberOnly;
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : messages.wrongType;
    case 'datetime':
      return parseDateTime(value) !== undefined ? undefined : messages.wrongType;
    case 'enum':
      return typeof value === 'string' && def.choices?.includes(value) ? undefined : messages.oneOf(def.choices ?? []);
    case 'object':
    case 'list':
      if (def.type === 'object' ? typeof value !== 'object' || Array.isArray(value) : !Array.isArray(value)) return messages.wrongType;
      // a document stored as it comes (no declared fields) must still hold only storable text
      return def.fields || def.of || unstorablePath(value) === undefined ? undefined : messages.wrongType;
  }
}

function coerce(def: FieldDef, value: unknown): unknown {
  if (isBlank(value)) return def.type === 'list' ? [] : null;
  if ((def.type === 'integer' || def.type === 'number' || def.type === 'reference') && typeof value === 'string') {
    return Number(value);
  }
  if (def.type === 'datetime' && typeof value === 'string') return toInstant(value);
  if (typeof value === 'string' && def.type !== 'password') return value.trim();
  return value;
}

/**
 * Validates a body against declared fields. Unknown and read-only fields are dropped;
 * nested objects and lists are checked field by field with dotted paths (`salary.hourlyRate`,
 * `permissions.0.type`). In update mode absent fields are left alone.
 *
 * A field set by the server only is refused on a create; an update may send it back as it read it
 * (a form saving the whole record): those values come back in `serverSet`, for the writer to refuse
 * any that differ from the stored row.
 */
export function validateFields(
  fields: Record<string, FieldDef>,
  body: unknown,
  mode: ValidationMode,
  prefix = '',
): { value: Record<string, unknown>; errors: ValidationItem[]; serverSet: Record<string, unknown> } {
  const errors: ValidationItem[] = [];
  const value: Record<string, unknown> = {};
  const serverSet: Record<string, unknown> = {};
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  for (const [name, def] of Object.entries(fields)) {
    const path = prefix + name;
    const present = name in input;
    // set by the server only: a client naming it is told so (an SMS's delivery status, a call's duration)
    if (def.readOnly) {
      if (present && mode === 'update' && !prefix) serverSet[name] = input[name];
      else if (present) errors.push({ path, msg: messages.serverSet });
      continue;
    }
    if (!present && mode === 'update') continue;
    // a field with a default is never left empty: absent or blank, it takes the default
    let raw = present && !(isBlank(input[name]) && def.default !== undefined) ? input[name] : def.default;
    if (!present && def.default === undefined && def.type === 'password' && mode === 'update') continue;
    // A blank password on update means "unchanged".
    if (def.type === 'password' && mode === 'update' && isBlank(raw)) continue;
    const msg = checkField(name, def, raw, mode);
    if (msg) {
      errors.push({ path, msg });
      continue;
    }
    raw = coerce(def, raw);
    if (raw !== null && def.type === 'object' && def.fields) {
      const nested = def.keys
        ? validateKeyed(def, raw as Record<string, unknown>, path)
        : validateFields(def.fields, raw, 'create', path + '.');
      errors.push(...nested.errors);
      raw = nested.value;
    } else if (raw !== null && def.type === 'list') {
      if (!Array.isArray(raw)) {
        errors.push({ path, msg: messages.wrongType });
        continue;
      }
      const items: unknown[] = [];
      raw.forEach((item, i) => {
        if (def.fields) {
          const nested = validateFields(def.fields, item, 'create', `${path}.${i}.`);
          errors.push(...nested.errors);
          items.push(nested.value);
        } else if (def.of) {
          const itemDef: FieldDef = { type: def.of, required: true, label: fieldLabel(name, def) };
          const m = checkField(name, itemDef, item, 'create');
          if (m) errors.push({ path: `${path}.${i}`, msg: m });
          items.push(coerce(itemDef, item));
        }
      });
      raw = items;
    }
    value[name] = raw;
  }
  return { value, errors, serverSet };
}

/** An object keyed by fixed keys (weekdays), each key holding a list of `def.fields` items. */
function validateKeyed(def: FieldDef, raw: Record<string, unknown>, path: string) {
  const errors: ValidationItem[] = [];
  const value: Record<string, unknown> = {};
  for (const key of def.keys ?? []) {
    const entries = raw?.[key];
    if (entries === undefined || entries === null) {
      value[key] = [];
      continue;
    }
    if (!Array.isArray(entries)) {
      errors.push({ path: `${path}.${key}`, msg: messages.wrongType });
      continue;
    }
    value[key] = entries.map((entry, i) => {
      const nested = validateFields(def.fields ?? {}, entry, 'create', `${path}.${key}.${i}.`);
      errors.push(...nested.errors);
      return nested.value;
    });
  }
  return { value, errors };
}
