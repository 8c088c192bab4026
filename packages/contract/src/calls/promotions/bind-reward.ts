import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Bind (activity type 4): a one-time reward for a player whose account has a mobile number bound
 * (by binding one, or by registering with it), claimed once per instance; it leaves the list once
 * claimed. Decisions: docs/decisions/076-vip-rebate-cash-bonus-and-link-activities.md.
 */

export const BindRewardPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type BindRewardPrize = z.infer<typeof BindRewardPrize>;

/** The settings of a bind reward instance (validated on every write and read). */
export const BindRewardSettings = z.object({
  award: z.array(BindRewardPrize).min(1).max(4),
}).superRefine((settings, ctx) => {
  const ids = settings.award.map((p) => p.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['award'], message: 'one prize per item id' });
});
export type BindRewardSettings = z.infer<typeof BindRewardSettings>;

export const BindRewardState = z.object({
  instanceId: z.number().int(),
  award: z.array(RewardItem),
  /** The account has a mobile number bound. */
  mobileBound: z.boolean(),
  claimed: z.boolean(),
  canClaim: z.boolean(),
});
export type BindRewardState = z.infer<typeof BindRewardState>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[4].instanceId); the running one when left out');

export const bindRewardState = defineCall({
  name: 'bindRewardState', anonymous: false,
  summary: 'Bind (4): the reward for a bound mobile number, whether the player has one bound and whether it was claimed.',
  body: z.object({ instanceId: InstanceIdField }),
  response: BindRewardState,
});

export const receiveBindReward = defineCall({
  name: 'receiveBindReward', anonymous: false,
  summary: 'Bind (4): claims the reward once: 1005 no mobile number bound yet, 1006 claimed.',
  body: z.object({ instanceId: InstanceIdField }),
  response: Balances.extend({ state: BindRewardState, propList: z.array(RewardItem) }),
});

export const bindRewardCalls = { bindRewardState, receiveBindReward } as const;
