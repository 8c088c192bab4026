import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start as startRedisServer } from '../../../../scripts/redis-server.ts';
import type { RedisServer } from '../../../../scripts/redis-server.ts';
import { freePort } from '../../../../scripts/free-port.ts';
import { manualClock } from './clock.ts';
import type { Clock } from './clock.ts';
import { memoryRateLimiter } from './rate-limit.ts';
import type { RateLimiter } from './rate-limit.ts';
import { openRedis } from './redis.ts';
import type { RedisConnections, RedisLog } from './redis.ts';
import { RATE_KEY_PREFIX, redisRateLimiter } from './redis-rate-limit.ts';

// A real redis-server of our own (scripts/redis-server.ts): CI needs only the binary.
let server: RedisServer;
let redis: RedisConnections;
const logged: Array<{ level: string; message: string }> = [];
const log: RedisLog & { warn(details: object, message: string): void } = {
  info: (_d, message) => void logged.push({ level: 'info', message }),
  warn: (_d, message) => void logged.push({ level: 'warn', message }),
};

beforeAll(async () => {
  server = await startRedisServer();
  redis = await openRedis(server.url, log);
});
afterAll(async () => {
  await redis?.close();
  await server?.stop();
});

const rule = (limit: number, windowSeconds: number) => ({ limit, windowSeconds });

