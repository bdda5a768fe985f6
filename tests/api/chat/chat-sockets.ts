// Real sockets on the chat namespace for the chat's API tests: the harness's app listens on a free
// port, and every socket a test opens is closed after the file.
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { chatRoom } from '../../../contract/entities/chat/chatRoom';
import type { Permission } from '../../../contract/permissions';
import { NAMESPACES, SOCKET_PATH } from '../../../contract/realtime';
import type { Harness, TestUser } from '../harness';

/** Every right on the chat. */
export const CHAT_RIGHTS: Permission[] = (['access', 'create', 'update', 'delete'] as const).map((type) => ({ value: chatRoom.permission, type }));

/** Registers the listening and the closing (after the harness's own beforeAll); `connect` opens a user's page. */
export function chatSockets(h: Harness) {
  const sockets: Socket[] = [];
  let baseUrl = '';
  beforeAll(async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const s of sockets) s.close();
  });
  /** A user's socket on the chat namespace, connected; `url`: another process's address. */
  async function connect(user: TestUser, url = baseUrl): Promise<Socket> {
    const socket = io(url + NAMESPACES.chat, { path: SOCKET_PATH, auth: { token: await h.tokens.sign(user.userId, 'socket') }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }
  return { connect };
}
