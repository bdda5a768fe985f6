// The two languages hold the same keys, and the Spanish texts keep what the English ones fill in.
import { describe, expect, it } from 'vitest';
import { entityList } from '../../contract/entities';
import { catalogueKeys, englishCatalogue } from './catalogue';
import { entityMessages } from './entity-messages';
import { spanishCatalogue } from './es';
import { spanishLabels } from './es/labels';

/** Every text of a catalogue by its dotted key. */
function texts(messages: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (value && typeof value === 'object') for (const [k, v] of texts(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, String(value));
  }
  return out;
}

const english = texts(englishCatalogue);
const spanish = texts(spanishCatalogue);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (text: string) => text.split('||||').length;

describe('English and Spanish', () => {
  it('hold exactly the same keys', () => {
    const englishKeys = new Set(catalogueKeys(englishCatalogue));
    const spanishKeys = new Set(catalogueKeys(spanishCatalogue));
    expect([...englishKeys].filter((k) => !spanishKeys.has(k)), 'keys missing in Spanish').toEqual([]);
    expect([...spanishKeys].filter((k) => !englishKeys.has(k)), 'keys missing in English').toEqual([]);
  });

  it('fill in every placeholder of the English text, with as many plural forms', () => {
    const wrong = [...english]
      .filter(([key]) => spanish.has(key))
      .filter(([key, text]) => {
        const es = spanish.get(key)!;
        return !placeholders(text).every((p) => placeholders(es).includes(p)) || forms(text) !== forms(es);
      })
      .map(([key, text]) => `${key}: ${text} -> ${spanish.get(key)}`);
    expect(wrong).toEqual([]);
  });

  it('leave no Spanish text empty', () => {
    const empty = [...spanish].filter(([key, text]) => !text.trim() && english.get(key)?.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('translate every label the declarations give, and the dictionary holds no label nobody declares', () => {
    const declared = new Set<string>();
    entityMessages(entityList, (label) => (declared.add(label), label));
    expect([...declared].filter((l) => !(l in spanishLabels)), 'declared labels without Spanish').toEqual([]);
    expect(Object.keys(spanishLabels).filter((l) => !declared.has(l)), 'Spanish labels nobody declares').toEqual([]);
  });

  it('read the declarations in Spanish', () => {
    expect(spanish.get('resources.order.name')).toBe('Pedido |||| Pedidos');
    expect(spanish.get('resources.user.fields.firstname')).toBe('Nombre');
    expect(spanish.get('resources.language.tabs.General')).toBe('General');
    expect(spanish.get('resources.call.choices.status.no-answer')).toBe('Sin respuesta');
    expect(english.get('resources.user.fields.firstname')).toBe('Firstname');
  });
});
