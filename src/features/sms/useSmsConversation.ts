import { useCallback, useEffect, useRef, useState } from 'react';
import { EVENTS } from '../../../contract/realtime';
import { toE164 } from '../../../contract/sms/phone';
import { SMS_PATHS, type SmsStatusEvent } from '../../../contract/sms/sms';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { useSocketEvent } from '../../realtime/useSocketEvent';

export interface SmsMessage {
  smsId: number;
  to: string;
  from: string;
  message: string;
  inbound: boolean;
  status: string;
  dateAdded: string;
}

/**
 * The messages exchanged with one phone, kept current: an inbound message is appended only when its
 * sender is this phone (spec, second document, section 4, "Chat"); status reports merge into theirs.
 */
export function useSmsConversation(phone: string | undefined) {
  const dataProvider = useBackOfficeDataProvider();
  const [messages, setMessages] = useState<SmsMessage[]>([]);
  const [loading, setLoading] = useState(false);
  // statuses reported while the conversation was being read: the read may predate them
  const reported = useRef(new Map<number, string>());
  const withReported = (list: SmsMessage[]) => list.map((m) => (reported.current.has(m.smsId) ? { ...m, status: reported.current.get(m.smsId)! } : m));

  useEffect(() => {
    setMessages([]);
    if (!phone) return undefined;
    const controller = new AbortController();
    setLoading(true);
    dataProvider
      .call<{ data: SmsMessage[] }>('sms', SMS_PATHS.conversation(phone), { signal: controller.signal })
      .then((res) => setMessages(withReported(res.data)))
      .catch(() => {})
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [dataProvider, phone]);

  const add = useCallback((m: SmsMessage) => setMessages((list) => (list.some((x) => x.smsId === m.smsId) ? list : withReported([...list, m]))), []);

  // subscribed from the start (not once a phone is chosen): a socket still connecting would miss reports
  useSocketEvent<SmsMessage>('sms', EVENTS.inbound, (m) => {
    if (phone && toE164(m.from) === phone) add(m);
  });
  useSocketEvent<SmsStatusEvent>('sms', EVENTS.smsStatus, (e) => {
    reported.current.set(e.smsId, e.status);
    setMessages((list) => list.map((m) => (m.smsId === e.smsId ? { ...m, status: e.status } : m)));
  });

  return { messages, loading, add };
}
