import { useCallback } from 'react';
import { store } from '../../../../../contract/entities/store';
import { STORE_PATHS } from '../../../../../contract/stores';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../../../dataProvider/hooks';

/**
 * After a save (spec, second document, section 4, "Store"): the synchronize call; the server compares
 * the store (status, domain, verified flag) with what the proxy was last told and registers or
 * removes the domain. A failure is shown; the save itself stands.
 */
export function useStoreSynchronize(): (storeId: number | string) => Promise<void> {
  const dataProvider = useBackOfficeDataProvider();
  const notifyError = useNotifyApiError();
  return useCallback(
    async (storeId) => {
      await dataProvider.call(store.service, STORE_PATHS.synchronize(storeId), { method: 'PUT', resource: store.name }).catch(notifyError);
    },
    [dataProvider, notifyError],
  );
}
