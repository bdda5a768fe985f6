import { ChatCallDialog } from './ChatCallDialog';
import { ChatIncomingCallDialog } from './ChatIncomingCallDialog';
import { useChatCall, useChatCallSocket } from './useChatCall';

/** The page's call on the chat socket: the incoming-call modal and the call window. */
export function ChatCallWindows() {
  useChatCallSocket();
  const { call, calls } = useChatCall();
  return (
    <>
      <ChatIncomingCallDialog call={call} onAccept={(video) => void calls.accept(video)} onReject={() => calls.reject()} />
      <ChatCallDialog
        call={call}
        onHangUp={() => calls.hangUp()}
        onToggleMute={() => calls.toggleMute()}
        onToggleCamera={() => calls.toggleCamera()}
        onClose={() => calls.dismiss()}
      />
    </>
  );
}
