import AttachFileIcon from '@mui/icons-material/AttachFile';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Chip, Divider, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CHAT_LIMITS, CHAT_UPLOAD, parseChatFileUrl, roomTitle, type ChatCallPeer, type ChatMessage, type ChatRoom } from '../../../contract/chat/chat';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { ChatCallButtons } from './ChatCallButtons';
import { ChatMessageBubble } from './ChatMessageBubble';
import type { chatApi } from './chat-api';

export interface ChatConversationProps {
  room: ChatRoom;
  me: number | undefined;
  messages: ChatMessage[];
  api: ReturnType<typeof chatApi>;
  onSend: (text: string, files: string[]) => Promise<boolean>;
  onBlock: (blocked: boolean) => void;
  onDelete: () => void;
  /** calls a member of the room; absent: no call buttons */
  onCall?: (peer: ChatCallPeer, video: boolean) => void;
  /** a call is under way on this page */
  inCall?: boolean;
}

/** The open room: its members, call buttons, messages (oldest at the top, own on the right) and the send box with file attach. */
export function ChatConversation({ room, me, messages, api, onSend, onBlock, onDelete, onCall, inCall }: ChatConversationProps) {
  const translate = useTranslate();
  const notifyError = useNotifyApiError();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // braces: recent Chromium returns a promise from scrollIntoView, which an effect must not return
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages]);
  useEffect(() => {
    setText('');
    setFiles([]);
  }, [room.roomId]);

  const attach = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    try {
      for (const file of Array.from(list)) {
        const up = await api.upload(room.roomId, file);
        setFiles((f) => [...f, up.url]);
      }
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const send = async () => {
    if (!text.trim() && !files.length) return;
    setBusy(true);
    if (await onSend(text, files)) {
      setText('');
      setFiles([]);
    }
    setBusy(false);
  };

  const others = room.members.filter((m) => m.userId !== me);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="chat-conversation">
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 2, py: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" noWrap>{roomTitle(room, me)}</Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {others.map((m) => `${m.username} (${translate(m.online ? 'app.chat.online' : 'app.chat.offline')})`).join(', ')}
          </Typography>
        </Box>
        {onCall && <ChatCallButtons room={room} me={me} disabled={room.blocked || Boolean(inCall)} onCall={onCall} />}
        <Button size="small" startIcon={<BlockIcon />} onClick={() => onBlock(!room.blocked)}>
          {translate(room.blocked ? 'app.chat.unblock' : 'app.chat.block')}
        </Button>
        <Tooltip title={translate('app.chat.delete')}>
          <IconButton aria-label={translate('app.chat.delete')} onClick={() => window.confirm(translate('app.chat.delete_confirm')) && onDelete()}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2, minHeight: 0 }} data-testid="chat-messages">
        <Stack spacing={1}>
          {[...messages].reverse().map((m) => <ChatMessageBubble key={m._id} message={m} mine={m.senderId === me} />)}
          {!messages.length && <Typography color="text.secondary">{translate('app.chat.no_messages')}</Typography>}
        </Stack>
        <div ref={bottom} />
      </Box>
      <Divider />
      {room.blocked ? (
        <Alert severity="warning" sx={{ m: 2 }}>{translate('app.chat.blocked')}</Alert>
      ) : (
        <Box sx={{ p: 2 }}>
          {files.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
              {files.map((url) => {
                const name = parseChatFileUrl(url)?.name ?? url;
                return <Chip key={url} label={name} onDelete={() => setFiles((f) => f.filter((x) => x !== url))} data-testid="chat-pending-file" />;
              })}
            </Stack>
          )}
          <Stack direction="row" spacing={1} alignItems="flex-end">
            <input
              ref={fileInput}
              type="file"
              hidden
              multiple
              accept={CHAT_UPLOAD.extensions.map((e) => '.' + e).join(',')}
              onChange={(e) => void attach(e.target.files)}
              data-testid="chat-file-input"
            />
            <Tooltip title={translate('app.chat.attach')}>
              <span>
                <IconButton aria-label={translate('app.chat.attach')} onClick={() => fileInput.current?.click()} disabled={busy}>
                  <AttachFileIcon />
                </IconButton>
              </span>
            </Tooltip>
            <TextField
              fullWidth
              multiline
              maxRows={5}
              size="small"
              label={translate('app.chat.message')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void send();
                }
              }}
              inputProps={{ maxLength: CHAT_LIMITS.messageMax, 'data-testid': 'chat-input' }}
            />
            <Button variant="contained" endIcon={<SendIcon />} onClick={() => void send()} disabled={busy || (!text.trim() && !files.length)} data-testid="chat-send">
              {translate('app.chat.send')}
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
