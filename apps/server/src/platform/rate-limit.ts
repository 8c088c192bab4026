import type { Clock } from './clock.ts';
import { tooManyRefusal } from './refusal.ts';
import type { Refusal } from './refusal.ts';

export interface RateRule {
  /** Requests allowed within the window. */
  limit: number;
  windowSeconds: number;
}

export interface RateCheck {
  key: string;
  rule: RateRule;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Sliding-window limits keyed by string. consume() is all-or-nothing: a request counts
 * against every key only when every key allows it. Another store (Redis) can implement this.
 */
export interface RateLimiter {
  consume(checks: RateCheck[]): Promise<RateDecision>;
}

interface Window { windowMs: number; stamps: number[] }

const SWEEP_EVERY = 1000;

/** In-process limiter: exact sliding log per key, swept now and then so idle keys are dropped. */
export function memoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, Window>();
  let sinceSweep = 0;

  const sweep = (now: number) => {
    for (const [key, w] of windows) {
      const last = w.stamps[w.stamps.length - 1];
      if (last === undefined || last <= now - w.windowMs) windows.delete(key);
    }
  };

  return {
    async consume(checks) {
      const now = clock.now().getTime();
      if (++sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        sweep(now);
      }
      let retryAfterMs = 0;
      const live: Window[] = [];
      for (const { key, rule } of checks) {
        const windowMs = rule.windowSeconds * 1000;
        let w = windows.get(key);
        if (!w) {
          w = { windowMs, stamps: [] };
          windows.set(key, w);
        }
        w.windowMs = Math.max(w.windowMs, windowMs);
        while (w.stamps.length > 0 && (w.stamps[0] as number) <= now - windowMs) w.stamps.shift();
        if (w.stamps.length >= rule.limit) {
          const oldestCounted = w.stamps[w.stamps.length - rule.limit] as number;
          retryAfterMs = Math.max(retryAfterMs, oldestCounted + windowMs - now);
        }
        live.push(w);
      }
      if (retryAfterMs > 0) return { allowed: false, retryAfter: Math.ceil(retryAfterMs / 1000) };
      for (const w of live) w.stamps.push(now);
      return { allowed: true };
    },
  };
}

/** A limit the configuration scales, or (fixed) a business rule it must not loosen. */
export interface GuardedCheck extends RateCheck {
  fixed?: boolean;
}

/** Limits scaled by configuration (scale 0 turns the scalable ones off), answering code 429. */
export interface RateGuard {
  /** null when allowed; otherwise the code-429 refusal with retryAfter, for the caller to throw. */
  check(checks: GuardedCheck[]): Promise<Refusal | null>;
}

export function rateGuard(limiter: RateLimiter, scale: number): RateGuard {
  return {
    async check(checks) {
      const effective = checks
        .filter((c) => c.fixed || scale > 0)
        .map(({ key, rule, fixed }) => ({
          key,
          rule: fixed ? rule : { ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) },
        }));
      if (effective.length === 0) return null;
      const decision = await limiter.consume(effective);
      return decision.allowed ? null : tooManyRefusal(decision.retryAfter);
    },
  };
}
