import { useResourceContext, useTranslate } from 'react-admin';
import type { EntityDeclaration } from '../../contract/entity';
import { fieldPath } from './entity-messages';

/** Keys of an entity's labels in the catalogue (react-admin's convention). */
export const entityKeys = {
  name: (entity: string) => `resources.${entity}.name`,
  field: (entity: string, source: string) => `resources.${entity}.fields.${fieldPath(source)}`,
  filter: (entity: string, filter: string) => `resources.${entity}.filters.${filter}`,
  tab: (entity: string, tab: string) => `resources.${entity}.tabs.${tab}`,
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
export function useFieldLabel(resource?: string) {
  const translate = useTranslate();
  const current = useResourceContext();
  return (source: string) => translate(entityKeys.field(resource ?? current ?? '', source));
}
