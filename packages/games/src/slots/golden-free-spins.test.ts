import { describe, expect, it } from 'vitest';
import { volatilityOf } from '../definition.ts';
import { expectRtpInInterval, floatFor, scriptedRandom } from '../test-support.ts';
import {
  GOLDEN_FREE_SPINS,
  GOLDEN_FREE_SPINS_GAME,
  evaluateGoldenSpin,
  goldenFreeSpinsExactRtp,
  playGoldenFreeSpins,
  type GoldenFreeSpinsMath,
} from './golden-free-spins.ts';
import type { ReelStrip } from './reels.ts';

const SCATTER = 1;

/** A stop on `strip` whose window does (or does not) show a scatter. */
function stopWith(strip: ReelStrip, scatter: boolean): number {
  const stop = strip.findIndex((_, at) => [0, 1, 2].some((row) => strip[(at + row) % strip.length] === SCATTER) === scatter);
  if (stop < 0) throw new Error('no such stop');
  return stop;
}

/** Floats spinning `strips` to windows with scatters on the first `scatters` reels only. */
function spinFloats(strips: readonly ReelStrip[], scatters: number): number[] {
  return strips.map((strip, reel) => floatFor(stopWith(strip, reel < scatters), strip.length));
}

describe('Golden Free Spins', () => {
  it('pays scatters anywhere and awards free spins at the multiplier inside the same round', () => {
    const floats = [...spinFloats(GOLDEN_FREE_SPINS.strips, 3)];
    for (let spin = 0; spin < 10; spin++) floats.push(...spinFloats(GOLDEN_FREE_SPINS.freeSpinStrips, 0));
    const outcome = playGoldenFreeSpins(2000, scriptedRandom(floats));
    expect(outcome.base.scatters).toBe(3);
    expect(outcome.base.awarded).toBe(10);
    expect(outcome.freeSpins).toHaveLength(10);
    for (const free of outcome.freeSpins) for (const win of free.wins) expect(win.multiplier).toBe(10);
    const units = outcome.base.units + outcome.freeSpins.reduce((sum, free) => sum + free.units, 0);
    expect(outcome.units).toBe(units);
    // The scatter pay alone: 2 bets = 40 line bets.
    expect(outcome.base.units).toBeGreaterThanOrEqual(40);
    expect(outcome.payout).toBe(Math.floor((2000 * units) / 20));
  });

  it('retriggers during free spins but never plays more than the cap', () => {
    const floats = [...spinFloats(GOLDEN_FREE_SPINS.strips, 3)];
    for (let spin = 0; spin < 100; spin++) floats.push(...spinFloats(GOLDEN_FREE_SPINS.freeSpinStrips, 5));
    const outcome = playGoldenFreeSpins(2000, scriptedRandom(floats));
    expect(outcome.freeSpins).toHaveLength(GOLDEN_FREE_SPINS.freeSpinsCap);
    expect(outcome.freeSpins.reduce((sum, free) => sum + free.awarded, outcome.base.awarded)).toBe(100);
    expect(outcome.freeSpins.at(-1)!.awarded).toBe(0);
  });

  it('plays no free spins without three scatters', () => {
    const outcome = playGoldenFreeSpins(2000, scriptedRandom(spinFloats(GOLDEN_FREE_SPINS.strips, 2)));
    expect(outcome.base.scatters).toBe(2);
    expect(outcome.freeSpins).toEqual([]);
  });

  it('computes expectations exactly: the symbol-odds method agrees with every stop of small reels', () => {
    const strips: ReelStrip[] = [
      [2, 6, 1, 8],
      [0, 2, 6, 8, 1],
      [2, 0, 6, 8],
      [6, 2, 0, 1],
      [2, 8, 6, 9],
    ];
    const math: GoldenFreeSpinsMath = { ...GOLDEN_FREE_SPINS, strips, freeSpinStrips: strips };
    let units = 0;
    let triggers = 0;
    let combinations = 0;
    const stops = [0, 0, 0, 0, 0];
    const visit = (reel: number): void => {
      if (reel === strips.length) {
        const window = strips.map((strip, r) => [0, 1, 2].map((row) => strip[(stops[r]! + row) % strip.length]!));
        const spin = evaluateGoldenSpin(math, window, 1);
        units += spin.units;
        if (spin.scatters >= 3) triggers++;
        combinations++;
        return;
      }
      for (let stop = 0; stop < strips[reel]!.length; stop++) {
        stops[reel] = stop;
        visit(reel + 1);
      }
    };
    visit(0);
    const exact = goldenFreeSpinsExactRtp(math);
    expect(exact.baseLines + exact.baseScatters).toBeCloseTo(units / combinations / 20, 12);
    expect(exact.triggerChance).toBeCloseTo(triggers / combinations, 12);
  });

  it('returns 96% exactly, about half of it from rare free spins', () => {
    const exact = goldenFreeSpinsExactRtp();
    expect(Math.abs(exact.total - GOLDEN_FREE_SPINS_GAME.targetRtp)).toBeLessThan(0.0005);
    expect(exact.freeSpins / exact.total).toBeGreaterThan(0.4);
    expect(1 / exact.triggerChance).toBeGreaterThan(200);
  });

  it('lands the declared and the exact RTP inside the 99% interval of a million seeded rounds', () => {
    const report = expectRtpInInterval((bet, rng) => playGoldenFreeSpins(bet, rng).payout, GOLDEN_FREE_SPINS_GAME.targetRtp, 'golden-free-spins');
    expect(Math.abs(report.rtp - goldenFreeSpinsExactRtp().total)).toBeLessThanOrEqual(report.rtpHalfWidth99);
    expect(volatilityOf(report.standardDeviation)).toBe(GOLDEN_FREE_SPINS_GAME.volatility);
  });
});
