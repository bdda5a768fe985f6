// How the console finds the catalogue key of a server's English answer (contract/message-keys.ts).
// Only another language than English needs it, so it travels in that language's chunk and is
// handed over here when the chunk loads (src/i18nProvider.ts): the sign-in page stays light.
import type { MessageKey } from '../../contract/message-keys';

let finder: ((text: string) => MessageKey | undefined) | undefined;

export const setMessageFinder = (find: (text: string) => MessageKey | undefined): void => {
  finder = find;
};

/** The key and values of an English answer; undefined while no other language was loaded, or for a text no module holds. */
export const findMessageKey = (text: string): MessageKey | undefined => finder?.(text);
