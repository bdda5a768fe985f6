import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { NAMESPACES, SOCKET_PATH, type NamespaceName } from '../../contract/realtime';
import { principalFor, type Principals } from '../auth/principals';
import type { Tokens } from '../auth/tokens';
import { readConfig } from '../config';
import { socketOriginAllowed } from './socket-origin';

export interface Realtime {
  /** to everyone connected on the namespace (each socket belongs to a signed-in user) */
  broadcast: (ns: NamespaceName, event: string, payload: unknown) => void;
  /** to one user's sockets on the namespace */
  toUser: (ns: NamespaceName, userId: number, event: string, payload: unknown) => void;
  /** disconnects every socket of the user, on every namespace */
  disconnectUser: (userId: number) => void;
  close: () => Promise<void>;
}

export const userRoom = (userId: number) => `user:${userId}`;

/**
 * socket.io on the API's own HTTP server. Every namespace requires the socket token returned at
 * login (handshake `auth.token` or query `token`) of an enabled user; sockets join their user's room.
 */
export function createRealtime(
  server: HttpServer,
  tokens: Tokens,
  principals: Principals,
  origins: readonly string[] = readConfig().socketOrigins,
): Realtime {
  const io = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // only the console's own pages (and SOCKET_ORIGINS) may open sockets with a user's token
    allowRequest: (req, callback) => callback(null, socketOriginAllowed(req.headers.origin, req.headers.host, origins)),
    cors: { origin: [...origins] },
  });
  for (const path of Object.values(NAMESPACES)) {
    const nsp = io.of(path);
    nsp.use(async (socket: Socket, next) => {
      const token = (socket.handshake.auth?.token ?? socket.handshake.query?.token) as string | undefined;
      // the database unreachable (principalFor throws): refused like a bad token rather than left hanging
      const principal = await principalFor(principals, token ? await tokens.verify(String(token), 'socket') : undefined).catch(() => undefined);
      if (!principal) return next(new Error('Unauthorized'));
      socket.data.principal = principal;
      await socket.join(userRoom(principal.userId));
      next();
    });
  }
  return {
    broadcast: (ns, event, payload) => void io.of(NAMESPACES[ns]).emit(event, payload),
    toUser: (ns, userId, event, payload) => void io.of(NAMESPACES[ns]).to(userRoom(userId)).emit(event, payload),
    disconnectUser: (userId) => {
      for (const path of Object.values(NAMESPACES)) io.of(path).in(userRoom(userId)).disconnectSockets(true);
    },
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}
