import { RewardItem } from '@casino/contract';
import type { VipLevel } from '@casino/contract';
import { checkRewardItems } from '../rewards/index.ts';

/** The level table, ordered by level (the store reads it so). */
export type LevelTable = readonly VipLevel[];

/** The highest level whose betAmount `experience` has reached (0 when none). */
export function levelReached(table: LevelTable, experience: number): number {
  let level = 0;
  for (const row of table) if (experience >= row.betAmount && row.level > level) level = row.level;
  return level;
}

/**
 * §4 next threshold: the first level above the player's whose betAmount exceeds their
 * experience; null when there is none (the top level, or every higher level already passed).
 */
export function nextLevelOf(table: LevelTable, level: number, experience: number): VipLevel | null {
  return table.find((row) => row.level > level && row.betAmount > experience) ?? null;
}

/** vipExp: experience in whole coins. */
export const vipExpOf = (experience: number): number => Math.floor(experience / 100);

/**
 * A reward list as the table holds it, if it can be granted: §3 reward items the rewards module
 * knows. Null when an operator's edit made it ungrantable (the caller logs and skips it).
 */
export function grantableItems(raw: unknown): RewardItem[] | null {
  const parsed = RewardItem.array().safeParse(raw);
  if (!parsed.success) return null;
  try {
    checkRewardItems(parsed.data);
  } catch {
    return null;
  }
  return parsed.data;
}
