import { io, type Socket } from 'socket.io-client';
import { NAMESPACES, SOCKET_PATH, type NamespaceName } from '../../contract/realtime';
import { getSocketToken } from '../authProvider/session';
import { serviceBase } from '../config/service-map';

/**
 * One socket per namespace, shared by every component that listens on it and closed when the
 * last one lets go. The socket authenticates with the socket token saved at sign-in.
 */
interface Entry {
  socket: Socket;
  users: number;
  token: string;
}

const sockets = new Map<NamespaceName, Entry>();

/** The origin the sockets live on: the `sockets` entry of the service map when it names a host. */
function socketOrigin(): string {
  const base = serviceBase('sockets');
  return /^https?:\/\//.test(base) ? new URL(base).origin : window.location.origin;
}

export function acquireSocket(ns: NamespaceName): Socket | undefined {
  const token = getSocketToken();
  if (!token) return undefined;
  const existing = sockets.get(ns);
  if (existing && existing.token === token) {
    existing.users += 1;
    return existing.socket;
  }
  existing?.socket.disconnect();
  const socket = io(socketOrigin() + NAMESPACES[ns], {
    path: SOCKET_PATH,
    auth: { token },
    query: { token },
    transports: ['websocket', 'polling'],
  });
  sockets.set(ns, { socket, users: 1, token });
  return socket;
}

export function releaseSocket(ns: NamespaceName, socket: Socket): void {
  const entry = sockets.get(ns);
  if (!entry || entry.socket !== socket) return;
  entry.users -= 1;
  if (entry.users <= 0) {
    entry.socket.disconnect();
    sockets.delete(ns);
  }
}

/** Closes every socket: used at sign-out. */
export function closeAllSockets(): void {
  for (const entry of sockets.values()) entry.socket.disconnect();
  sockets.clear();
}
