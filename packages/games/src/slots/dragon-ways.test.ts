import { describe, expect, it } from 'vitest';
import { volatilityOf } from '../definition.ts';
import { expectRtpInInterval } from '../test-support.ts';
import { DRAGON_WAYS, DRAGON_WAYS_GAME, dragonWaysExactRtp, evaluateDragonWays, playDragonWays, type DragonWaysMath } from './dragon-ways.ts';
import type { ReelStrip } from './reels.ts';

const [W, D, P, , , A, K, Q, J, T, N] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('Dragon Ways', () => {
  it('counts ways as the product of matches on adjacent reels from the left', () => {
    const window = [
      [D, A, K],
      [Q, D, D],
      [W, J, T],
      [N, N, N],
      [D, D, D],
    ];
    // Dragon: 1 x 2 x 1 on three reels; the fourth has none.
    expect(evaluateDragonWays(DRAGON_WAYS, window).wins).toEqual([{ symbol: 'dragon', reels: 3, ways: 2, units: 2 * 50 }]);
  });

  it('pays every symbol that runs, up to five reels, and nothing under three', () => {
    const window = [
      [P, P, K],
      [P, W, K],
      [P, Q, K],
      [P, J, T],
      [P, P, P],
    ];
    const { wins, units } = evaluateDragonWays(DRAGON_WAYS, window);
    // Phoenix: 2 x 2 x 1 x 1 x 3 = 12 ways of five; king: 1 x 2 x 1 on three reels.
    expect(wins).toEqual([
      { symbol: 'phoenix', reels: 5, ways: 12, units: 12 * 300 },
      { symbol: 'king', reels: 3, ways: 2, units: 2 * 10 },
    ]);
    expect(units).toBe(12 * 300 + 20);
    expect(evaluateDragonWays(DRAGON_WAYS, [[D, D, D], [D, D, D], [A, A, A], [K, K, K], [Q, Q, Q]]).units).toBe(0);
  });

  it('computes the exact RTP in closed form that every stop of small reels confirms', () => {
    const strips: ReelStrip[] = [
      [D, A, K, N],
      [W, D, A, K, Q],
      [A, W, D, N],
      [K, A, D, W],
      [D, Q, A, N, K],
    ];
    const math: DragonWaysMath = { ...DRAGON_WAYS, strips };
    let units = 0;
    let combinations = 0;
    const stops = [0, 0, 0, 0, 0];
    const visit = (reel: number): void => {
      if (reel === strips.length) {
        units += evaluateDragonWays(math, strips.map((strip, r) => [0, 1, 2].map((row) => strip[(stops[r]! + row) % strip.length]!))).units;
        combinations++;
        return;
      }
      for (let stop = 0; stop < strips[reel]!.length; stop++) {
        stops[reel] = stop;
        visit(reel + 1);
      }
    };
    visit(0);
    expect(dragonWaysExactRtp(math)).toBeCloseTo(units / combinations / 50, 12);
  });

  it('refuses a wild on the first reel', () => {
    expect(() => dragonWaysExactRtp({ ...DRAGON_WAYS, strips: [[W, D, A], ...DRAGON_WAYS.strips.slice(1)] })).toThrow(/first reel/);
  });

  it('returns 96% exactly', () => {
    expect(Math.abs(dragonWaysExactRtp() - DRAGON_WAYS_GAME.targetRtp)).toBeLessThan(0.0005);
  });

  it('lands the declared and the exact RTP inside the 99% interval of a million seeded rounds', () => {
    const report = expectRtpInInterval((bet, rng) => playDragonWays(bet, rng).payout, DRAGON_WAYS_GAME.targetRtp, 'dragon-ways');
    expect(Math.abs(report.rtp - dragonWaysExactRtp())).toBeLessThanOrEqual(report.rtpHalfWidth99);
    expect(volatilityOf(report.standardDeviation)).toBe(DRAGON_WAYS_GAME.volatility);
  });
});
