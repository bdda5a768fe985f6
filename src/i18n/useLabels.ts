import { useCallback } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import type { EntityDeclaration } from '../../contract/entity';
import { fieldPath } from './entity-messages';

/** Keys of an entity's labels in the catalogue (react-admin's convention). */
export const entityKeys = {
  name: (entity: string) => `resources.${entity}.name`,
  field: (entity: string, source: string) => `resources.${entity}.fields.${fieldPath(source)}`,
  filter: (entity: string, filter: string) => `resources.${entity}.filters.${filter}`,
  tab: (entity: string, tab: string) => `resources.${entity}.tabs.${tab}`,
  /** an enum field's value as screens show it; the value itself when the catalogue has no label */
  choice: (entity: string, source: string, value: string) => `resources.${entity}.choices.${fieldPath(source)}.${value}`,
};

/** An entity's plural (list, menu) and singular (form title) labels. */
export function useEntityLabel() {
  const translate = useTranslate();
  return {
    plural: (d: Pick<EntityDeclaration, 'name'>) => translate(entityKeys.name(d.name), { smart_count: 2 }),
    one: (d: Pick<EntityDeclaration, 'name'>) => translate(entityKeys.name(d.name), { smart_count: 1 }),
  };
}

/** The label of a field (a dotted declaration path) of the current resource, or of `resource`. */
/** How an enum field's value reads (`no-answer` -> 'No answer'): the catalogue's label, else the value as stored. */
export function useChoiceLabel(resource?: string) {
  const translate = useTranslate();
  const current = useResourceContext();
  return useCallback((source: string, value: string) => translate(entityKeys.choice(resource ?? current ?? '', source, value), { _: value }), [translate, resource, current]);
}

export function useFieldLabel(resource?: string) {
  const translate = useTranslate();
  const current = useResourceContext();
  return (source: string) => translate(entityKeys.field(resource ?? current ?? '', source));
}
