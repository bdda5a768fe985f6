import CallIcon from '@mui/icons-material/Call';
import VideocamIcon from '@mui/icons-material/Videocam';
import { IconButton, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatCallPeer, ChatRoom } from '../../../contract/chat/chat';

export interface ChatCallButtonsProps {
  room: ChatRoom;
  me: number | undefined;
  disabled: boolean;
  onCall: (peer: ChatCallPeer, video: boolean) => void;
}

/** Voice and video call buttons of an open conversation; in a group room, a menu picks the member to call. */
export function ChatCallButtons({ room, me, disabled, onCall }: ChatCallButtonsProps) {
  const translate = useTranslate();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; video: boolean } | undefined>();
  const others = room.members.filter((m) => m.userId !== me);
  const call = (video: boolean, anchor: HTMLElement) => {
    if (others.length === 1) onCall({ userId: others[0].userId, username: others[0].username }, video);
    else setMenu({ anchor, video });
  };
  const button = (video: boolean) => {
    const label = translate(video ? 'app.chat.video_call' : 'app.chat.voice_call');
    return (
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} color="primary" disabled={disabled || !others.length} onClick={(e) => call(video, e.currentTarget)} data-testid={video ? 'chat-video-call' : 'chat-voice-call'}>
            {video ? <VideocamIcon /> : <CallIcon />}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <>
      {button(false)}
      {button(true)}
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(undefined)} data-testid="chat-call-pick">
        <ListSubheader>{translate('app.chat.call_whom')}</ListSubheader>
        {others.map((m) => (
          <MenuItem
            key={m.userId}
            onClick={() => {
              if (menu) onCall({ userId: m.userId, username: m.username }, menu.video);
              setMenu(undefined);
            }}
          >
            {m.username}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
