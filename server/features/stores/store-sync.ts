// The synchronisation of a store with the proxy service (spec, second document, section 4, "Store"):
// compared with what the proxy was last told, an active store's domain is registered and an inactive,
// archived or renamed one's removed, through the proxy adapter (server/adapters/store-proxy).
import { proxyChanges } from '../../../contract/stores';
import type { StoreProxy, ProxyRequest } from '../../adapters/store-proxy/store-proxy';
import type { Db } from '../../db/database';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../http/errors';
import { lastProxyState, lockStoreForSync } from './stores.repository';

export interface SyncOutcome {
  storeId: number;
  /** the domain the proxy now serves for the store (null: none) */
  domain: string | null;
  verified: boolean;
  /** the requests this synchronisation made (none when the proxy already knew the store as it is) */
  requests: ProxyRequest[];
}

/** Synchronises one store; 404 when it does not exist. One at a time per store (its row is locked). */
export async function synchronizeStore(db: Db, proxy: StoreProxy, storeId: number): Promise<SyncOutcome> {
  return db.transaction().execute(async (trx) => {
    const store = await lockStoreForSync(trx, storeId);
    if (!store) throw new ApiError(404, messages.notFound('Store'));
    const last = await lastProxyState(trx, storeId);
    const requests: ProxyRequest[] = [];
    for (const change of proxyChanges(last, store)) requests.push(await proxy.send(trx, storeId, change, store.verified));
    const now = await lastProxyState(trx, storeId);
    return { storeId, domain: now.domain ?? null, verified: store.verified, requests };
  });
}
