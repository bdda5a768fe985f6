import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { sms as smsDecl } from '../../../contract/entities/sms/sms';
import { ORDER_PATHS, ORDER_SERVICE } from '../../../contract/orders/order-paths';
import type { Order } from '../../../contract/orders/order-types';
import { toE164 } from '../../../contract/phone';
import { PhoneBlockToggle } from '../../components/phone/PhoneBlockToggle';
import { smsSegments } from '../../../contract/sms/sms';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';
import { useSmsConversation, type SmsMessage } from './useSmsConversation';
import { intlLocale } from '../../i18n/intl-locale';

/** The phone a conversation opens on: an order's customer (?order=true), an SMS's other party, or none. */
function useOpeningPhone(): { phone?: string; missing: boolean } {
  const { id } = useParams();
  const [search] = useSearchParams();
  const dataProvider = useBackOfficeDataProvider();
  const fromOrder = search.get('order') === 'true';
  const { data, isError } = useQuery({
    queryKey: ['sms', 'openingPhone', fromOrder ? 'order' : 'sms', id],
    queryFn: async ({ signal }) => {
      const read = fromOrder
        ? await dataProvider.call<Order>(ORDER_SERVICE, ORDER_PATHS.one(id as string), { signal }).then((o) => o.telephone)
        : await dataProvider.getOne(smsDecl.name, { id: id as string, signal }).then((r) => (r.data.inbound ? r.data.from : r.data.to) as string | undefined);
      // no phone there: null, which the page says
      return toE164(read) ?? null;
    },
    enabled: !!id,
    retry: false,
  });
  // a read that fails is a conversation with no phone, as one that finds none
  return { phone: data ?? undefined, missing: isError || data === null };
}

function MessageBubble({ message }: { message: SmsMessage }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: message.inbound ? 'flex-start' : 'flex-end' }} data-testid="sms-message" data-inbound={message.inbound}>
      <Paper variant="outlined" sx={{ p: 1.5, maxWidth: '70%', bgcolor: message.inbound ? 'background.paper' : 'action.selected' }}>
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message.message}</Typography>
        <Typography variant="caption" color="text.secondary">
          {new Date(message.dateAdded).toLocaleString(intlLocale())} · {translate(`app.sms.status.${message.status}`, { _: message.status })}
        </Typography>
      </Paper>
    </Box>
  );
}

/** /call/sms/send[/{id}] (and /sms/send/{id}, the inbound_sms notification's link): one phone's messages and a send box. */
export function SmsConversationPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const dataProvider = useBackOfficeDataProvider();
  const opening = useOpeningPhone();
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState<string | undefined>();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (opening.phone) {
      setPhone(opening.phone);
      setTyped(opening.phone);
    }
  }, [opening.phone]);
  const { messages, loading, add } = useSmsConversation(phone);

  const open = () => setPhone(toE164(typed));
  const send = async () => {
    const to = phone ?? toE164(typed);
    setSending(true);
    try {
      const { data } = await dataProvider.create(smsDecl.name, { data: { to: to ?? typed, message: text } });
      notify('app.sms.message.sent', { type: 'success' });
      setText('');
      if (!phone) setPhone(data.to);
      add({ smsId: Number(data.id), to: data.to, from: data.from, message: data.message, inbound: false, status: data.status, dateAdded: data.dateAdded });
    } catch (e) {
      notifyError(e);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate(phone ? 'app.sms.conversation.title' : 'app.sms.conversation.new_title')}</Typography>
      {opening.missing && <Alert severity="warning" sx={{ mb: 2 }}>{translate('app.sms.conversation.no_phone')}</Alert>}
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={translate('app.sms.conversation.phone')}
          helperText={typed && !toE164(typed) ? translate('app.sms.message.badNumber') : translate('app.sms.conversation.phone_help')}
          error={!!typed && !toE164(typed)}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && open()}
          inputProps={{ 'data-testid': 'sms-phone' }}
        />
        <Box>
          <Button variant="outlined" onClick={open} disabled={!toE164(typed)}>{translate('app.sms.conversation.open')}</Button>
        </Box>
        {phone && <PhoneBlockToggle phone={phone} list="sms" withState />}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, minHeight: 240, maxHeight: '55vh', overflowY: 'auto' }} data-testid="sms-conversation">
        <Stack spacing={1}>
          {messages.map((m) => <MessageBubble key={m.smsId} message={m} />)}
          {!loading && !messages.length && (
            <Typography color="text.secondary">{translate(phone ? 'app.sms.conversation.empty' : 'app.sms.conversation.pick')}</Typography>
          )}
        </Stack>
      </Paper>
      <TextField
        fullWidth
        multiline
        minRows={3}
        label={translate('app.sms.conversation.message')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        helperText={translate('app.sms.conversation.parts', { count: smsSegments(text) })}
        inputProps={{ 'data-testid': 'sms-text' }}
      />
      <Box sx={{ mt: 1 }}>
        <Button variant="contained" onClick={send} disabled={sending || !text.trim() || !toE164(phone ?? typed)} data-testid="sms-send">
          {translate('app.sms.conversation.send')}
        </Button>
      </Box>
    </Box>
  );
}
