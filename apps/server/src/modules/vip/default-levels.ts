import { ItemId } from '@casino/contract';
import type { RewardItem, VipLevel } from '@casino/contract';
import { DEFAULT_LEVELS } from '../wallet/index.ts';

const COINS = 100;
/** A coin reward owing its own amount once in turnover (betRate 1), like the other bonus coins. */
const coins = (amount: number): RewardItem[] => [{ id: ItemId.Coin, count: amount * COINS, betRate: 1 }];
const points = (amount: number): RewardItem => ({ id: ItemId.Points, count: amount * COINS });

/** Level-up, weekly and monthly coins of each level of DEFAULT_LEVELS, and its name (0 is every new player's). */
const TERMS: Readonly<Record<number, { name: string; levelUp: number; weekly: number; monthly: number }>> = {
  0: { name: 'Member', levelUp: 0, weekly: 0, monthly: 0 },
  1: { name: 'Bronze', levelUp: 10, weekly: 2, monthly: 0 },
  2: { name: 'Silver', levelUp: 50, weekly: 5, monthly: 20 },
  3: { name: 'Gold', levelUp: 150, weekly: 15, monthly: 60 },
  4: { name: 'Platinum', levelUp: 300, weekly: 30, monthly: 120 },
  5: { name: 'Diamond', levelUp: 600, weekly: 60, monthly: 250 },
  6: { name: 'Crown', levelUp: 1_500, weekly: 150, monthly: 600 },
  7: { name: 'Royal', levelUp: 5_000, weekly: 500, monthly: 2_000 },
  8: { name: 'Imperial', levelUp: 12_000, weekly: 1_200, monthly: 5_000 },
  9: { name: 'Legend', levelUp: 40_000, weekly: 4_000, monthly: 15_000 },
  10: { name: 'Mythic', levelUp: 100_000, weekly: 10_000, monthly: 40_000 },
};

/**
 * The level table a fresh database starts with: the thresholds the wallet levelled players by
 * (DEFAULT_LEVELS), a name, a level-up reward from level 1 (coins, plus as many points from
 * level 5), a weekly reward from level 1 and a monthly one from level 2. The other benefits
 * (withdrawal limit, perks) start empty: nothing yet honours them, so the page promises nothing
 * until an operator sets them (decision 056). Rebate rates are the VIP rebate's (decision 076).
 */
export const DEFAULT_VIP_LEVELS: readonly VipLevel[] = DEFAULT_LEVELS.map(({ level, betAmount }) => {
  const terms = TERMS[level] ?? { name: `VIP ${level}`, levelUp: 0, weekly: 0, monthly: 0 };
  return {
    level,
    betAmount,
    name: terms.name,
    withdrawDailyMax: null,
    perks: [],
    levelUpReward: terms.levelUp > 0 ? [...coins(terms.levelUp), ...(level >= 5 ? [points(terms.levelUp)] : [])] : [],
    weeklyReward: terms.weekly > 0 ? coins(terms.weekly) : [],
    monthlyReward: terms.monthly > 0 ? coins(terms.monthly) : [],
  };
});
