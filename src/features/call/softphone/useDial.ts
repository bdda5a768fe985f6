import { useCallback } from 'react';
import { CALL_PATHS } from '../../../../contract/call/call';
import type { DialOutcome, Softphone } from '../../../../contract/call/softphone';
import { useBackOfficeDataProvider } from '../../../dataProvider/hooks';

/**
 * Places a call from the phone: POST actions/dial (the call row: the number checked, the block list,
 * the rate limits), then the device connects, then PUT actions/dial/{id} with how the call ended.
 * Rejects with the API's error (a 422 on phone) before anything is dialled.
 */
export function useDial(softphone: Softphone): (phone: string) => Promise<void> {
  const dataProvider = useBackOfficeDataProvider();
  return useCallback(
    async (phone: string) => {
      const { id } = await dataProvider.call<{ id: number; phone: string }>('call', CALL_PATHS.dial, { method: 'POST', body: { phone }, resource: 'call' });
      let outcome: DialOutcome = { status: 'failed', duration: 0 };
      try {
        const { ended } = await softphone.dial(phone);
        outcome = await ended;
      } finally {
        await dataProvider.call('call', `${CALL_PATHS.dial}/${id}`, { method: 'PUT', body: outcome, resource: 'call' });
      }
    },
    [dataProvider, softphone],
  );
}
