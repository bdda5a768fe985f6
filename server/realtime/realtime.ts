import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { NAMESPACES, SOCKET_PATH, type NamespaceName } from '../../contract/realtime';
import { principalFor, type Principal, type Principals } from '../auth/principals';
import type { Tokens, VerifiedToken } from '../auth/tokens';
import type { Tenant } from '../db/tenant-context';
import type { RowOwner } from '../../contract/tenancy';
import { readConfig } from '../config';
import type { RedisBus } from './redis-bus';
import { socketOriginAllowed } from './socket-origin';

export interface Realtime {
  /** to everyone connected on the namespace (each socket belongs to a signed-in user): for what every user may see */
  broadcast: (ns: NamespaceName, event: string, payload: unknown) => void;
  /**
   * to the users who may see a row owned by `owner` (docs/tenancy.md): staff of the platform, and the
   * users of its business or franchise (`franchiseScoped`: the row's entity names franchises)
   */
  toOwners: (ns: NamespaceName, owner: RowOwner, franchiseScoped: boolean, event: string, payload: unknown) => void;
  /** the user's binding changed: their open sockets move to the rooms of their new business or franchise, in every process */
  rebindUser: (userId: number) => void;
  /** to one user's sockets on the namespace */
  toUser: (ns: NamespaceName, userId: number, event: string, payload: unknown) => void;
  /**
   * Disconnects every socket of the user, on every namespace and in every process; `farewell` is
   * sent to the user's sockets on the main namespace first, and is always delivered before the cut.
   */
  disconnectUser: (userId: number, farewell?: { event: string; payload: unknown }) => void;
  close: () => Promise<void>;
}

/**
 * What a service needs beyond Realtime to hold a conversation over sockets (the location service):
 * reach the namespace's sockets as they connect, rooms, and the socket's user as of now. Kept apart
 * from Realtime so stand-ins of Realtime (tests) need not grow; get it with `realtimeSockets`.
 */
export interface RealtimeSockets {
  /** to the sockets that joined `room` on the namespace */
  toRoom: (ns: NamespaceName, room: string, event: string, payload: unknown) => void;
  /**
   * Calls `handler` with each socket that connects to the namespace from now on, once it is
   * authenticated (`socket.data.principal` is its user as of connecting); a service adds its event
   * listeners there and joins the socket to its rooms.
   */
  onConnection: (ns: NamespaceName, handler: (socket: Socket) => void) => void;
  /** the sockets connected to the namespace now */
  sockets: (ns: NamespaceName) => Iterable<Socket>;
  /**
   * The socket's user as of now: undefined once the user is disabled or deleted, changed his
   * password, or signed out of the sign-in the socket's token belongs to. Cached per process like
   * every principal, so cheap to ask on each event.
   */
  currentPrincipal: (socket: Socket) => Promise<Principal | undefined>;
  /**
   * As Realtime's disconnectUser, for the sockets of one sign-in only (its tokens' session id), in
   * every process: the user's other sign-ins stay connected.
   */
  disconnectSession: (userId: number, session: string, farewell?: { event: string; payload: unknown }) => void;
}

const socketsOf = new WeakMap<Realtime, RealtimeSockets>();

/** The socket side of a Realtime made by createRealtime (undefined for a stand-in). */
export const realtimeSockets = (realtime: Realtime): RealtimeSockets | undefined => socketsOf.get(realtime);

export const userRoom = (userId: number) => `user:${userId}`;

const TENANT_ROOM = 'tenant:';
/** The rooms a user's sockets join for the rows they may see: staff of the platform's, their business's, their franchise's. */
export function tenantRooms(tenant: Tenant | undefined): string[] {
  if (!tenant) return [`${TENANT_ROOM}platform`];
  if (tenant.franchiseId != null) return [`${TENANT_ROOM}f:${tenant.franchiseId}`, ...(tenant.businessId != null ? [`${TENANT_ROOM}fb:${tenant.businessId}`] : [])];
  return [`${TENANT_ROOM}b:${tenant.businessId}`];
}

