import { z } from 'zod';
import { defineCall } from '../call.ts';
import { RewardItem } from './wallet.ts';

/**
 * Rewards: the one way anything is granted to a player (§3 reward item, §9 item ids), the
 * per-claim record of what was granted and why, the item bag, and the red-dot flags (§3).
 * Errcodes 3000-3099.
 */
export const RewardsErrcode = {
  /** getRewardClaim: no claim of this player has that id. */
  ClaimNotFound: 3001,
} as const;
export type RewardsErrcode = (typeof RewardsErrcode)[keyof typeof RewardsErrcode];

/** Where a reward came from: the kind of source, named in the claim's key (`mail:17`, `task:3:2026-11-25`, `vip-level:4`). */
export const RewardSources = ['mail', 'task', 'vip', 'activity', 'coupon', 'operator', 'appDownload'] as const;
export const RewardSource = z.enum(RewardSources);
export type RewardSource = z.infer<typeof RewardSource>;

const ms = z.number().int().describe('ms since epoch');

/** One grant, as recorded: what it gave, from which source, and the turnover its coins added. */
export const RewardClaim = z.object({
  id: z.number().int(),
  source: RewardSource,
  /** The source's own id (the mail id, the task id and day, the VIP level ...). */
  sourceRef: z.string(),
  /** A short description for the player ("Welcome mail", "Task: log in"). */
  title: z.string(),
  items: z.array(RewardItem),
  /** Coins credited (hundredths) and the turnover they added (hundredths). */
  coin: z.number().int(),
  points: z.number().int(),
  turnoverAdded: z.number().int(),
  createdAt: ms,
  /** Set when an operator took the reward's remaining value back. */
  forfeitedAt: ms.nullable(),
  forfeitReason: z.string().nullable(),
});
export type RewardClaim = z.infer<typeof RewardClaim>;

/** The kinds of items a bag holds (§9): coupons (1001-1399, the percentage boosts among them) are applied on a deposit; the others are counted. */
export const BagItemKinds = ['coupon', 'plain', 'newYear', 'signCard'] as const;
export const BagItemKind = z.enum(BagItemKinds);
export type BagItemKind = z.infer<typeof BagItemKind>;

/** A lot of items the player holds: the same item from different grants expires separately. */
export const BagItem = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  kind: BagItemKind,
  count: z.number().int().min(0),
  /** ms since epoch; -1 never expires (as §3's expireTime). */
  expireTime: z.number().int(),
  /** For a coupon: its coin value (hundredths) or, for a percentage coupon, its percent; and the minimum deposit (hundredths). */
  value: z.number().int(),
  percent: z.boolean(),
  limitAmount: z.number().int(),
  claimId: z.number().int(),
});
export type BagItem = z.infer<typeof BagItem>;

/** §3 red-dot flags, from the server: the tabs and the side menu show a dot where one is set. */
export const RedDots = z.object({
  hasTask: z.boolean(),
  hasMail: z.boolean(),
  hasSignUpBonus: z.boolean(),
  hasFund: z.boolean(),
  hasAgent: z.boolean(),
  hasFreeBonus: z.boolean(),
});
export type RedDots = z.infer<typeof RedDots>;
export type RedDotName = keyof RedDots;

const Paging = {
  page: z.number().int().min(1).max(10_000).optional(),
  pageSize: z.number().int().min(1).max(100).optional(),
};

export const getItemBag = defineCall({
  name: 'getItemBag', anonymous: false,
  summary: 'The items the player holds (coupons, boosts, counted items), unexpired and not used up, soonest expiry first.',
  body: z.object({}),
  response: z.object({ items: z.array(BagItem) }),
});

export const getRewardClaims = defineCall({
  name: 'getRewardClaims', anonymous: false,
  summary: "The player's reward claims, newest first: what was granted, from where, and the turnover it added.",
  body: z.object(Paging),
  response: z.object({ list: z.array(RewardClaim), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const getRewardClaim = defineCall({
  name: 'getRewardClaim', anonymous: false,
  summary: 'One reward claim of the player (/reward/detail/{id}); 3001 when it is not theirs or does not exist.',
  body: z.object({ id: z.number().int().positive() }),
  response: z.object({ claim: RewardClaim }),
});

export const getRedDots = defineCall({
  name: 'getRedDots', anonymous: false,
  summary: '§3 red-dot flags: hasTask, hasMail, hasSignUpBonus, hasFund, hasAgent, hasFreeBonus.',
  body: z.object({}),
  response: RedDots,
});

/** The reward calls, in the order of the call list (calls/index.ts). */
export const rewardCalls = {
  getItemBag,
  getRewardClaims,
  getRewardClaim,
  getRedDots,
} as const;
