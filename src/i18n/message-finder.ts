// The server's English answers in the user's language (docs/decisions.md, "Two languages"). Only
// another language than English needs the key finder (contract/message-keys.ts), so it travels in
// that language's chunk and the i18n provider hands it over here with its translate once loaded;
// in English nothing is set and every answer shows exactly as sent. No import of the provider: the
// error mapping stays light on the sign-in page.
import type { MessageKey } from '../../contract/message-keys';
import { fieldPath } from './entity-messages';

export interface MessageLanguage {
  find: (text: string) => MessageKey | undefined;
  translate: (key: string, options: Record<string, unknown>) => string;
}

let language: MessageLanguage | undefined;

/** Set by the i18n provider at each change of language: undefined for English. */
export const setMessageLanguage = (next: MessageLanguage | undefined): void => {
  language = next;
};

/**
 * A server's or a shared rule's text in the user's language: the catalogue's text under its key,
 * its values put back, a field's name as `label` (already in the language); English, and any text
 * without a key, shown as sent.
 */
export function shownMessage(text: string, label?: string): string {
  const found = language?.find(text);
  if (!language || !found) return text;
  const values = { ...found.values, ...(label !== undefined && found.values?.field !== undefined ? { field: label } : {}) };
  return language.translate(found.key, { ...values, _: text });
}

/** A field's label in the user's language: the entity's catalogue label, else the declared one. */
export const shownLabel = (resource: string | undefined, path: string, declared: string): string =>
  language && resource ? language.translate(`resources.${resource}.fields.${fieldPath(path)}`, { _: declared }) : declared;
