import type { FestivalSettings, FestivalState, FestivalTier } from '@casino/contract';
import { nextPhilippineMidnight, philippineDate } from '../../../../platform/philippine-day.ts';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Festival (type 35), pure rules. The instance's schedule is the festival: a daily gift once per
 * Philippine day of it, and a ladder of tiers on the deposits credited during it, each once.
 */
export interface FestivalEntry {
  /** Philippine dates checked in (YYYY-MM-DD). */
  checkIns: string[];
  /** Tier ids claimed. */
  tiers: number[];
}

export type CheckInRefusal = 'claimedToday' | 'noGift';
export type TierRefusal = 'unknownTier' | 'claimed' | 'short';

/** §8: 1006 claimed today, 1007 the festival has no daily gift. */
export const CHECK_IN_REFUSALS: Readonly<Record<CheckInRefusal, ActivityReason>> = { claimedToday: 'alreadyClaimed', noGift: 'unknownReward' };
/** §8: 1007 no such tier, 1006 claimed (checked before the deposits, so a replay always answers it), 1005 the deposits are short. */
export const TIER_REFUSALS: Readonly<Record<TierRefusal, ActivityReason>> = { unknownTier: 'unknownReward', claimed: 'alreadyClaimed', short: 'conditionNotMet' };

export function checkInRefusal(settings: FestivalSettings, entry: FestivalEntry | null, now: Date): CheckInRefusal | null {
  if (settings.dailyGift.length === 0) return 'noGift';
  if (entry?.checkIns.includes(philippineDate(now))) return 'claimedToday';
  return null;
}

export function tierDecision(settings: FestivalSettings, entry: FestivalEntry | null, deposits: number, tierId: number): TierRefusal | FestivalTier {
  const tier = settings.tiers.find((t) => t.id === tierId);
  if (!tier) return 'unknownTier';
  if (entry?.tiers.includes(tierId)) return 'claimed';
  if (deposits < tier.deposit) return 'short';
  return tier;
}

const emptyEntry: FestivalEntry = { checkIns: [], tiers: [] };

export const afterCheckIn = (entry: FestivalEntry | null, now: Date): FestivalEntry =>
  ({ ...(entry ?? emptyEntry), checkIns: [...(entry?.checkIns ?? []), philippineDate(now)] });

export const afterTier = (entry: FestivalEntry | null, tierId: number): FestivalEntry =>
  ({ ...(entry ?? emptyEntry), tiers: [...(entry?.tiers ?? []), tierId] });

/** When the festival's deposits start counting: its start, else the Philippine day the instance was made. */
export const depositsFrom = (instance: { startsAt: Date | null; createdAt: Date }): Date => instance.startsAt ?? instance.createdAt;

export function stateOf(
  instance: { id: number; title: string; startsAt: Date | null; endsAt: Date | null; createdAt: Date; settings: FestivalSettings },
  entry: FestivalEntry | null, deposits: number, now: Date,
): FestivalState {
  const { settings } = instance;
  const claimedToday = entry?.checkIns.includes(philippineDate(now)) ?? false;
  return {
    instanceId: instance.id,
    title: instance.title,
    startTime: depositsFrom(instance).getTime(),
    endTime: instance.endsAt?.getTime() ?? -1,
    gift: settings.dailyGift.map((p) => ({ ...p })),
    giftClaimedToday: claimedToday,
    canCheckIn: checkInRefusal(settings, entry, now) === null,
    checkIns: entry?.checkIns.length ?? 0,
    nextCheckInAt: nextPhilippineMidnight(now).getTime(),
    deposits,
    tiers: settings.tiers.map((t) => {
      const status = entry?.tiers.includes(t.id) ? 'claimed' as const : deposits >= t.deposit ? 'ready' as const : 'locked' as const;
      return { id: t.id, deposit: t.deposit, award: t.award.map((p) => ({ ...p })), status };
    }),
  };
}
