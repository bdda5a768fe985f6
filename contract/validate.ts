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

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * An ISO 8601 date or date-time with a four-digit year and a day that exists (no 30 February).
 * Looser forms that JavaScript would guess at ('1', 'Tue 1') are refused: the database would not
 * read them the same way.
 */
export function isDateTime(value: string): boolean {
  const m = DATETIME.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return false;
  return !Number.isNaN(Date.parse(value.replace(' ', 'T')));
}

/** A valid date-time as an exact instant (ISO, UTC). */
export const toInstant = (value: string): string => new Date(value.replace(' ', 'T')).toISOString();

/** The range an `integer` field is stored in (a 4-byte integer column). */
export const INTEGER_MIN = -2147483648;
export const INTEGER_MAX = 2147483647;

/** Whether a number fits the column of its field type; ids (references) are whole and positive. */
export const fitsColumn = (type: 'integer' | 'number' | 'reference', n: number): boolean =>
  type === 'integer'
    ? Number.isInteger(n) && n >= INTEGER_MIN && n <= INTEGER_MAX
    : type === 'reference'
      ? Number.isSafeInteger(n) && n >= 1
      : Number.isFinite(n);

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
      if (typeof value !== 'string' || value.includes('\u0000')) return messages.wrongType;
      if (def.minLength !== undefined && value.length < def.minLength) return messages.minLength(def.minLength);
      if (def.maxLength !== undefined && value.length > def.maxLength) return messages.maxLength(def.maxLength);
      if (def.type === 'email' && !isEmail(value)) return messages.email;
      if (def.pattern && !PATTERNS[def.pattern].re.test(value)) return PATTERNS[def.pattern].msg;
      return undefined;
    }
    case 'integer':
    case 'number':
    case 'reference': {
      const n = typeof value === 'string' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) return messages.numberOnly;
      if ((def.type === 'integer' || def.type === 'reference') && !Number.isInteger(n)) return messages.numberOnly;
      if (def.maxLength !== undefined && String(value).length > def.maxLength) return messages.maxLength(def.maxLength);
      if (def.min !== undefined && n < def.min) return messages.minValue(def.min);
      if (def.max !== undefined && n > def.max) return messages.maxValue(def.max);
      if (def.type === 'integer' && n > INTEGER_MAX) return messages.maxValue(INTEGER_MAX);
      if (def.type === 'integer' && n < INTEGER_MIN) return messages.minValue(INTEGER_MIN);
      if (!fitsColumn(def.type, n)) return messages.numberOnly;
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : messages.wrongType;
    case 'datetime':
      return typeof value === 'string' && isDateTime(value) ? undefined : messages.wrongType;
    case 'enum':
      return def.choices?.includes(String(value)) ? undefined : messages.oneOf(def.choices ?? []);
    case 'object':
    case 'list':
      return typeof value === 'object' ? undefined : messages.wrongType;
  }
}

function coerce(def: FieldDef, value: unknown): unknown {
  if (isBlank(value)) return def.type === 'list' ? [] : null;
  if ((def.type === 'integer' || def.type === 'number' || def.type === 'reference') && typeof value === 'string') {
    return Number(value);
  }
  if (def.type === 'datetime' && typeof value === 'string') return toInstant(value.trim());
  if (typeof value === 'string' && def.type !== 'password') return value.trim();
  return value;
}

/**
 * Validates a body against declared fields. Unknown and read-only fields are dropped;
 * nested objects and lists are checked field by field with dotted paths (`salary.hourlyRate`,
 * `permissions.0.type`). In update mode absent fields are left alone.
 */
export function validateFields(
  fields: Record<string, FieldDef>,
  body: unknown,
  mode: ValidationMode,
  prefix = '',
): { value: Record<string, unknown>; errors: ValidationItem[] } {
  const errors: ValidationItem[] = [];
  const value: Record<string, unknown> = {};
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  for (const [name, def] of Object.entries(fields)) {
    if (def.readOnly) continue;
    const path = prefix + name;
    const present = name in input;
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
  return { value, errors };
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
