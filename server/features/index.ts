// The composition root of the features (server/features/<name>/index.ts): the one list from which
// the engine takes every declaration's hooks (hooks.ts), the app builds every feature's long-lived
// parts (startFeatures) and the API scope mounts every custom route (server/routes.ts). A new
// feature is a folder and a line here.
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
import type { Closable, Feature, PartsContext } from './feature';
import { inventory } from './inventory';
import { listPreferences } from './list-preferences';
import { media } from './media';
import { notifications } from './notifications';
import { orders } from './orders';
import { products } from './products';
import { promotions } from './promotions';
import { search } from './search';
import { sms } from './sms';
import { stores } from './stores';
import { timeTracking } from './time-tracking';

// each feature's own parts type is checked where it is defined (defineFeature)
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const features: readonly Feature<any>[] = [
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
  listPreferences,
  search,
];

/** Each feature's long-lived parts, by feature name. */
export type FeatureParts = ReadonlyMap<string, object>;

/**
 * Builds and starts every feature's long-lived parts, once per app and before any route; each is
 * closed when the app closes. Routes receive their own feature's parts (server/routes.ts).
 */
export function startFeatures(ctx: PartsContext, onClose: (close: () => Promise<void>) => void): FeatureParts {
  const parts = new Map<string, object>();
  for (const feature of features) {
    if (!feature.parts) continue;
    const built: Closable = feature.parts(ctx);
    parts.set(feature.name, built);
    if (built.close) onClose(async () => built.close?.());
  }
  return parts;
}
