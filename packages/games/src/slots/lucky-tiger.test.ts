import { describe, expect, it } from 'vitest';
import { volatilityOf } from '../definition.ts';
import { expectRtpInInterval, floatFor, scriptedRandom } from '../test-support.ts';
import { LUCKY_TIGER, LUCKY_TIGER_GAME, evaluateLuckyTiger, luckyTigerExactStatistics, playLuckyTiger } from './lucky-tiger.ts';

const [T, I, J, E, F, O] = [0, 1, 2, 3, 4, 5];
/** A window given as rows on screen (top to bottom), turned into window[reel][row]. */
const screen = (rows: number[][]): number[][] => rows[0]!.map((_, reel) => rows.map((row) => row[reel]!));

describe('Lucky Tiger', () => {
  it('pays three of a kind on each of the five lines', () => {
    const middle = evaluateLuckyTiger(LUCKY_TIGER, screen([[O, F, E], [I, I, I], [E, O, F]]));
    expect(middle.wins).toEqual([{ line: 0, symbol: 'gold-ingot', count: 3, multiplier: 1, units: 100 }]);
    const diagonals = evaluateLuckyTiger(LUCKY_TIGER, screen([[J, F, E], [O, J, O], [E, O, J]]));
    expect(diagonals.wins.map((win) => [win.line, win.symbol])).toEqual([[3, 'jade']]);
    expect(evaluateLuckyTiger(LUCKY_TIGER, screen([[O, F, E], [I, J, I], [E, O, F]])).units).toBe(0);
  });

  it('doubles a line for each tiger standing in, and pays three tigers their own value', () => {
    expect(evaluateLuckyTiger(LUCKY_TIGER, screen([[O, F, J], [I, T, I], [E, O, F]])).wins).toEqual([
      { line: 0, symbol: 'gold-ingot', count: 3, multiplier: 2, units: 200 },
    ]);
    expect(evaluateLuckyTiger(LUCKY_TIGER, screen([[O, F, E], [T, T, E], [F, O, F]])).wins).toEqual([
      { line: 0, symbol: 'red-envelope', count: 3, multiplier: 4, units: 40 },
    ]);
    expect(evaluateLuckyTiger(LUCKY_TIGER, screen([[O, F, E], [T, T, T], [F, O, F]])).wins).toEqual([
      { line: 0, symbol: 'tiger', count: 3, multiplier: 1, units: 250 },
    ]);
  });

  it('multiplies the whole win by ten when one symbol fills the screen', () => {
    const result = evaluateLuckyTiger(LUCKY_TIGER, screen([[O, O, O], [O, T, O], [O, O, O]]));
    expect(result.fullScreen).toBe(true);
    // Two rows pay 3 each, the middle row and both diagonals 3 x 2 (the tiger).
    expect(result.units).toBe((3 + 3 + 6 + 6 + 6) * 10);
  });

  it('plays a round from the stream: one stop per reel, payout in hundredths', () => {
    const strips = LUCKY_TIGER.strips;
    const stops = [5, 17, 30];
    const outcome = playLuckyTiger(500, scriptedRandom(stops.map((stop, reel) => floatFor(stop, strips[reel]!.length))));
    expect(outcome.stops).toEqual(stops);
    const window = stops.map((stop, reel) => [0, 1, 2].map((row) => strips[reel]![(stop + row) % strips[reel]!.length]!));
    expect(outcome.units).toBe(evaluateLuckyTiger(LUCKY_TIGER, window).units);
    expect(outcome.payout).toBe(Math.floor((500 * outcome.units) / 5));
    expect(() => playLuckyTiger(0, scriptedRandom([0.1, 0.2, 0.3]))).toThrow(/bet/);
    expect(() => playLuckyTiger(1.5, scriptedRandom([0.1, 0.2, 0.3]))).toThrow(/bet/);
  });

  it('returns 96% exactly over every combination of stops, at its declared volatility', () => {
    const exact = luckyTigerExactStatistics();
    expect(Math.abs(exact.rtp - LUCKY_TIGER_GAME.targetRtp)).toBeLessThan(0.0005);
    expect(volatilityOf(exact.standardDeviation)).toBe(LUCKY_TIGER_GAME.volatility);
    expect(exact.hitFrequency).toBeGreaterThan(0.3);
  });

  it('lands the declared and the exact RTP inside the 99% interval of a million seeded rounds', () => {
    const report = expectRtpInInterval((bet, rng) => playLuckyTiger(bet, rng).payout, LUCKY_TIGER_GAME.targetRtp, 'lucky-tiger');
    expect(Math.abs(report.rtp - luckyTigerExactStatistics().rtp)).toBeLessThanOrEqual(report.rtpHalfWidth99);
  });
});
