import type { BindRewardSettings, BindRewardState } from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Bind (type 4), pure rules. The player's entry is written by the claim; a bound mobile number
 * (bound later, or the number the player registered with) is checked at the claim.
 */
export interface BindRewardEntry { claimedAt: string }

export type BindRefusal = 'claimed' | 'noMobile';

/** The errcode each reason answers (§8): 1006 claimed; 1005 no mobile number bound yet (the page leads to /bind). */
export const BIND_REFUSALS: Readonly<Record<BindRefusal, ActivityReason>> = {
  claimed: 'alreadyClaimed',
  noMobile: 'conditionNotMet',
};

/** Why the player may not claim, or null when they may; a replay always answers 1006. */
export function bindRefusal(entry: BindRewardEntry | null, mobileBound: boolean): BindRefusal | null {
  if (entry) return 'claimed';
  return mobileBound ? null : 'noMobile';
}

/** Listed until claimed. */
export const visible = (entry: BindRewardEntry | null): boolean => entry === null;

export function stateOf(instanceId: number, settings: BindRewardSettings, entry: BindRewardEntry | null, mobileBound: boolean): BindRewardState {
  return {
    instanceId, award: settings.award.map((p) => ({ ...p })), mobileBound, claimed: entry !== null,
    canClaim: bindRefusal(entry, mobileBound) === null,
  };
}
