// A domain's url is stored normalised (contract/entities/sms/smsDomain.ts); once a create or an
// update committed, the domain is registered with the promotion-registration endpoint. That call
// never fails the save: its outcome is recorded (sms_promotion_request) and a failure logged.
import { normaliseDomainUrl, SMS_DOMAIN_TEXTS } from '../../../contract/entities/sms/smsDomain';
import type { SmsPromotion } from '../../adapters/sms-promotion/sms-promotion';
import type { Db } from '../../db/database';
import type { EntityHooks } from '../../engine/entity-hooks';

export interface SmsDomainHookDeps {
  /** the adapter, built from the settings as they are at each save */
  promotion: () => SmsPromotion;
  /** the app's database; undefined when seeding (nothing is registered then) */
  db: () => Db | undefined;
  log?: (msg: string, e?: unknown) => void;
}

export function smsDomainHooks(deps: SmsDomainHookDeps): EntityHooks {
  const log = deps.log ?? ((msg, e) => console.error(msg, e ?? ''));
  return {
    async validate(_ctx, { before, values }) {
      if (before && !('url' in values)) return;
      const url = normaliseDomainUrl(values.url);
      if (!url) return [{ path: 'url', msg: SMS_DOMAIN_TEXTS.badUrl }];
      values.url = url;
    },
    afterCommit(action, ids) {
      if (action !== 'create' && action !== 'update') return;
      const db = deps.db();
      if (!db) return;
      const promotion = deps.promotion();
      for (const id of ids) {
        promotion
          .register(db, id)
          .then((r) => {
            if (r?.error) log(`sms promotion: registering domain ${id} (${r.url}) failed: ${r.error}`);
          })
          .catch((e) => log(`sms promotion: domain ${id} not registered`, e));
      }
    },
  };
}
