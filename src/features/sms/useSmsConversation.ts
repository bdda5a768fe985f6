import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { EVENTS } from '../../../contract/realtime';
import { toE164 } from '../../../contract/phone';
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

const NO_MESSAGES: SmsMessage[] = [];
/** The conversations read so far, one query each (`['sms', 'conversation', phone]`). */
const CONVERSATIONS = ['sms', 'conversation'] as const;

/**
 * The messages exchanged with one phone, kept current: an inbound message is appended only when its
 * sender is this phone (spec, second document, section 4, "Chat"); status reports merge into theirs.
 * The messages are a query's; what the socket reports patches its cache.
 */
export function useSmsConversation(phone: string | undefined) {
  const dataProvider = useBackOfficeDataProvider();
  const queryClient = useQueryClient();
  // statuses reported while the conversation was being read: the read may predate them
  const reported = useRef(new Map<number, string>());
  const withReported = useCallback(
    (list: SmsMessage[]) => list.map((m) => (reported.current.has(m.smsId) ? { ...m, status: reported.current.get(m.smsId)! } : m)),
    [],
  );

  const { data: messages = NO_MESSAGES, isLoading } = useQuery({
    queryKey: [...CONVERSATIONS, phone],
    queryFn: ({ signal }) =>
      dataProvider.call<{ data: SmsMessage[] }>('sms', SMS_PATHS.conversation(phone as string), { signal }).then((res) => withReported(res.data)),
    enabled: !!phone,
    retry: false,
  });

  /** Adds a message to the open conversation (once). */
  const add = useCallback(
    (m: SmsMessage) => {
      if (!phone) return;
      queryClient.setQueryData<SmsMessage[]>([...CONVERSATIONS, phone], (list = NO_MESSAGES) => (list.some((x) => x.smsId === m.smsId) ? list : withReported([...list, m])));
    },
    [queryClient, phone, withReported],
  );

  // subscribed from the start (not once a phone is chosen): a socket still connecting would miss reports
  useSocketEvent<SmsMessage>('sms', EVENTS.inbound, (m) => {
    if (phone && toE164(m.from) === phone) add(m);
  });
  useSocketEvent<SmsStatusEvent>('sms', EVENTS.smsStatus, (e) => {
    reported.current.set(e.smsId, e.status);
    queryClient.setQueriesData<SmsMessage[]>({ queryKey: CONVERSATIONS }, (list) => list?.map((m) => (m.smsId === e.smsId ? { ...m, status: e.status } : m)));
  });

  // a conversation not read yet shows no empty text: the read is still on its way
  return { messages, loading: isLoading, add };
}
