// The field vocabulary of entity declarations. One field declaration drives the
// database column, the server validation, the list column, the filter and the form input.

export type FieldType =
  | 'string'
  | 'text'
  | 'email'
  | 'password'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'object'
  | 'list';

export type FieldPattern = 'letters' | 'lettersAndNumbers' | 'digits' | 'lowercase';

export interface FieldDef<Tab extends string = string> {
  type: FieldType;
  /** Label shown in forms, lists and messages; defaults to the field name in Title Case. */
  label?: string;
  required?: boolean;
  /** Required only when the record is created (e.g. a password). */
  requiredOnCreate?: boolean;
  /** Length limits for text, digit count for numbers typed as text. */
  minLength?: number;
  maxLength?: number;
  /** Value limits for numbers. */
  min?: number;
  max?: number;
  pattern?: FieldPattern;
  /** The value a write that leaves the field out or blank takes; the create form starts there too. */
  default?: unknown;
  /**
   * Where the create form starts, for a field the server does not fill in: a required field with a
   * usual value (a currency's value starts at 1.1, and a write leaving it out or blank is refused).
   */
  initial?: unknown;
  /** enum choices */
  choices?: readonly string[];
  /** reference target: entity name */
  reference?: string;
  /** for references: also return the target's representation under this key (user -> userGroup) */
  as?: string;
  /** object: nested fields; list: the item shape */
  fields?: Record<string, FieldDef<Tab>>;
  /** list of plain values (e.g. emails) when fields is absent */
  of?: Exclude<FieldType, 'object' | 'list'>;
  /** object keyed by fixed keys, each holding the same shape (e.g. weekdays) */
  keys?: readonly string[];
  /** no two records may share the value (case-insensitive for text) */
  unique?: boolean;
  /** never returned by the API (password hashes) */
  writeOnly?: boolean;
  /**
   * Set by the server only (a provider's delivery status, a call's duration, a file's URL): stored and
   * returned like any field, refused with a 422 naming it when a client sends it to the generic create
   * or update; the flows that own it (hooks, webhooks, uploads) write it.
   */
  readOnly?: boolean;
  /** shown as a list column */
  list?: boolean;
  /** A telephone: shown as contract/phone.ts shows numbers (`(202) 555-0123`, `+44 20 7946 0958`). */
  phone?: boolean;
  /** form tab it belongs to, one of the declaration's `tabs` (numbered in declaration order) */
  tab?: Tab;
  /** Help text shown under the input. */
  help?: string;
  /**
   * A file chosen from the media library: the field (a string, or a list of strings for a gallery)
   * holds the URL of the chosen file, and the form shows the media picker of that library.
   */
  media?: MediaKind;
  /**
   * The id of a file sent through an upload call of its own (notification sounds: `fileId`): the form
   * shows an upload button instead of a number input.
   */
  upload?: UploadKind;
}

/** Files uploaded outside the media library, each through its service's upload call. */
export type UploadKind = 'sound';

/** The media libraries a file field can pick from (contract/media.ts). */
export type MediaKind = 'image' | 'icon' | 'video' | 'download' | 'slide';

export const titleCase = (name: string): string =>
  name
    .replace(/_id$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (.)/g, (_m, c: string) => ' ' + c.toUpperCase());

export const fieldLabel = (name: string, def: FieldDef): string => def.label ?? titleCase(name);

/** The value a create form starts a field at: its default, or its initial value. */
export const formStart = (def: FieldDef): unknown => def.default ?? def.initial;

export const snakeCase = (name: string): string =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