/** The rooms whose users may see a row owned by `owner` (the rule of ownerVisibleTo, contract/tenancy.ts). */
export function ownerRooms(owner: RowOwner, franchiseScoped: boolean): string[] {
  const rooms = [`${TENANT_ROOM}platform`];
  if (owner.businessId != null) rooms.push(`${TENANT_ROOM}b:${owner.businessId}`);
  if (franchiseScoped) {
    if (owner.franchiseId != null) rooms.push(`${TENANT_ROOM}f:${owner.franchiseId}`);
  } else if (owner.businessId != null) rooms.push(`${TENANT_ROOM}fb:${owner.businessId}`);
  return rooms;
}

/** The table the PostgreSQL adapter keeps payloads too large for NOTIFY in (migration 0020). */
export const SOCKET_ATTACHMENTS_TABLE = 'socket_io_attachments';

export interface RealtimeOptions {
  origins?: readonly string[];
  /**
   * The database the API processes share: events emitted by one process reach the sockets of every
   * other through PostgreSQL's LISTEN/NOTIFY (socket.io's PostgreSQL adapter; docs/operations.md),
   * or through `redis` when given. Without either, events stay in this process.
   */
  pool?: pg.Pool;
  /** Redis (REDIS_URL): events cross processes through it instead of PostgreSQL */
  redis?: RedisBus;
  log?: { error: (o: unknown, msg?: string) => void };
}

/**
 * socket.io on the API's own HTTP server. Every namespace requires the socket token returned at
 * login (handshake `auth.token` or query `token`) of an enabled user; sockets join their user's room.
 */
