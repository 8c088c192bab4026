import { describe, expect, it } from 'vitest';
import type { VipLevel } from '@casino/contract';
import { formatCoins, nextThreshold, vipProgress } from './vip-progress.ts';

const level = (n: number, betAmount: number): VipLevel => ({
  level: n, betAmount, name: `L${n}`, withdrawDailyMax: null, perks: [], levelUpReward: [], weeklyReward: [], monthlyReward: [],
});
const LEVELS = [level(0, 0), level(1, 100_000), level(2, 500_000), level(3, 2_000_000)];

describe('§4 next VIP threshold', () => {
  it('is the first level whose betAmount exceeds the bet, divided by 100', () => {
    expect(nextThreshold(LEVELS, 0)).toBe(1_000);
    expect(nextThreshold(LEVELS, 99_999)).toBe(1_000);
    // Reaching a threshold exactly moves on to the next one.
    expect(nextThreshold(LEVELS, 100_000)).toBe(5_000);
  });

  it('is 0 when no level is above the bet', () => {
    expect(nextThreshold(LEVELS, 2_000_000)).toBe(0);
    expect(nextThreshold([], 5)).toBe(0);
  });
});

describe('progress to the next level', () => {
  it('is the experience over the next threshold, with what is left to bet', () => {
    expect(vipProgress({ level: 1, experience: 300_000, nextLevel: 2, nextBetAmount: 500_000 }, LEVELS))
      .toEqual({ current: LEVELS[1], next: LEVELS[2], fraction: 0.6, remaining: 200_000 });
  });

  it('is full at the top', () => {
    expect(vipProgress({ level: 3, experience: 9_000_000, nextLevel: null, nextBetAmount: 0 }, LEVELS))
      .toEqual({ current: LEVELS[3], next: null, fraction: 1, remaining: 0 });
  });

  it('stays within 0 and 1', () => {
    expect(vipProgress({ level: 0, experience: 0, nextLevel: 1, nextBetAmount: 100_000 }, LEVELS).fraction).toBe(0);
    expect(vipProgress({ level: 0, experience: 200_000, nextLevel: 1, nextBetAmount: 100_000 }, LEVELS).fraction).toBe(1);
  });
});

describe('whole coins', () => {
  it('groups thousands and shows cents only when there are some', () => {
    expect(formatCoins(100_000)).toBe('1,000');
    expect(formatCoins(3_000_000_000)).toBe('30,000,000');
    expect(formatCoins(15_205)).toBe('152.05');
    expect(formatCoins(0)).toBe('0');
  });
});
