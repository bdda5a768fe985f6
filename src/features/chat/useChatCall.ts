import { useEffect, useSyncExternalStore } from 'react';
import type { IceServer } from '../../../contract/chat/rtc';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { acquireSocket, releaseSocket } from '../../realtime/socket-client';
import { chatApi } from './chat-api';
import { chatCalls, type ChatCallView } from './rtc';

/** The page's call as it is now (src/features/chat/rtc.ts), and what can be done with it. */
export function useChatCall(): { call: ChatCallView; calls: typeof chatCalls } {
  const call = useSyncExternalStore(chatCalls.subscribe, chatCalls.snapshot);
  return { call, calls: chatCalls };
}

/** Ties the page's call to the chat socket while mounted; the ICE servers are read once, at the first call. */
export function useChatCallSocket(): void {
  const dp = useBackOfficeDataProvider();
  useEffect(() => {
    const socket = acquireSocket('chat');
    if (!socket) return undefined;
    let ice: Promise<IceServer[]> | undefined;
    const load = () =>
      (ice ??= chatApi(dp)
        .rtcConfig()
        .then((r) => r.iceServers)
        .catch((e: unknown) => {
          ice = undefined;
          throw e;
        }));
    const detach = chatCalls.attach(socket, load);
    return () => {
      detach();
      releaseSocket('chat', socket);
    };
  }, [dp]);
}
