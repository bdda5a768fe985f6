import AddCommentIcon from '@mui/icons-material/AddComment';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { inCall } from '../../../contract/chat/rtc';
import { parseIdValue } from '../../../contract/validate';
import { ChatConversation } from './ChatConversation';
import { ChatNewDialog } from './ChatNewDialog';
import { ChatRoomList } from './ChatRoomList';
import { useChat } from './useChat';
import { useChatCall } from './useChatCall';

/**
 * /user/chat (spec, first document, section 2): the member's rooms and the open one. The `chat`
 * notification's link (?chatRoomID=..&memberID=..) opens that room.
 */
export function ChatPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const me = identity ? Number(identity.id) : undefined;
  const chat = useChat(me);
  const { call, calls } = useChatCall();
  const [dialog, setDialog] = useState(false);
  const [params] = useSearchParams();
  const linked = parseIdValue(params.get('chatRoomID') ?? '');
  const { open } = chat;
  useEffect(() => {
    if (linked !== undefined) open(linked);
  }, [linked, open]);

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>{translate('app.chat.title')}</Typography>
        <Button variant="contained" startIcon={<AddCommentIcon />} onClick={() => setDialog(true)} data-testid="chat-new">
          {translate('app.chat.new_chat')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ display: 'flex', height: 'calc(100vh - 190px)', minHeight: 420 }}>
        <Box sx={{ width: { xs: 240, md: 320 }, flexShrink: 0, borderRight: 1, borderColor: 'divider', overflowY: 'auto' }}>
          <Typography variant="overline" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>{translate('app.chat.rooms')}</Typography>
          {chat.loaded && <ChatRoomList rooms={chat.rooms} me={me} openId={chat.openId} onOpen={open} />}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {chat.room ? (
            <ChatConversation
              room={chat.room}
              me={me}
              messages={chat.messages}
              api={chat.api}
              onSend={chat.send}
              onBlock={(b) => void chat.setBlocked(b)}
              onDelete={() => void chat.deleteRoom()}
              onCall={(peer, video) => void calls.start(chat.room!.roomId, peer, video)}
              inCall={inCall(call)}
            />
          ) : (
            <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Typography color="text.secondary">{translate('app.chat.pick_room')}</Typography>
            </Box>
          )}
        </Box>
      </Paper>
      <ChatNewDialog open={dialog} api={chat.api} onClose={() => setDialog(false)} onStart={(m, n) => void chat.startRoom(m, n)} />
    </Box>
  );
}
