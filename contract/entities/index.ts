// The registry: every entity the product knows, declared once.
import type { EntityDeclaration } from '../entity';
import { business } from './business';
import { businessEntities } from './businesses';
import { catalogEntities } from './catalog';
import { mediaEntities } from './media';
import { currency } from './currency';
import { customerEntities } from './customers';
import { deliveryEntities } from './delivery';
import { franchiseEntities } from './franchises';
import { inventoryEntities } from './inventory';
import { language } from './language';
import { notificationSound } from './notificationSound';
import { notificationType } from './notificationType';
import { notificationTypeGroup } from './notificationTypeGroup';
import { order } from './order';
import { orderCancellationReason } from './orderCancellationReason';
import { orderType } from './orderType';
import { product } from './product';
import { promotionEntities } from './promotions';
import { smsEntities } from './sms';
import { chatEntities } from './chat';
import { callEntities } from './call';
import { storeEntities } from './stores';
import { timeTracking } from './timeTracking';
import { user } from './user';
import { userGroup } from './userGroup';

export const entities = {
  language,
  currency,
  userGroup,
  user,
  notificationTypeGroup,
  notificationType,
  notificationSound,
  timeTracking,
  business,
  ...storeEntities,
  ...franchiseEntities,
  ...customerEntities,
  ...businessEntities,
  ...mediaEntities,
  product,
  ...catalogEntities,
  ...promotionEntities,
  ...inventoryEntities,
  orderType,
  orderCancellationReason,
  order,
  ...deliveryEntities,
  ...smsEntities,
  ...callEntities,
  ...chatEntities,
} satisfies Record<string, EntityDeclaration>;

export type EntityName = keyof typeof entities;

export const entityList: EntityDeclaration[] = Object.values(entities);

/** The declaration of that name; a name of no declaration (`constructor` included) has none. */
export const entityByName = (name: string): EntityDeclaration | undefined =>
  Object.hasOwn(entities, name) ? (entities as Record<string, EntityDeclaration>)[name] : undefined;