export function createRealtime(server: HttpServer, tokens: Tokens, principals: Principals, options: RealtimeOptions = {}): Realtime {
  const origins = options.origins ?? readConfig().socketOrigins;
  const io = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // only the console's own pages (and SOCKET_ORIGINS) may open sockets with a user's token
    allowRequest: (req, callback) => callback(null, socketOriginAllowed(req.headers.origin, req.headers.host, origins)),
    cors: { origin: [...origins] },
  });
  // The adapter gets a pool of its own (one connection listening, one publishing, so messages leave
  // in the order they were sent) and never takes connections from the requests' pool.
  const log = options.log ?? console;
  const bus = options.pool && !options.redis ? new pg.Pool({ ...(options.pool as unknown as { options: pg.PoolConfig }).options, max: 2 }) : undefined;
  if (bus) {
    bus.on('error', (e) => log.error(e, 'realtime across processes'));
    bus.on('connect', (client) => client.on('error', () => {}));
    io.adapter(createAdapter(bus, { tableName: SOCKET_ATTACHMENTS_TABLE, errorHandler: (e) => log.error(e, 'realtime across processes') }));
  }
  if (options.redis) io.adapter(createRedisAdapter(options.redis.pub, options.redis.sub, { key: 'backoffice' }));
  const crossProcess = Boolean(bus || options.redis);

  // A sign-off is one message: the farewell then the cut, done by each process on its own sockets
  // (an emit through the adapter reaches local sockets only after it was published, so a separate
  // cut could overtake it).
  type SignOff = { userId: number; farewell?: { event: string; payload: unknown }; session?: string };
  const signOff = ({ userId, farewell, session }: SignOff) => {
    if (session) return signOffSession(userId, session, farewell);
    if (farewell) io.of(NAMESPACES.main).local.to(userRoom(userId)).emit(farewell.event, farewell.payload);
    for (const path of Object.values(NAMESPACES)) io.of(path).local.in(userRoom(userId)).disconnectSockets(true);
  };
  // one sign-in: its sockets are found by their token's session id, the farewell sent on each before its cut
  const signOffSession = (userId: number, session: string, farewell: SignOff['farewell']) => {
    for (const path of Object.values(NAMESPACES)) {
      for (const socket of io.of(path).sockets.values()) {
        const token = socket.data.token as VerifiedToken | undefined;
        if (token?.userId !== userId || token.session !== session) continue;
        if (farewell && path === NAMESPACES.main) socket.emit(farewell.event, farewell.payload);
        socket.disconnect(true);
      }
    }
  };
  const SIGN_OFF = 'sign-off';
  if (crossProcess) io.on(SIGN_OFF, (message: SignOff) => signOff(message));
  // a user bound to another business or franchise: this process's sockets of theirs change rooms
  const rebind = async (userId: number) => {
    // read afresh: the change that asked for this may not have reached this process's cache yet
    principals.clear();
    const principal = await principals.get(userId).catch(() => undefined);
    const rooms = tenantRooms(principal?.tenant);
    for (const path of Object.values(NAMESPACES)) {
      for (const socket of io.of(path).sockets.values()) {
        if ((socket.data.principal as Principal | undefined)?.userId !== userId) continue;
        for (const room of socket.rooms) if (room.startsWith(TENANT_ROOM) && !rooms.includes(room)) void socket.leave(room);
        void socket.join(rooms);
        if (principal) socket.data.principal = principal;
      }
    }
  };
  const REBIND = 'rebind';
  if (crossProcess) io.on(REBIND, (userId: number) => void rebind(userId));
  for (const path of Object.values(NAMESPACES)) {
    const nsp = io.of(path);
    nsp.use(async (socket: Socket, next) => {
      const token = (socket.handshake.auth?.token ?? socket.handshake.query?.token) as string | undefined;
      // the database unreachable (principalFor throws): refused like a bad token rather than left hanging
      const verified = token ? await tokens.verify(String(token), 'socket') : undefined;
      const principal = await principalFor(principals, verified).catch(() => undefined);
      if (!principal) return next(new Error('Unauthorized'));
      socket.data.principal = principal;
      socket.data.token = verified;
      await socket.join([userRoom(principal.userId), ...tenantRooms(principal.tenant)]);
      next();
    });
  }
  const realtime: Realtime = {
    broadcast: (ns, event, payload) => void io.of(NAMESPACES[ns]).emit(event, payload),
    toUser: (ns, userId, event, payload) => void io.of(NAMESPACES[ns]).to(userRoom(userId)).emit(event, payload),
    toOwners: (ns, owner, franchiseScoped, event, payload) => void io.of(NAMESPACES[ns]).to(ownerRooms(owner, franchiseScoped)).emit(event, payload),
    rebindUser: (userId) => {
      void rebind(userId);
      if (crossProcess) io.serverSideEmit(REBIND, userId);
    },
    disconnectUser: (userId, farewell) => {
      signOff({ userId, farewell });
      if (crossProcess) io.serverSideEmit(SIGN_OFF, { userId, farewell } satisfies SignOff);
    },
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // a listening connection the database cut is never handed back to the pool by the adapter:
      // ending the pool would wait for it for ever
      if (bus) await Promise.race([bus.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      await options.redis?.close();
    },
  };
  socketsOf.set(realtime, {
    toRoom: (ns, room, event, payload) => void io.of(NAMESPACES[ns]).to(room).emit(event, payload),
    onConnection: (ns, handler) => void io.of(NAMESPACES[ns]).on('connection', handler),
    sockets: (ns) => io.of(NAMESPACES[ns]).sockets.values(),
    currentPrincipal: async (socket) => {
      // the database unreachable (principalFor throws): the user as last known, rather than cut off
      const principal = await principalFor(principals, socket.data.token as VerifiedToken | undefined).catch(() => socket.data.principal as Principal | undefined);
      if (principal) socket.data.principal = principal;
      return principal;
    },
    disconnectSession: (userId, session, farewell) => {
      signOffSession(userId, session, farewell);
      if (crossProcess) io.serverSideEmit(SIGN_OFF, { userId, farewell, session } satisfies SignOff);
    },
  });
  return realtime;
}
