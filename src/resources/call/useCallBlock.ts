import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { CALL_PATHS } from '../../../contract/call/call';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';

/** Whether a phone is blocked, and the one toggle (POST call/block_or_unblock). */
export function useCallBlock(phone: string) {
  const dataProvider = useBackOfficeDataProvider();
  const queryClient = useQueryClient();
  const notifyError = useNotifyApiError();
  const { data: blocked = false } = useQuery({
    queryKey: ['callBlocked', phone],
    queryFn: async () => (await dataProvider.call<{ data: string[] }>('call', CALL_PATHS.blocked, { query: { phones: phone } })).data.includes(phone),
  });
  const [busy, setBusy] = useState(false);
  const toggle = useCallback(async () => {
    setBusy(true);
    try {
      const res = await dataProvider.call<{ blocked: boolean }>('call', CALL_PATHS.blockToggle, { method: 'POST', body: { phone } });
      queryClient.setQueryData(['callBlocked', phone], res.blocked);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }, [dataProvider, phone, queryClient, notifyError]);
  return { blocked, busy, toggle };
}
