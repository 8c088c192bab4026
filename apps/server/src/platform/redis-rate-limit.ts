import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from './clock.ts';
import type { RateCheck, RateDecision, RateLimiter } from './rate-limit.ts';
import type { Redis } from './redis.ts';

/**
 * The same all-or-nothing sliding windows as memoryRateLimiter, kept in Redis so every server
 * of a deployment counts against one window. Each key is a sorted set of request stamps (score:
 * the time in ms); one Lua script trims, checks every key and, only when all allow, adds the
 * request to each, so concurrent requests on any server are counted exactly. Keys expire once
 * their window has passed.
 *
 * KEYS: the sets. ARGV: now (ms), a unique member for this request, then per key its limit and
 * window (ms). Answers 0 when counted, otherwise the milliseconds until it would be allowed.
 */
export const SLIDING_WINDOW_SCRIPT = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    local until_free = window
    if oldest[2] then until_free = tonumber(oldest[2]) + window - now end
    if until_free > wait then wait = until_free end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZADD', key, now, member)
  if redis.call('PTTL', key) < window then redis.call('PEXPIRE', key, window) end
end
return 0
`;

const SCRIPT_SHA = createHash('sha1').update(SLIDING_WINDOW_SCRIPT).digest('hex');
/** Every limiter key in Redis starts with this, apart from whatever else the deployment keeps there. */
export const RATE_KEY_PREFIX = 'rate:';

/** While Redis does not answer, one warning per this long at most. */
const FALLBACK_WARN_EVERY_MS = 60_000;

export interface RedisRateLimiterOptions {
  /**
   * Used while Redis does not answer, so requests are still limited (per process, as without
   * Redis) rather than refused or let through unlimited. Without one, consume() throws.
   */
  fallback?: RateLimiter;
  /** Where falling back is reported, once a minute at most. */
  log?: { warn(details: object, message: string): void };
}

export function redisRateLimiter(redis: Redis, clock: Clock, options: RedisRateLimiterOptions = {}): RateLimiter {
  // Requests of one process in the same millisecond still need distinct members.
  const processTag = randomBytes(6).toString('base64url');
  let sequence = 0;
  let warnedAt = -Infinity;

  const run = async (keys: string[], args: Array<string | number>): Promise<number> => {
    try {
      return Number(await redis.evalsha(SCRIPT_SHA, keys.length, ...keys, ...args));
    } catch (err) {
      // Redis forgets scripts on restart: load it again with the call.
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return Number(await redis.eval(SLIDING_WINDOW_SCRIPT, keys.length, ...keys, ...args));
    }
  };

  return {
    async consume(checks: RateCheck[]): Promise<RateDecision> {
      if (checks.length === 0) return { allowed: true };
      const now = clock.now().getTime();
      const member = `${now}:${processTag}:${(sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER)}`;
      const keys = checks.map((c) => `${RATE_KEY_PREFIX}${c.key}`);
      const args: Array<string | number> = [now, member];
      for (const { rule } of checks) args.push(rule.limit, rule.windowSeconds * 1000);
      let waitMs: number;
      try {
        waitMs = await run(keys, args);
      } catch (err) {
        if (!options.fallback) throw err;
        if (now - warnedAt >= FALLBACK_WARN_EVERY_MS) {
          warnedAt = now;
          options.log?.warn({ err: (err as Error).message }, 'Redis does not answer: rate limits count in this process only until it is back');
        }
        return options.fallback.consume(checks);
      }
      return waitMs > 0 ? { allowed: false, retryAfter: Math.ceil(waitMs / 1000) } : { allowed: true };
    },
  };
}
