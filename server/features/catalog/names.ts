// Entities with descriptions per language show one name: the default language's.
import { messages } from '../../../contract/messages';
import { DEFAULT_LANGUAGE_ID } from '../../../contract/products';
import type { ValidationItem } from '../../../contract/validate';
import type { EntityHooks } from '../../engine/entity-hooks';

type Row = Record<string, unknown>;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * Keeps `key` (name, title) equal to the default language's description `key` when descriptions
 * are sent with one; otherwise the sent or stored value stays. The record needs one either way.
 */
export function nameFromDescriptions(key: string, label: string): NonNullable<EntityHooks['validate']> {
  return async (_ctx, { before, values }): Promise<ValidationItem[] | void> => {
    if (Array.isArray(values.descriptions)) {
      const own = (values.descriptions as Row[]).find((d) => d && Number(d.languageId) === DEFAULT_LANGUAGE_ID);
      const fromDescription = text(own?.[key]);
      if (fromDescription !== undefined) values[key] = fromDescription;
    }
    const name = key in values ? values[key] : before?.[key];
    if (text(name) === undefined) return [{ path: key, msg: messages.required(label) }];
  };
}
