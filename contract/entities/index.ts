// The registry: every entity the product knows, declared once.
import type { EntityDeclaration } from '../entity';
import { currency } from './currency';
import { language } from './language';
import { user } from './user';
import { userGroup } from './userGroup';

export const entities = { language, currency, userGroup, user } satisfies Record<string, EntityDeclaration>;

export type EntityName = keyof typeof entities;

export const entityList: EntityDeclaration[] = Object.values(entities);

export const entityByName = (name: string): EntityDeclaration | undefined =>
  (entities as Record<string, EntityDeclaration>)[name];
