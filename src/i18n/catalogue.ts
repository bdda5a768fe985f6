// The English catalogue react-admin reads: its own texts (ra.*), the entity labels built from the
// registry (resources.*) and the app's texts (app.*). A second language is one more file overriding keys.
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { entityList } from '../../contract/entities';
import { en } from './en';
import { entityMessages } from './entity-messages';

export const englishCatalogue: TranslationMessages = { ...englishMessages, ...entityMessages(entityList), ...en };

/** Flat dotted keys of a catalogue (what polyglot looks up). */
export function catalogueKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? catalogueKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
