import { describe, expect, it } from 'vitest';
import { volatilityOf } from '../definition.ts';
import { simulate } from '../sim/simulate.ts';
import { expectRtpInInterval, scriptedRandom } from '../test-support.ts';
import { randomInt } from '../random.ts';
import { OCEAN_HUNTER_FISH, OCEAN_HUNTER_GAME, fishByCode, killChanceOf, shootFish } from './ocean-hunter.ts';

describe('Ocean Hunter', () => {
  it('kills with probability RTP / multiplier and then pays bet x multiplier', () => {
    const shark = fishByCode('shark');
    expect(killChanceOf(shark)).toBeCloseTo(0.96 / 30, 15);
    expect(shootFish(250, scriptedRandom([0.96 / 30 - 1e-9]), 'shark')).toEqual({ fish: 'shark', multiplier: 30, killChance: 0.032, killed: true, payout: 7_500 });
    expect(shootFish(250, scriptedRandom([0.96 / 30]), 'shark')).toMatchObject({ killed: false, payout: 0 });
  });

  it('declares an RTP for every fish type, each with a kill chance below one', () => {
    expect(new Set(OCEAN_HUNTER_FISH.map((fish) => fish.code)).size).toBe(OCEAN_HUNTER_FISH.length);
    for (const fish of OCEAN_HUNTER_FISH) {
      expect(fish.rtp).toBe(OCEAN_HUNTER_GAME.targetRtp);
      expect(killChanceOf(fish)).toBeLessThan(1);
    }
  });

  it('refuses unknown fish and bad bets', () => {
    expect(() => shootFish(100, scriptedRandom([0.5]), 'mermaid')).toThrow(/unknown fish "mermaid"/);
    expect(() => shootFish(0, scriptedRandom([0.5]), 'shark')).toThrow(/bet/);
  });

  it('returns each fish type its declared RTP over 200,000 seeded shots', () => {
    for (const fish of OCEAN_HUNTER_FISH) {
      const report = simulate((bet, rng) => shootFish(bet, rng, fish.code).payout, { rounds: 200_000, bet: 100, seed: `ocean-hunter-${fish.code}` });
      expect(Math.abs(report.rtp - fish.rtp), fish.code).toBeLessThanOrEqual(report.rtpHalfWidth99);
    }
  });

  it('lands the declared RTP inside the 99% interval of a million seeded shots at random fish', () => {
    const report = expectRtpInInterval(
      (bet, rng) => shootFish(bet, rng, OCEAN_HUNTER_FISH[randomInt(rng, OCEAN_HUNTER_FISH.length)]!.code).payout,
      OCEAN_HUNTER_GAME.targetRtp,
      'ocean-hunter',
    );
    expect(volatilityOf(report.standardDeviation)).toBe(OCEAN_HUNTER_GAME.volatility);
  });
});