async function waitFor(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
/** Keys no other test (or earlier run on this Redis) uses. */
const fresh = (name: string) => `${name}-${randomBytes(4).toString('hex')}`;

type Make = (clock: Clock) => RateLimiter;
const LIMITERS: Array<[string, Make]> = [
  ['memory', (clock) => memoryRateLimiter(clock)],
  ['redis', (clock) => redisRateLimiter(redis.commands, clock)],
];

// The same table for both stores: the Redis limiter behaves as the memory one does.
describe.each(LIMITERS)('%s rate limiter', (_name, make) => {
  it('allows limit requests per sliding window and says when to retry', async () => {
    const clock = manualClock();
    const limiter = make(clock);
    const key = fresh('k');
    for (let i = 0; i < 3; i++) {
      expect(await limiter.consume([{ key, rule: rule(3, 60) }])).toEqual({ allowed: true });
      clock.advance(10_000);
    }
    expect(await limiter.consume([{ key, rule: rule(3, 60) }])).toEqual({ allowed: false, retryAfter: 30 });
    clock.advance(29_000);
    expect(await limiter.consume([{ key, rule: rule(3, 60) }])).toEqual({ allowed: false, retryAfter: 1 });
    clock.advance(1_000);
    expect(await limiter.consume([{ key, rule: rule(3, 60) }])).toEqual({ allowed: true });
    expect(await limiter.consume([{ key: fresh('other'), rule: rule(3, 60) }])).toEqual({ allowed: true });
  });

  it('counts a request against every key only when all allow it', async () => {
    const limiter = make(manualClock());
    const [a, b] = [fresh('a'), fresh('b')];
    expect((await limiter.consume([{ key: a, rule: rule(1, 60) }])).allowed).toBe(true);
    expect((await limiter.consume([{ key: a, rule: rule(1, 60) }, { key: b, rule: rule(1, 60) }])).allowed).toBe(false);
    // b was not used up by the refused request.
    expect((await limiter.consume([{ key: b, rule: rule(1, 60) }])).allowed).toBe(true);
  });

  it('answers the longest wait of the keys that refuse', async () => {
    const clock = manualClock();
    const limiter = make(clock);
    const [short, long] = [fresh('short'), fresh('long')];
    expect((await limiter.consume([{ key: short, rule: rule(1, 10) }, { key: long, rule: rule(1, 3600) }])).allowed).toBe(true);
    clock.advance(5_000);
    expect(await limiter.consume([{ key: short, rule: rule(1, 10) }, { key: long, rule: rule(1, 3600) }])).toEqual({ allowed: false, retryAfter: 3595 });
    clock.advance(5_000);
    // The short window has passed; the long one still refuses.
    expect(await limiter.consume([{ key: short, rule: rule(1, 10) }])).toEqual({ allowed: true });
    expect(await limiter.consume([{ key: long, rule: rule(1, 3600) }])).toEqual({ allowed: false, retryAfter: 3590 });
  });

  it('counts requests of the same millisecond each', async () => {
    const limiter = make(manualClock());
    const key = fresh('same-ms');
    const answers = await Promise.all(Array.from({ length: 5 }, () => limiter.consume([{ key, rule: rule(3, 60) }])));
    expect(answers.filter((a) => a.allowed)).toHaveLength(3);
  });
});

describe('redis rate limiter across servers', () => {
  it('lets exactly limit requests through when two servers ask at once', async () => {
    const clock = manualClock();
    const other = await openRedis(server.url, log);
    try {
      const servers = [redisRateLimiter(redis.commands, clock), redisRateLimiter(other.commands, clock)];
      const key = fresh('shared');
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) =>
        (servers[i % 2] as RateLimiter).consume([{ key, rule: rule(7, 60) }, { key: fresh('own'), rule: rule(100, 60) }])));
      expect(answers.filter((a) => a.allowed)).toHaveLength(7);
      // Either server now refuses.
      for (const limiter of servers) expect((await limiter.consume([{ key, rule: rule(7, 60) }])).allowed).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('lets its keys expire once their window has passed', async () => {
    const limiter = redisRateLimiter(redis.commands, manualClock());
    const [short, long] = [fresh('ttl-short'), fresh('ttl-long')];
    await limiter.consume([{ key: short, rule: rule(5, 30) }, { key: long, rule: rule(5, 3600) }]);
    const shortTtl = await redis.commands.pttl(`${RATE_KEY_PREFIX}${short}`);
    const longTtl = await redis.commands.pttl(`${RATE_KEY_PREFIX}${long}`);
    expect(shortTtl).toBeGreaterThan(0);
    expect(shortTtl).toBeLessThanOrEqual(30_000);
    expect(longTtl).toBeGreaterThan(30_000);
    expect(longTtl).toBeLessThanOrEqual(3_600_000);
  });

  it('loads its script again when Redis has forgotten it', async () => {
    const limiter = redisRateLimiter(redis.commands, manualClock());
    const key = fresh('noscript');
    expect((await limiter.consume([{ key, rule: rule(1, 60) }])).allowed).toBe(true);
    await redis.commands.script('FLUSH');
    expect((await limiter.consume([{ key, rule: rule(1, 60) }])).allowed).toBe(false);
  });

  it('falls back to this process while Redis does not answer, and warns once', async () => {
    const gone = await startRedisServer();
    const connectionLog: string[] = [];
    const connections = await openRedis(gone.url, { info: (_d, m) => void connectionLog.push(m), warn: (_d, m) => void connectionLog.push(m) });
    try {
      const clock = manualClock();
      const warnings: string[] = [];
      const limiter = redisRateLimiter(connections.commands, clock, {
        fallback: memoryRateLimiter(clock), log: { warn: (_d, message) => void warnings.push(message) },
      });
      const bare = redisRateLimiter(connections.commands, clock);
      const key = fresh('fallback');
      expect((await limiter.consume([{ key, rule: rule(2, 60) }])).allowed).toBe(true);
      await gone.stop();
      // Counted in memory now: two allowed there, the third refused.
      expect((await limiter.consume([{ key, rule: rule(2, 60) }])).allowed).toBe(true);
      expect((await limiter.consume([{ key, rule: rule(2, 60) }])).allowed).toBe(true);
      expect(await limiter.consume([{ key, rule: rule(2, 60) }])).toEqual({ allowed: false, retryAfter: 60 });
      expect(warnings).toEqual(['Redis does not answer: rate limits count in this process only until it is back']);
      await waitFor(() => connectionLog.length > 0, 'the lost connection to be reported');
      expect(connectionLog).toEqual(['Redis connection lost; reconnecting']);
      // Without a fallback the failure reaches the caller.
      await expect(bare.consume([{ key, rule: rule(2, 60) }])).rejects.toThrow();
    } finally {
      await connections.close();
      await gone.stop();
    }
  });
});

describe('openRedis', () => {
  it('refuses to start when Redis does not answer, naming the address but not the password', async () => {
    const port = await freePort();
    const failure = openRedis(`redis://:hunter2-secret@127.0.0.1:${port}`, log);
    await expect(failure).rejects.toThrow(`REDIS_URL: Redis at 127.0.0.1:${port} does not answer`);
    await expect(failure).rejects.not.toThrow(/hunter2/);
  });

  it('makes subscriber connections that receive what the command connection publishes', async () => {
    const channel = fresh('channel');
    const subscriber = redis.subscriber();
    const received = new Promise<string>((resolve) => subscriber.on('message', (from: string, text: string) => { if (from === channel) resolve(text); }));
    await subscriber.subscribe(channel);
    expect(await redis.commands.publish(channel, 'hello')).toBe(1);
    expect(await received).toBe('hello');
  });

  it('closes every connection it made', async () => {
    const connections = await openRedis(server.url, log);
    const subscriber = connections.subscriber();
    await subscriber.subscribe(fresh('closing'));
    await connections.close();
    expect(connections.commands.status).toBe('end');
    expect(subscriber.status).toBe('end');
  });
});
