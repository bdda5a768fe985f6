// Pages of Chat rooms and messages beyond the generated screens: the chat itself at /user/chat, which
// takes the place of the rooms' generated list (the side menu's Chat entry leads here).
import { lazy } from 'react';
import { CHAT_SCREEN } from '../../../contract/chat/chat';
import { chatRoom } from '../../../contract/entities/chat/chatRoom';
import type { PageRoute } from '../routes';

const ChatPage = lazy(() => import('./ChatPage').then((m) => ({ default: m.ChatPage })));

export const chatPageRoutes: PageRoute[] = [{ path: CHAT_SCREEN, element: ChatPage, permission: chatRoom.permission, title: 'app.chat.title' }];
