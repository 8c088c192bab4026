import type { FreeLoginBonusLevel, FreeLoginBonusPrize, FreeLoginBonusSettings, FreeLoginBonusUser } from '@casino/contract';
import { nextPhilippineMidnight, philippineDate } from '../../../../platform/philippine-day.ts';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Free login bonus (type 23, the day bonus), pure rules: once per Philippine day, the award of
 * the highest row of the table the player's VIP level reaches.
 */
export interface FreeLoginBonusEntry {
  /** The Philippine date of the last claim, YYYY-MM-DD. */
  lastDate: string;
  /** Days claimed in all. */
  days: number;
}

/** Why today's claim is refused, before the engine's budgets. */
export type FreeLoginBonusRefusal = 'belowTable' | 'claimedToday' | 'depositNeeded';

/** §8: 1004 a VIP level below every row; 1006 claimed today; 1005 deposits still needed. */
export const FREE_LOGIN_BONUS_REFUSALS: Readonly<Record<FreeLoginBonusRefusal, ActivityReason>> = {
  belowTable: 'notEligible',
  claimedToday: 'alreadyClaimed',
  depositNeeded: 'conditionNotMet',
};

/** The row a VIP level reaches: the highest whose level is not above it; null below them all. */
export function rowFor(settings: FreeLoginBonusSettings, vip: number): FreeLoginBonusLevel | null {
  return [...settings.levels].sort((a, b) => b.vip - a.vip).find((row) => row.vip <= vip) ?? null;
}

/** Why today's claim may not be made (claimed first, so a replay always answers 1006), or the award. */
export function claimDecision(entry: FreeLoginBonusEntry | null, settings: FreeLoginBonusSettings, player: { vip: number; totalRecharge: number }, now: Date): FreeLoginBonusRefusal | FreeLoginBonusPrize[] {
  if (entry?.lastDate === philippineDate(now)) return 'claimedToday';
  const row = rowFor(settings, player.vip);
  if (!row) return 'belowTable';
  if (player.totalRecharge < settings.needRecharge) return 'depositNeeded';
  return row.award;
}

export const afterClaim = (entry: FreeLoginBonusEntry | null, now: Date): FreeLoginBonusEntry => ({ lastDate: philippineDate(now), days: (entry?.days ?? 0) + 1 });

/** Today's claim is open (the hasFreeBonus red dot). */
export const canClaim = (entry: FreeLoginBonusEntry | null, settings: FreeLoginBonusSettings, player: { vip: number; totalRecharge: number }, now: Date): boolean =>
  Array.isArray(claimDecision(entry, settings, player, now));

/** In the list unless the player's level is below every row. */
export const visible = (settings: FreeLoginBonusSettings, vip: number): boolean => rowFor(settings, vip) !== null;

export function freeLoginBonusUser(instanceId: number, settings: FreeLoginBonusSettings, entry: FreeLoginBonusEntry | null, player: { vip: number; totalRecharge: number }, now: Date): FreeLoginBonusUser {
  return {
    instanceId,
    levels: [...settings.levels].sort((a, b) => a.vip - b.vip).map((row) => ({ vip: row.vip, award: row.award.map((p) => ({ ...p })) })),
    vip: player.vip,
    award: rowFor(settings, player.vip)?.award.map((p) => ({ ...p })) ?? [],
    claimedToday: entry?.lastDate === philippineDate(now),
    canClaim: canClaim(entry, settings, player, now),
    needRecharge: Math.max(0, settings.needRecharge - player.totalRecharge),
    claimedDays: entry?.days ?? 0,
    nextDayAt: nextPhilippineMidnight(now).getTime(),
  };
}
