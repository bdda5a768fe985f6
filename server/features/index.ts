// The composition root of the features (server/features/<name>/index.ts): the one list from which
// the engine takes every declaration's hooks (hooks.ts) and the API scope mounts every custom route
// (server/routes.ts). A new feature is a folder and a line here.
import { accounts } from './accounts';
import { audit } from './audit';
import { balance } from './balance';
import { businesses } from './businesses';
import { call } from './call';
import { catalog } from './catalog';
import { chat } from './chat';
import { customers } from './customers';
import { dashboard } from './dashboard';
import { delivery } from './delivery';
import type { Feature } from './feature';
import { inventory } from './inventory';
import { media } from './media';
import { notifications } from './notifications';
import { orders } from './orders';
import { products } from './products';
import { promotions } from './promotions';
import { sms } from './sms';
import { stores } from './stores';
import { timeTracking } from './time-tracking';

export const features: readonly Feature[] = [
  products,
  catalog,
  media,
  customers,
  promotions,
  businesses,
  stores,
  inventory,
  delivery,
  sms,
  call,
  chat,
  dashboard,
  audit,
  balance,
  accounts,
  timeTracking,
  notifications,
  orders,
];
