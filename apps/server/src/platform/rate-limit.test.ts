import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { memoryRateLimiter, rateGuard } from './rate-limit.ts';
import { refusalEnvelope } from './refusal.ts';
import type { Refusal } from './refusal.ts';

/** The answer a refusal of the guard becomes. */
const envelopeOf = (refused: Refusal | null) => (refused ? refusalEnvelope(refused) : null);

const rule = (limit: number, windowSeconds: number) => ({ limit, windowSeconds });

describe('memory rate limiter', () => {
  it('allows limit requests per sliding window and says when to retry', async () => {
    const clock = manualClock();
    const limiter = memoryRateLimiter(clock);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.consume([{ key: 'k', rule: rule(3, 60) }])).toEqual({ allowed: true });
      clock.advance(10_000);
    }
    expect(await limiter.consume([{ key: 'k', rule: rule(3, 60) }])).toEqual({ allowed: false, retryAfter: 30 });
    clock.advance(30_000);
    expect((await limiter.consume([{ key: 'k', rule: rule(3, 60) }])).allowed).toBe(true);
    expect((await limiter.consume([{ key: 'other', rule: rule(3, 60) }])).allowed).toBe(true);
  });

  it('counts a request against every key only when all allow it', async () => {
    const limiter = memoryRateLimiter(manualClock());
    expect((await limiter.consume([{ key: 'a', rule: rule(1, 60) }])).allowed).toBe(true);
    expect((await limiter.consume([{ key: 'a', rule: rule(1, 60) }, { key: 'b', rule: rule(1, 60) }])).allowed).toBe(false);
    // b was not used up by the refused request.
    expect((await limiter.consume([{ key: 'b', rule: rule(1, 60) }])).allowed).toBe(true);
  });

  it('scales limits, turns them off at 0 and never scales fixed rules', async () => {
    const clock = manualClock();
    const doubled = rateGuard(memoryRateLimiter(clock), 2);
    for (let i = 0; i < 4; i++) expect(await doubled.check([{ key: 'k', rule: rule(2, 60) }])).toBeNull();
    expect(envelopeOf(await doubled.check([{ key: 'k', rule: rule(2, 60) }]))).toMatchObject({ code: 429, errcode: 429, retryAfter: 60 });

    const off = rateGuard(memoryRateLimiter(clock), 0);
    for (let i = 0; i < 10; i++) expect(await off.check([{ key: 'k', rule: rule(1, 60) }])).toBeNull();
    expect(await off.check([{ key: 'f', rule: rule(1, 60), fixed: true }])).toBeNull();
    expect(envelopeOf(await off.check([{ key: 'f', rule: rule(1, 60), fixed: true }]))).toMatchObject({ code: 429 });
  });

  it('forgets idle keys', async () => {
    const clock = manualClock();
    const limiter = memoryRateLimiter(clock);
    for (let i = 0; i < 2000; i++) await limiter.consume([{ key: `k${i}`, rule: rule(1, 1) }]);
    clock.advance(2000);
    for (let i = 0; i < 2000; i++) expect((await limiter.consume([{ key: `k${i}`, rule: rule(1, 1) }])).allowed).toBe(true);
  });
});
