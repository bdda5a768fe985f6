import { realtimeSockets } from '../../realtime/realtime';
import { defineFeature } from '../feature';
import { ChatCalls } from './chat.calls';
import { chatRoutes } from './chat.routes';
import { ChatLive } from './chat.service';
import { chatHooks } from './hooks';

export const chat = defineFeature({
  name: 'chat',
  hooks: chatHooks,
  // the live rooms (presence, messages, reads) and the calls between members, on the chat namespace
  parts: (ctx) => {
    const sockets = realtimeSockets(ctx.realtime);
    const live = new ChatLive(ctx.db, ctx.realtime, sockets, ctx.accounts.notifications, ctx.log);
    live.start();
    new ChatCalls({ db: ctx.db, realtime: ctx.realtime, sockets, log: ctx.log, notifications: ctx.accounts.notifications }).start();
    return { live };
  },
  routes: chatRoutes,
});
