// Realtime across API processes through Redis (REDIS_URL, docs/operations.md): one connection
// publishes, one subscribes, as socket.io's Redis adapter needs. Without REDIS_URL the processes
// use PostgreSQL's LISTEN/NOTIFY instead and need nothing more.
import { Redis } from 'ioredis';
import { StartupError } from '../ops/startup-errors';

export interface RedisBus {
  pub: Redis;
  sub: Redis;
  close: () => Promise<void>;
}

/** The Redis address without its password, for messages. */
export function describeRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || 6379}`;
  } catch {
    return 'an address that is not a URL';
  }
}

const CONNECT_TIMEOUT_MS = 5000;

/** Why connecting failed, in words (never the URL, which may hold a password). */
function redisReason(e: unknown): string {
  const code = (e as { code?: unknown } | undefined)?.code;
  const message = e instanceof Error ? e.message : String(e);
  if (code === 'ECONNREFUSED') return 'nothing is listening there';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name is unknown';
  if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || /timeout/i.test(message)) return 'the host does not answer';
  if (/WRONGPASS|NOAUTH|invalid password/i.test(message)) return 'the password is refused';
  return message.replace(/rediss?:\/\/\S*/g, 'the address');
}

/**
 * Connects both clients; a Redis that cannot be reached stops the start with one line naming the
 * address and the fix. Once running, a lost connection is retried by the clients (and logged):
 * events sent meanwhile reach only the sockets of their own process.
 */
export async function connectRedisBus(url: string, log: { error: (o: unknown, msg?: string) => void } = console): Promise<RedisBus> {
  if (!/^rediss?:\/\//.test(url)) throw new StartupError(`REDIS_URL (${describeRedisUrl(url)}) is not a redis:// or rediss:// URL. Fix it, or unset REDIS_URL to carry realtime events through PostgreSQL.`);
  const open = () => new Redis(url, { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1 });
  const pub = open();
  const sub = open();
  const clients = [pub, sub];
  let cause: unknown;
  try {
    // the first attempt only: reconnecting for ever would hide a wrong address behind a hang
    for (const c of clients) c.on('error', (e) => (cause ??= e));
    await Promise.all(clients.map((c) => c.connect()));
  } catch (e) {
    clients.forEach((c) => c.disconnect());
    throw new StartupError(
      `Redis at REDIS_URL (${describeRedisUrl(url)}) cannot be used: ${redisReason(cause ?? e)}. Start Redis there, or unset REDIS_URL to carry realtime events through PostgreSQL.`,
    );
  }
  for (const c of clients) {
    c.removeAllListeners('error');
    c.on('error', (e) => log.error(e, 'realtime across processes (Redis)'));
  }
  return {
    pub,
    sub,
    close: async () => {
      await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
