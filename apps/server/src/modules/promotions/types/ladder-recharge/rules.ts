import { ladderBonus, ladderTierFor } from '@casino/contract';
import type { LadderBonus, LadderRechargeSettings, LadderRechargeState } from '@casino/contract';
import { philippineDate, philippineMidnight } from '../../../../platform/philippine-day.ts';
import type { ActivityReason } from '../../refusals.ts';
import type { CreditedDeposit } from '../promotion-type.ts';
import { addDays, countingSince } from './deposit-window.ts';

/**
 * Ladder recharge (type 17), pure rules. The deposits themselves come from payments (credited,
 * in the instance's counting window); the entry keeps only the bonuses claimed within the claim
 * days, so the page knows them without a query.
 */
export interface LadderEntry {
  claimed: { orderId: string; day: string }[];
}

/** Why a bonus claim is refused, before the engine's budgets. */
export type LadderRefusal = 'claimed' | 'unknown' | 'expired' | 'dailyLimit';

/**
 * The errcode each reason answers (§8): 1006 claimed (checked first, so a replay always answers
 * it); 1007 not a qualifying deposit of this player in this offer, or past its claim days (as a
 * sign-up day that has passed); 1010 the deposit came after the day's earning deposits.
 */
export const LADDER_REFUSALS: Readonly<Record<LadderRefusal, ActivityReason>> = {
  claimed: 'alreadyClaimed',
  unknown: 'unknownReward',
  expired: 'unknownReward',
  dailyLimit: 'periodLimitReached',
};

interface Running { startsAt: Date | null; endsAt: Date | null; createdAt: Date }

/**
 * The first Philippine day whose deposits the page lists: the claim days up to today, and the day
 * before them, so a bonus that just expired still shows as expired rather than vanishing.
 */
export const firstListedDay = (settings: Pick<LadderRechargeSettings, 'claimDays'>, now: Date): string =>
  addDays(philippineDate(now), -settings.claimDays);

/** The deposits the page and a claim need: credited since the first listed day (and within the counting window). */
export function depositWindow(instance: Running & { settings: Pick<LadderRechargeSettings, 'claimDays'> }, now: Date): { from: Date; to: Date | null } {
  const fromDay = philippineMidnight(firstListedDay(instance.settings, now));
  const since = countingSince(instance);
  return { from: since > fromDay ? since : fromDay, to: instance.endsAt };
}

/**
 * Each counted deposit that reaches a tier, with its bonus and where it stands, newest first.
 * The first `perDay` of a Philippine day earn (by credit time); a bonus can be claimed up to the
 * end of its last claim day, and not after the instance's end.
 */
export function ladderBonuses(instance: Running & { settings: LadderRechargeSettings }, deposits: readonly CreditedDeposit[], entry: LadderEntry | null, now: Date): LadderBonus[] {
  const { settings } = instance;
  const since = countingSince(instance);
  const claimed = new Set(entry?.claimed.map((c) => c.orderId) ?? []);
  const earningPerDay = new Map<string, number>();
  const out: LadderBonus[] = [];
  // Oldest first; deposits credited in the same instant keep the order payments gives them (the order they were made).
  for (const deposit of [...deposits].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (deposit.at < since || (instance.endsAt && deposit.at >= instance.endsAt)) continue;
    const tier = ladderTierFor(settings.tiers, deposit.amount);
    if (!tier) continue;
    const day = philippineDate(deposit.at);
    const rank = (earningPerDay.get(day) ?? 0) + 1;
    earningPerDay.set(day, rank);
    const lastDay = philippineMidnight(addDays(day, settings.claimDays)).getTime();
    const claimUntil = instance.endsAt ? Math.min(lastDay, instance.endsAt.getTime()) : lastDay;
    let status: LadderBonus['status'] = 'claimable';
    if (claimed.has(deposit.orderId)) status = 'claimed';
    else if (rank > settings.perDay) status = 'dailyLimit';
    else if (now.getTime() >= claimUntil) status = 'expired';
    out.push({
      orderId: deposit.orderId, amount: deposit.amount, paidTime: deposit.at.getTime(), tierId: tier.id,
      bonus: ladderBonus(tier, deposit.amount), betRate: tier.betRate, status, claimUntil,
    });
  }
  return out.reverse();
}

/** Why `orderId`'s bonus cannot be claimed, or the bonus to grant. */
export function claimDecision(bonuses: readonly LadderBonus[], orderId: string): LadderRefusal | LadderBonus {
  const bonus = bonuses.find((b) => b.orderId === orderId);
  if (!bonus) return 'unknown';
  switch (bonus.status) {
    case 'claimed': return 'claimed';
    case 'dailyLimit': return 'dailyLimit';
    case 'expired': return 'expired';
    case 'claimable': return bonus;
  }
}

/** The entry after claiming `orderId`: bonuses of deposits before the first listed day drop out (they are no longer shown or claimable). */
export function afterClaim(entry: LadderEntry | null, bonus: LadderBonus, settings: Pick<LadderRechargeSettings, 'claimDays'>, now: Date): LadderEntry {
  const first = firstListedDay(settings, now);
  const kept = (entry?.claimed ?? []).filter((c) => c.day >= first);
  return { claimed: [...kept, { orderId: bonus.orderId, day: philippineDate(new Date(bonus.paidTime)) }] };
}

/** The page's state. */
export function stateOf(instance: Running & { id: number; settings: LadderRechargeSettings }, deposits: readonly CreditedDeposit[], entry: LadderEntry | null, now: Date): LadderRechargeState {
  const bonuses = ladderBonuses(instance, deposits, entry, now);
  const today = philippineDate(now);
  const first = firstListedDay(instance.settings, now);
  return {
    instanceId: instance.id,
    tiers: [...instance.settings.tiers].sort((a, b) => a.minAmount - b.minAmount),
    perDay: instance.settings.perDay,
    claimDays: instance.settings.claimDays,
    earnedToday: bonuses.filter((b) => philippineDate(new Date(b.paidTime)) === today && b.status !== 'dailyLimit').length,
    bonuses: bonuses.filter((b) => philippineDate(new Date(b.paidTime)) >= first),
    endTime: instance.endsAt?.getTime() ?? -1,
  };
}
