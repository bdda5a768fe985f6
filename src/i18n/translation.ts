/** The texts of a language, shaped like the English module they translate: same keys, every text a string. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** A contract module's plain texts (its functions stay in code), keyed as the module keys them: what `textEntries` gives English. */
export type TextsOf<T> = { [K in keyof T as T[K] extends string ? K : never]: string };
