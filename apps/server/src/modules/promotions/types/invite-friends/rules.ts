import { InviteFriendsStatus } from '@casino/contract';
import type { InviteFriendsConfig, InviteFriendsSettings, InviteFriendsState, InviteFriendsTier } from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Invite friends (type 40), pure rules. The player's entry lists the tiers claimed; how many
 * qualified friends the player has is counted from the invitees at each read and in the claim's
 * transaction (referral-rules.ts, decision 082).
 */
export interface InviteFriendsEntry { claimed: number[] }

export type InviteFriendsRefusal = 'claimed' | 'unknownTier' | 'tooFewFriends';

/** The errcode each reason answers (§8): 1006 claimed, 1007 no such tier, 1005 too few qualified friends. */
export const INVITE_FRIENDS_REFUSALS: Readonly<Record<InviteFriendsRefusal, ActivityReason>> = {
  claimed: 'alreadyClaimed',
  unknownTier: 'unknownReward',
  tooFewFriends: 'conditionNotMet',
};

/** The tiers by the friends they need, fewest first (the order the page shows and awardId follows). */
export const tiersInOrder = (settings: InviteFriendsSettings): InviteFriendsTier[] =>
  [...settings.tiers].sort((a, b) => a.inviteCount - b.inviteCount || a.id - b.id);

const claimedTiers = (entry: InviteFriendsEntry | null): readonly number[] => entry?.claimed ?? [];

/** §4 itemStatus of one tier: 2 claimed, 1 enough qualified friends, 0 not yet. */
export function tierStatus(tier: InviteFriendsTier, inviteCount: number, entry: InviteFriendsEntry | null): 0 | 1 | 2 {
  if (claimedTiers(entry).includes(tier.id)) return InviteFriendsStatus.Claimed;
  return inviteCount >= tier.inviteCount ? InviteFriendsStatus.Reachable : InviteFriendsStatus.NotReached;
}

/** Why the tier may not be claimed, or null when it may; a replay always answers 1006. */
export function claimRefusal(settings: InviteFriendsSettings, entry: InviteFriendsEntry | null, tierId: number, inviteCount: number): InviteFriendsRefusal | null {
  if (claimedTiers(entry).includes(tierId)) return 'claimed';
  const tier = settings.tiers.find((t) => t.id === tierId);
  if (!tier) return 'unknownTier';
  return inviteCount >= tier.inviteCount ? null : 'tooFewFriends';
}

/** The entry after claiming a tier. */
export const withClaimed = (entry: InviteFriendsEntry | null, tierId: number): InviteFriendsEntry => ({ claimed: [...claimedTiers(entry), tierId] });

/** §3 appInviteBonus1User: the first unclaimed tier by friends needed (the last once all are claimed) and its status. */
export function stateOf(settings: InviteFriendsSettings, entry: InviteFriendsEntry | null, inviteCount: number): InviteFriendsState {
  const tiers = tiersInOrder(settings);
  const current = tiers.find((tier) => tierStatus(tier, inviteCount, entry) !== InviteFriendsStatus.Claimed) ?? tiers[tiers.length - 1]!;
  return { awardId: current.id, itemStatus: tierStatus(current, inviteCount, entry), inviteCount };
}

/** §3 config list, fewest friends first, each tier with its own status. */
export const configList = (settings: InviteFriendsSettings, entry: InviteFriendsEntry | null, inviteCount: number): InviteFriendsConfig[] =>
  tiersInOrder(settings).map((tier) => ({
    id: tier.id, award: JSON.stringify(tier.award), inviteCount: tier.inviteCount, itemStatus: tierStatus(tier, inviteCount, entry),
  }));

/** Listed while a tier is unclaimed. */
export const visible = (settings: InviteFriendsSettings, entry: InviteFriendsEntry | null): boolean =>
  settings.tiers.some((tier) => !claimedTiers(entry).includes(tier.id));
