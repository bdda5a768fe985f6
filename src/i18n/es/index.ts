// The Spanish catalogue, loaded on demand (src/i18nProvider.ts): react-admin's texts, the entity
// labels built from the registry through the label dictionary, and the app's texts. Same keys as the
// English catalogue (catalogue.ts); src/i18n/catalogue.test.ts checks both ways.
import type { TranslationMessages } from 'react-admin';
import { entityList } from '../../../contract/entities';
import { entityMessages } from '../entity-messages';
import { app } from './app';
import { spanishChoices, spanishEntityNames } from './entities';
import { spanishLabels } from './labels';
import { ra } from './ra';

/** A declared label in Spanish; a label the dictionary lacks stays English (the catalogue test names it). */
export const spanishLabel = (english: string): string => spanishLabels[english] ?? english;

const { resources } = entityMessages(entityList, spanishLabel, spanishEntityNames);
for (const [entity, choices] of Object.entries(spanishChoices)) resources[entity] = { ...resources[entity], choices };

export const spanishCatalogue: TranslationMessages = { ra, resources, app };

/** Finds the key of the server's English answers, to say them in Spanish (src/i18n/message-finder.ts). */
export { messageKey } from '../../../contract/message-keys';
