// Pure rules of the common form: client validation equal to the server's, and errors per tab.
import type { EntityDeclaration } from '../../../contract/entity';
import { formStart } from '../../../contract/fields';
import { validateFields, type ValidationMode } from '../../../contract/validate';
import { nestErrors, labelForPath } from '../../dataProvider/api-error';
import { shownLabel, shownMessage } from '../../i18n/message-finder';
import { toBody } from '../../dataProvider/entity-paths';
import { DEFAULT_TAB } from '../../i18n/entity-messages';

/** The form's tabs in order: the declaration's, or a single "General". */
export const formTabs = (decl: EntityDeclaration): string[] => (decl.tabs?.length ? [...decl.tabs] : [DEFAULT_TAB]);

/** "1. General", "2. Salary" ...: the tab's number, then its name as shown (translated). */
export const tabLabel = (tabs: string[], tab: string, shown: string = tab): string => `${tabs.indexOf(tab) + 1}. ${shown}`;

/** The tab a field path belongs to: its top-level field's tab, or the first one. */
export function tabOfPath(decl: EntityDeclaration, path: string): string {
  const tabs = formTabs(decl);
  const top = path.split('.')[0];
  const tab = decl.fields[top]?.tab;
  return tab && tabs.includes(tab) ? tab : tabs[0];
}

/**
 * Validates form values with the server's rules; nested errors in the shape of the values. The values
 * the server sets (shown on an edit form, never sent: toBody) are left out, as the save leaves them.
 */
export function validateRecord(decl: EntityDeclaration, values: Record<string, unknown>, mode: ValidationMode): Record<string, unknown> {
  const { errors } = validateFields(decl.fields, toBody(decl, values), mode);
  return nestErrors(
    errors.map((e) => {
      const label = shownLabel(decl.name, e.path, labelForPath(e.path, decl.fields));
      return { ...e, label, msg: shownMessage(e.msg, label) };
    }),
  );
}

/** Dotted paths of the leaves of a react-hook-form errors object. */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  if ('message' in node && ('type' in node || typeof node.message === 'string')) return [prefix.replace(/\.$/, '')];
  return Object.entries(node).flatMap(([key, value]) => (key === 'root' || key === 'ref' ? [] : errorPaths(value, `${prefix}${key}.`)));
}

/** How many failing fields each tab holds. */
export function errorCounts(decl: EntityDeclaration, paths: string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(formTabs(decl).map((t) => [t, 0]));
  for (const path of paths) counts[tabOfPath(decl, path)] += 1;
  return counts;
}

/** The tab to show after a failed submit: stay when the current tab has an error, else the first with one. */
export function tabAfterFailedSubmit(tabs: string[], counts: Record<string, number>, current: string): string {
  if (counts[current] > 0) return current;
  return tabs.find((t) => counts[t] > 0) ?? current;
}

/** Where a new record starts: each field's default or initial value (keyed objects get an empty list per key). */
export function defaultValues(decl: EntityDeclaration): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(decl.fields)) {
    if (def.type === 'object' && def.keys) {
      values[name] = Object.fromEntries(def.keys.map((k) => [k, []]));
    } else if (formStart(def) !== undefined) values[name] = structuredClone(formStart(def));
    else if (def.type === 'list') values[name] = [];
  }
  return values;
}

/** Keys of a per-language item that say which item it is, not what it holds. */
const TRANSLATION_KEYS = new Set(['languageId', 'storeId']);
const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * What the form sends: the per-language tab keeps one item per language while editing, but a language
 * nobody wrote anything in is left out, so a record does not grow an empty item for every language.
 */
export function withoutEmptyTranslations(decl: EntityDeclaration, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [name, def] of Object.entries(decl.fields)) {
    if (def.type !== 'list' || !def.fields?.languageId || !Array.isArray(out[name])) continue;
    out[name] = (out[name] as Record<string, unknown>[]).filter(
      (item) => item && Object.entries(item).some(([key, v]) => !TRANSLATION_KEYS.has(key) && !isBlank(v)),
    );
  }
  return out;
}
