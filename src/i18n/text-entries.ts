/** The plain-text entries of a texts module (functions with arguments stay in code). */
export const textEntries = (texts: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter((e): e is [string, string] => typeof e[1] === 'string'));
