import { useEffect, useState, useSyncExternalStore } from 'react';
import { CALL_PATHS } from '../../../../contract/call/call';
import { createSoftphone, type Softphone, type SoftphoneView } from '../../../../contract/call/softphone';
import { useBackOfficeDataProvider } from '../../../dataProvider/hooks';
import { createVoiceDevice } from './device';

/** The browser phone, started when the calling component mounts and stopped when it unmounts. */
export function useSoftphone(): { softphone: Softphone; view: SoftphoneView } {
  const dataProvider = useBackOfficeDataProvider();
  const [softphone] = useState(() =>
    createSoftphone({
      // the timestamp keeps any cache from answering an old token
      fetchToken: (t) => dataProvider.call<{ token: string }>('call', CALL_PATHS.voiceToken, { query: { t } }).then((r) => r.token),
      createDevice: createVoiceDevice,
    }),
  );
  useEffect(() => {
    void softphone.start();
    return () => softphone.destroy();
  }, [softphone]);
  const view = useSyncExternalStore(softphone.subscribe, softphone.view);
  return { softphone, view };
}
