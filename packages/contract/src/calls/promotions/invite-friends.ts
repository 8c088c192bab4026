import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Invite friends (activity type 40, InviteFriend1; §3 appInviteBonus1User, §4 itemStatus, §7
 * appInviteBonus1User and appInviteBonus1UserReceive, §9 progress and the invite link): each tier
 * pays once when the player has brought enough qualified friends (the qualified-invitee rule,
 * "Limited to new players only"). Decisions: docs/decisions/082-referrals-and-linked-accounts.md.
 */

const Hundredths = z.number().int().min(0).max(1_000_000_000);

export const InviteFriendsPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type InviteFriendsPrize = z.infer<typeof InviteFriendsPrize>;

/** One tier of the config list (§3 id, award, inviteCount): how many qualified friends it needs and what it pays. */
export const InviteFriendsTier = z.object({
  id: z.number().int().min(1).max(999),
  /** Qualified invitees the tier needs. */
  inviteCount: z.number().int().min(1).max(10_000),
  award: z.array(InviteFriendsPrize).min(1).max(4),
});
export type InviteFriendsTier = z.infer<typeof InviteFriendsTier>;

/** The settings of an invite-friends instance (validated on every write and read). */
export const InviteFriendsSettings = z.object({
  tiers: z.array(InviteFriendsTier).min(1).max(10),
  /** Credited deposits an invitee needs to count, in hundredths (decision 082). */
  qualifyingDeposit: Hundredths,
}).superRefine((settings, ctx) => {
  const ids = settings.tiers.map((t) => t.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'tier ids must be unique' });
  const counts = settings.tiers.map((t) => t.inviteCount);
  if (new Set(counts).size !== counts.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'each tier needs a different inviteCount' });
  settings.tiers.forEach((tier, index) => {
    const props = tier.award.map((p) => p.id);
    if (new Set(props).size !== props.length) ctx.addIssue({ code: 'custom', path: ['tiers', index, 'award'], message: 'one prize per item id' });
  });
});
export type InviteFriendsSettings = z.infer<typeof InviteFriendsSettings>;

/** §4 itemStatus: 0 not reached (the app shows Invite), 1 reached (Receive), 2 claimed (Receive disabled). */
export const InviteFriendsStatus = { NotReached: 0, Reachable: 1, Claimed: 2 } as const;
const ItemStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The player's state (§3 appInviteBonus1User). */
export const InviteFriendsState = z.object({
  /** The tier the player is at: the first unclaimed by inviteCount; the last once all are claimed. */
  awardId: z.number().int(),
  /** That tier's status (§4). */
  itemStatus: ItemStatus,
  /** Qualified invitees so far. */
  inviteCount: z.number().int(),
});
export type InviteFriendsState = z.infer<typeof InviteFriendsState>;

/** A tier as the page shows it (§3 config list), ordered by inviteCount, with its own status. */
export const InviteFriendsConfig = z.object({
  id: z.number().int(),
  /** JSON text: [{id, count, betRate?}]. */
  award: z.string(),
  /** Qualified invitees the tier needs. */
  inviteCount: z.number().int(),
  itemStatus: ItemStatus,
});
export type InviteFriendsConfig = z.infer<typeof InviteFriendsConfig>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[40].instanceId); the running one when left out');

export const appInviteBonus1User = defineCall({
  name: 'appInviteBonus1User', anonymous: false,
  summary: 'Invite friends (40): §3 state (awardId, itemStatus, inviteCount = qualified invitees) and the config list (id, award, inviteCount, each tier\'s itemStatus).',
  body: z.object({ instanceId: InstanceIdField }),
  response: z.object({
    instanceId: z.number().int(),
    appInviteBonus1User: InviteFriendsState,
    list: z.array(InviteFriendsConfig),
    /** Invitees registered since the start, qualified or not. */
    invited: z.number().int(),
    /** Credited deposits a friend needs to count, in hundredths. */
    qualifyingDeposit: z.number().int(),
    /** ms since epoch when the offer ends; -1 never. */
    expireTime: z.number().int(),
  }),
});

export const appInviteBonus1UserReceive = defineCall({
  name: 'appInviteBonus1UserReceive', anonymous: false,
  summary: 'Invite friends (40): claims a tier by its id (propId) once: 1005 too few qualified friends, 1006 claimed, 1007 no such tier; answers the new state, the list, the prizes granted and the balances.',
  body: z.object({ propId: z.number().int().min(1).max(999), instanceId: InstanceIdField }),
  response: Balances.extend({
    instanceId: z.number().int(),
    appInviteBonus1User: InviteFriendsState,
    list: z.array(InviteFriendsConfig),
    /** What this claim granted. */
    propList: z.array(RewardItem),
  }),
});

export const inviteFriendsCalls = { appInviteBonus1User, appInviteBonus1UserReceive } as const;
