import { useRef } from 'react';
import { useRefresh } from 'react-admin';
import type { CallCampaignReportEvent } from '../../contract/call/call';
import { EVENTS } from '../../contract/realtime';
import type { CampaignReportEvent } from '../../contract/sms/sms';
import { useSocketEvent } from './useSocketEvent';

/** How often report events may read the open list again. */
const REFRESH_EVERY_MS = 1000;

/** Where each channel pushes its campaigns' counters (server/features/<channel>/<channel>.channel.ts). */
const REPORTS = {
  sms: { ns: 'sms', event: EVENTS.campaignReport },
  call: { ns: 'main', event: EVENTS.callCampaignReport },
} as const;

interface Reports {
  sms: CampaignReportEvent;
  call: CallCampaignReportEvent;
}

/**
 * A channel's campaign report events (SMS: spec, second document, section 4): `onReport` gets each;
 * without one, the screen's reads are refreshed at most once a second.
 */
export function useCampaignReports<C extends keyof Reports>(channel: C, onReport?: (e: Reports[C]) => void): void {
  const refresh = useRefresh();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useSocketEvent<Reports[C]>(REPORTS[channel].ns, REPORTS[channel].event, (e) => {
    if (onReport) return onReport(e);
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      refresh();
    }, REFRESH_EVERY_MS);
  });
}
