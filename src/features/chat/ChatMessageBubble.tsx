import { Box, Link, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseChatFileUrl, type ChatMessage } from '../../../contract/chat/chat';
import { fileHref } from './chat-api';
import { intlLocale } from '../../i18n/intl-locale';

export interface ChatMessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
}

const PICTURE = /\.(png|jpe?g|gif|webp)$/i;

/** One message: one's own on the right; pictures shown, other files as links. */
export function ChatMessageBubble({ message, mine }: ChatMessageBubbleProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }} data-testid="chat-message" data-mine={mine}>
      <Paper variant="outlined" sx={{ px: 1.5, py: 1, maxWidth: '70%', bgcolor: mine ? 'action.selected' : 'background.paper' }}>
        {!mine && <Typography variant="caption" color="primary" component="div">{message.sender}</Typography>}
        {message.message && <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message.message}</Typography>}
        {message.files.map((url) => {
          const name = parseChatFileUrl(url)?.name ?? url;
          return (
            <Box key={url} sx={{ mt: 0.5 }}>
              <Link href={fileHref(url)} target="_blank" rel="noopener noreferrer" data-testid="chat-file">
                {PICTURE.test(name) ? <Box component="img" src={fileHref(url)} alt={name} sx={{ display: 'block', maxWidth: 240, maxHeight: 180, borderRadius: 1 }} /> : name}
              </Link>
            </Box>
          );
        })}
        <Typography variant="caption" color="text.secondary" component="div" sx={{ textAlign: 'right' }}>
          {new Date(message.dateAdded).toLocaleString(intlLocale())}
          {message.condition === 'edited' ? ` · ${translate('app.chat.edited')}` : ''}
          {mine && message.read ? ' ✓✓' : mine ? ' ✓' : ''}
        </Typography>
      </Paper>
    </Box>
  );
}
