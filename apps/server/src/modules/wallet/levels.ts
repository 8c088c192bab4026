import type { SqlRunner } from './transaction.ts';

/**
 * VIP level from cumulative bet. The spec names vip, vipExp and userLevel but not how they
 * grow; here all three follow the amount bet: vipExp is the whole coins bet (bet / 100), and
 * the level is the highest row of the table whose betAmount the player has reached. vip and
 * userLevel are the same number, since nothing in the spec tells them apart. The VIP module
 * owns the levels (its table seeded from DEFAULT_LEVELS) and registers them with
 * `wallet.useLevels`; the table here only levels balances when no VIP module is present.
 */

export interface LevelRow {
  level: number;
  /** Cumulative bet that reaches the level, in hundredths. */
  betAmount: number;
}

const COINS = 100;

export const DEFAULT_LEVELS: readonly LevelRow[] = [
  { level: 0, betAmount: 0 },
  { level: 1, betAmount: 1_000 * COINS },
  { level: 2, betAmount: 5_000 * COINS },
  { level: 3, betAmount: 20_000 * COINS },
  { level: 4, betAmount: 50_000 * COINS },
  { level: 5, betAmount: 100_000 * COINS },
  { level: 6, betAmount: 300_000 * COINS },
  { level: 7, betAmount: 1_000_000 * COINS },
  { level: 8, betAmount: 3_000_000 * COINS },
  { level: 9, betAmount: 10_000_000 * COINS },
  { level: 10, betAmount: 30_000_000 * COINS },
];

export interface Levels {
  vip: number;
  vipExp: number;
  userLevel: number;
}

/** Where the balances' vip, vipExp and userLevel come from (the VIP module registers its own). */
export type LevelSource = (q: SqlRunner, playerId: number, bet: number) => Promise<Levels>;

export function levelsOf(bet: number, table: readonly LevelRow[] = DEFAULT_LEVELS): Levels {
  let level = 0;
  for (const row of table) if (bet >= row.betAmount && row.level > level) level = row.level;
  return { vip: level, vipExp: Math.floor(bet / COINS), userLevel: level };
}

/** The levels of the table above, for a wallet without a VIP module. */
export const tableLevels: LevelSource = async (_q, _playerId, bet) => levelsOf(bet);
