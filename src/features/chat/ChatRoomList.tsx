import { Badge, Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { roomTitle, type ChatRoom } from '../../../contract/chat/chat';

export interface ChatRoomListProps {
  rooms: ChatRoom[];
  me: number | undefined;
  openId: number | undefined;
  onOpen: (roomId: number) => void;
}

const lastLine = (room: ChatRoom, me: number | undefined, you: string, file: string): string => {
  const m = room.lastMessage;
  if (!m) return '';
  const who = m.senderId === me ? you : m.sender;
  return `${who}: ${m.message || `[${file}]`}`;
};

/** The member's rooms: name, a dot for members online, unread badge and last message. */
export function ChatRoomList({ rooms, me, openId, onOpen }: ChatRoomListProps) {
  const translate = useTranslate();
  if (!rooms.length) return <Typography color="text.secondary" sx={{ p: 2 }}>{translate('app.chat.no_rooms')}</Typography>;
  return (
    <List dense disablePadding data-testid="chat-rooms">
      {rooms.map((room) => {
        const online = room.members.some((m) => m.userId !== me && m.online);
        return (
          <ListItem key={room.roomId} disablePadding>
            <ListItemButton selected={room.roomId === openId} onClick={() => onOpen(room.roomId)} data-testid="chat-room" data-room-id={room.roomId}>
              <Box
                role="img"
                aria-label={translate(online ? 'app.chat.online' : 'app.chat.offline')}
                sx={{ width: 10, height: 10, borderRadius: '50%', mr: 1.5, flexShrink: 0, bgcolor: online ? 'success.main' : 'action.disabled' }}
              />
              <ListItemText
                primary={roomTitle(room, me)}
                secondary={lastLine(room, me, translate('app.chat.you'), translate('app.chat.files'))}
                primaryTypographyProps={{ noWrap: true, fontWeight: room.notificationsCount ? 600 : 400 }}
                secondaryTypographyProps={{ noWrap: true }}
              />
              <Badge
                color="primary"
                badgeContent={room.notificationsCount}
                sx={{ ml: 2, mr: 1 }}
                slotProps={{ badge: { 'data-testid': 'chat-unread', 'aria-label': translate('app.chat.unread', { count: room.notificationsCount }) } as object }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
