// Digital cards: a location is both coordinates or neither (as saved: the stored address merged with the update).
import { BUSINESS_TEXTS } from '../../../contract/businesses';
import type { EntityHooks } from '../../engine/entity-hooks';

type Location = { lat?: number | null; lng?: number | null };

export const digitalCardHooks: EntityHooks = {
  async validate(_ctx, { before, values }) {
    if (!('address' in values)) return;
    const stored = ((before?.address as { location?: Location } | null) ?? {}).location ?? {};
    const sent = ((values.address as { location?: Location } | null) ?? {}).location;
    const location = sent === undefined ? stored : (sent ?? {});
    const has = (v: unknown) => v !== undefined && v !== null;
    if (has(location.lat) !== has(location.lng)) {
      return [{ path: has(location.lat) ? 'address.location.lng' : 'address.location.lat', msg: BUSINESS_TEXTS.bothCoordinates }];
    }
  },
};
