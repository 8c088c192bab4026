import type { RedDots, UserInfo } from '@casino/contract';

/** §3: the member dot shows if any of task, mail or sign-up bonus is set. */
export const memberDot = (dots: RedDots): boolean => dots.hasTask || dots.hasMail || dots.hasSignUpBonus;

/**
 * The bottom tabs' dot markers (§2: rewards and wallet carry one; decision 061). A guest sees
 * both, as an invitation; a player sees the rewards dot while a promotion waits for them (sign-up
 * bonus, free bonus, fund, agent) and the wallet dot until their first recharge (the same moment
 * the header's +300 hint goes).
 */
export function lobbyTabDots(user: Pick<UserInfo, 'firstRecharge'> | null, dots: RedDots): { rewards: boolean; wallet: boolean } {
  if (!user) return { rewards: true, wallet: true };
  return { rewards: dots.hasSignUpBonus || dots.hasFreeBonus || dots.hasFund || dots.hasAgent, wallet: !user.firstRecharge };
}
