import { useRef } from 'react';
import { useRefresh } from 'react-admin';
import { EVENTS } from '../../../contract/realtime';
import type { CampaignReportEvent } from '../../../contract/sms/sms';
import { useSocketEvent } from '../../realtime/useSocketEvent';

/** How often report events may read the open list again. */
const REFRESH_EVERY_MS = 1000;

/**
 * Campaign report events (spec, second document, section 4): `onReport` gets each; without one,
 * the screen's reads are refreshed at most once a second.
 */
export function useCampaignReports(onReport?: (e: CampaignReportEvent) => void): void {
  const refresh = useRefresh();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useSocketEvent<CampaignReportEvent>('sms', EVENTS.campaignReport, (e) => {
    if (onReport) return onReport(e);
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      refresh();
    }, REFRESH_EVERY_MS);
  });
}
