import { describe, expect, it } from 'vitest';
import { volatilityOf } from '../definition.ts';
import { expectRtpInInterval, floatFor, scriptedRandom } from '../test-support.ts';
import { FORTUNE_GEMS, FORTUNE_GEMS_GAME, fortuneGemsExactStatistics, fortuneGemsLinePay, playFortuneGems } from './fortune-gems.ts';

const [W, R, , , A, K] = [0, 1, 2, 3, 4, 5];
const middleRow = (symbols: number[]): number[][] => symbols.map((symbol) => [K, symbol, K]);

describe('Fortune Gems', () => {
  it('pays the middle row only, wilds standing in', () => {
    expect(fortuneGemsLinePay(FORTUNE_GEMS, middleRow([R, R, R]))).toEqual({ symbol: R, pay: 50 });
    expect(fortuneGemsLinePay(FORTUNE_GEMS, middleRow([A, W, A]))).toEqual({ symbol: A, pay: 10 });
    expect(fortuneGemsLinePay(FORTUNE_GEMS, middleRow([W, W, W]))).toEqual({ symbol: W, pay: 100 });
    expect(fortuneGemsLinePay(FORTUNE_GEMS, middleRow([R, R, A]))).toBeUndefined();
    // Kings fill the top and bottom rows, which never pay.
    expect(fortuneGemsLinePay(FORTUNE_GEMS, middleRow([R, A, R]))).toBeUndefined();
  });

  it('multiplies the line win by the middle value of the multiplier reel', () => {
    const strips = FORTUNE_GEMS.strips;
    // The first stops whose middle row pays.
    let stops: number[] | undefined;
    for (let i = 0; i < strips[0]!.length && stops === undefined; i++) {
      for (let j = 0; j < strips[1]!.length && stops === undefined; j++) {
        for (let k = 0; k < strips[2]!.length && stops === undefined; k++) {
          const window = [i, j, k].map((stop, reel) => [0, 1, 2].map((row) => strips[reel]![(stop + row) % strips[reel]!.length]!));
          if (fortuneGemsLinePay(FORTUNE_GEMS, window)) stops = [i, j, k];
        }
      }
    }
    expect(stops).toBeDefined();
    const multiplierStop = FORTUNE_GEMS.multiplierStrip.indexOf(15) - 1;
    const floats = [...stops!.map((stop, reel) => floatFor(stop, strips[reel]!.length)), floatFor(multiplierStop, FORTUNE_GEMS.multiplierStrip.length)];
    const outcome = playFortuneGems(300, scriptedRandom(floats));
    expect(outcome.multiplier).toBe(15);
    expect(outcome.payout).toBe(300 * outcome.lineWin!.pay * 15);
  });

  it('returns 96% exactly over every combination of stops, at its declared volatility', () => {
    const exact = fortuneGemsExactStatistics();
    expect(Math.abs(exact.rtp - FORTUNE_GEMS_GAME.targetRtp)).toBeLessThan(0.0005);
    expect(volatilityOf(exact.standardDeviation)).toBe(FORTUNE_GEMS_GAME.volatility);
  });

  it('lands the declared and the exact RTP inside the 99% interval of a million seeded rounds', () => {
    const report = expectRtpInInterval((bet, rng) => playFortuneGems(bet, rng).payout, FORTUNE_GEMS_GAME.targetRtp, 'fortune-gems');
    expect(Math.abs(report.rtp - fortuneGemsExactStatistics().rtp)).toBeLessThanOrEqual(report.rtpHalfWidth99);
  });
});
