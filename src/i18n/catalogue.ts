// The English catalogue react-admin reads: its own texts (ra.*), the entity labels built from the
// registry (resources.*) and the app's texts (app.*). Spanish (es/) holds the same keys, loaded on demand.
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { entityList } from '../../contract/entities';
import { en } from './en';
import { choiceLabels } from './en-choices';
import { entityMessages } from './entity-messages';

const { resources } = entityMessages(entityList);
for (const [entity, choices] of Object.entries(choiceLabels)) resources[entity] = { ...resources[entity], choices };

export const englishCatalogue: TranslationMessages = { ...englishMessages, resources, ...en };

/** Flat dotted keys of a catalogue (what polyglot looks up). */
export function catalogueKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? catalogueKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
