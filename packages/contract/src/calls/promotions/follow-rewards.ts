import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';
import { isSafeOutLink } from './out-link.ts';

/**
 * Follow rewards (activity type 21, §2 /activity/follow): the operator's social channels, each
 * with a reward. The player opens a channel through the app (followRewardsVisit records the
 * visit: a follow on another network cannot be proven from here, so the visit through the app is
 * the confirmation, as with the follow tasks) and then claims that channel's reward once.
 * §7 names no calls for it. Decisions: docs/decisions/086-follow-weekend-lottery-festival.md.
 */

export const FollowRewardPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type FollowRewardPrize = z.infer<typeof FollowRewardPrize>;

/** The network a channel is on: its icon in the app (§9 follow tasks name Facebook, Telegram, Instagram, WhatsApp). */
export const FollowNetwork = z.enum(['facebook', 'telegram', 'instagram', 'whatsapp', 'youtube', 'tiktok', 'x', 'other']);
export type FollowNetwork = z.infer<typeof FollowNetwork>;

const CHANNEL_URL_RULE = 'must be an https address (https://host/...) without a user name or password';

export const FollowChannel = z.object({
  /** Stable id of the channel (the claim names it); the app config's socialMedia ids where they match. */
  id: z.number().int().min(1).max(999),
  name: z.string().trim().min(1).max(40),
  network: FollowNetwork,
  url: z.string().max(2048).regex(/^https:\/\//i, CHANNEL_URL_RULE).refine(isSafeOutLink, CHANNEL_URL_RULE),
  award: z.array(FollowRewardPrize).min(1).max(4),
});
export type FollowChannel = z.infer<typeof FollowChannel>;

/** The settings of a follow-rewards instance (validated on every write and read). */
export const FollowRewardsSettings = z.object({
  channels: z.array(FollowChannel).min(1).max(12),
}).superRefine((settings, ctx) => {
  const ids = settings.channels.map((c) => c.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['channels'], message: 'one channel per id' });
  settings.channels.forEach((channel, index) => {
    const items = channel.award.map((p) => p.id);
    if (new Set(items).size !== items.length) ctx.addIssue({ code: 'custom', path: ['channels', index, 'award'], message: 'one prize per item id' });
  });
});
export type FollowRewardsSettings = z.infer<typeof FollowRewardsSettings>;

/** One channel as the player sees it: not opened yet, opened (reward waiting), claimed. */
export const FollowChannelState = z.object({
  id: z.number().int(),
  name: z.string(),
  network: FollowNetwork,
  url: z.string(),
  award: z.array(RewardItem),
  visited: z.boolean(),
  claimed: z.boolean(),
  canClaim: z.boolean(),
});
export type FollowChannelState = z.infer<typeof FollowChannelState>;

export const FollowRewardsState = z.object({
  instanceId: z.number().int(),
  channels: z.array(FollowChannelState),
});
export type FollowRewardsState = z.infer<typeof FollowRewardsState>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[21].instanceId); the running one when left out');
const ChannelIdField = z.number().int().min(1).max(999).describe("the channel's id (settings.channels[].id)");

export const followRewardsState = defineCall({
  name: 'followRewardsState', anonymous: false,
  summary: "Follow rewards (21): the operator's channels with each one's reward, and whether the player has opened it and claimed it.",
  body: z.object({ instanceId: InstanceIdField }),
  response: FollowRewardsState,
});

export const followRewardsVisit = defineCall({
  name: 'followRewardsVisit', anonymous: false,
  summary: 'Follow rewards (21): records that the player opened a channel through the app (the first visit counts; repeats change nothing); 1007 no such channel.',
  body: z.object({ instanceId: InstanceIdField, channelId: ChannelIdField }),
  response: FollowRewardsState,
});

export const followRewardsReceive = defineCall({
  name: 'followRewardsReceive', anonymous: false,
  summary: "Follow rewards (21): claims a channel's reward once: 1005 the channel was not opened yet, 1006 claimed, 1007 no such channel.",
  body: z.object({ instanceId: InstanceIdField, channelId: ChannelIdField }),
  response: Balances.extend({ state: FollowRewardsState, propList: z.array(RewardItem) }),
});

export const followRewardsCalls = { followRewardsState, followRewardsVisit, followRewardsReceive } as const;
