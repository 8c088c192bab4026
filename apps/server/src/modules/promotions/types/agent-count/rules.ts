import type { AgentCountSettings, AgentDrawPrize } from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';

/**
 * AgentCount (type 31), pure rules. Qualified invitees (decision 082's rule) earn scratch cards
 * and lottery chances, one per `invitesPerCard` / `invitesPerChance` of them, and unlock the
 * award tiers by their number. Each card and chance is drawn once, fairly, in order.
 */

/** The player's entry: the award tiers claimed. */
export interface AgentCountEntry { awards: number[] }

export type DrawKind = 'scratch' | 'lottery';

/** Cards (or chances) earned by `qualified` invitees, used and left. */
export function allowance(qualified: number, perOne: number, used: number): { earned: number; used: number; left: number } {
  const earned = Math.floor(qualified / perOne);
  return { earned, used, left: Math.max(0, earned - used) };
}

export const perOneOf = (settings: AgentCountSettings, kind: DrawKind): number => (kind === 'scratch' ? settings.invitesPerCard : settings.invitesPerChance);
export const prizesOf = (settings: AgentCountSettings, kind: DrawKind): AgentDrawPrize[] => (kind === 'scratch' ? settings.scratchPrizes : settings.lotteryPrizes);

/** Each prize's chance in basis points of 10,000 (rounded down), as the page shows it. */
export function chances(prizes: readonly AgentDrawPrize[]): number[] {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  return prizes.map((p) => (total === 0 ? 0 : Math.floor((p.weight * 10_000) / total)));
}

export type AwardStatus = 'locked' | 'ready' | 'claimed';
export const awardStatus = (tier: { id: number; inviteCount: number }, qualified: number, entry: AgentCountEntry | null): AwardStatus =>
  (entry?.awards.includes(tier.id) ? 'claimed' : qualified >= tier.inviteCount ? 'ready' : 'locked');

/** Why an award claim is refused (1007 no such tier, 1006 claimed, 1005 too few qualified invitees), or null. */
export function awardRefusal(settings: AgentCountSettings, id: number, qualified: number, entry: AgentCountEntry | null): ActivityReason | null {
  const tier = settings.awards.find((t) => t.id === id);
  if (!tier) return 'unknownReward';
  const status = awardStatus(tier, qualified, entry);
  if (status === 'claimed') return 'alreadyClaimed';
  return status === 'ready' ? null : 'conditionNotMet';
}
