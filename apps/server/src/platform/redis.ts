import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

/** Where connection trouble is reported (the app's logger). */
export interface RedisLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The Redis of a deployment (REDIS_URL), shared by every server process: what several servers
 * must agree on in memory (rate limits, and whatever else is published between them).
 *
 *   const redis = await openRedis(url, log);   // throws at start when Redis does not answer
 *   await redis.commands.eval(...);             // one shared command connection
 *   const sub = redis.subscriber();             // a connection of its own for SUBSCRIBE
 *   sub.on('message', (channel, text) => ...); await sub.subscribe('channel');
 *   await redis.close();                        // every connection made here (buildApp does it on close)
 *
 * Keys and channels are plain names; the Redis (or its database number in the URL) belongs to
 * one deployment.
 */
export interface RedisConnections {
  /**
   * The command connection, connected and answering when openRedis resolves; shared by all its
   * users, so never SUBSCRIBE or block (BLPOP ...) on it. While Redis is away its commands fail
   * at once (nothing is queued) and it reconnects in the background.
   */
  readonly commands: Redis;
  /**
   * A new connection for SUBSCRIBE / PSUBSCRIBE (a subscribed connection can do nothing else).
   * It connects in the background, queues subscriptions until it is connected, and subscribes
   * again after a reconnect; messages published while it was away are lost. close() closes it;
   * callers may also quit() it themselves.
   */
  subscriber(): Redis;
  /** Closes the command connection and every subscriber made here. */
  close(): Promise<void>;
}

/** The start refuses to wait longer than this for Redis to answer. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A command that takes longer fails (rate limits then fall back to this process). */
const COMMAND_TIMEOUT_MS = 1_000;

/** host:port of a Redis URL, for messages (never its password). */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port === '' ? '6379' : parsed.port}`;
  } catch {
    return '(unparsable URL)';
  }
}

/** Reports a lost connection once, and its return, rather than every reconnect attempt. */
function watch(connection: Redis, role: string, address: string, log: RedisLog): Redis {
  let lost = false;
  // Errors come with each failed attempt; listening keeps them from being reported as unhandled.
  connection.on('error', () => undefined);
  connection.on('reconnecting', () => {
    if (lost) return;
    lost = true;
    log.warn({ redis: address, role }, 'Redis connection lost; reconnecting');
  });
  connection.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info({ redis: address, role }, 'Redis connection back');
  });
  return connection;
}

/**
 * Connects to REDIS_URL and checks that Redis answers (PING). Throws an error naming the address
 * (not the password) when it does not, so a misconfigured server stops at start.
 */
export async function openRedis(url: string, log: RedisLog): Promise<RedisConnections> {
  const address = redisAddress(url);
  const commands = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  // Errors at start are thrown below; only later ones are logged.
  const startError: { err?: Error } = {};
  const onStartError = (err: Error) => { startError.err ??= err; };
  commands.on('error', onStartError);
  try {
    await commands.connect();
    await commands.ping();
  } catch (err) {
    commands.disconnect();
    const reason = (startError.err ?? (err as Error)).message;
    throw new Error(`REDIS_URL: Redis at ${address} does not answer (${reason}); start Redis or leave REDIS_URL empty for a single server`);
  }
  commands.off('error', onStartError);
  watch(commands, 'commands', address, log);

  const subscribers = new Set<Redis>();
  return {
    commands,
    subscriber() {
      const connection = watch(new Redis(url, { connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: null }), 'subscriber', address, log);
      subscribers.add(connection);
      connection.once('end', () => subscribers.delete(connection));
      return connection;
    },
    async close() {
      const all = [commands, ...subscribers];
      subscribers.clear();
      // quit lets replies in flight arrive; a connection that is down is simply dropped.
      await Promise.all(all.map((c) => new Promise<void>((resolve) => {
        if (c.status === 'end') return resolve();
        // Waiting to reconnect, it has no socket to close (and ends no more): stopping the wait is all.
        if (c.status === 'reconnecting') {
          c.disconnect();
          return resolve();
        }
        c.once('end', () => resolve());
        if (c.status === 'ready') c.quit().catch(() => c.disconnect());
        else c.disconnect();
      })));
    },
  };
}
