import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Fund (activity type 16, the growth fund; hasFund red dot): a player buys in once with a
 * credited deposit made for the fund (recharge3 actType 16) of at least its price, then claims
 * each stage once when their VIP level and their wagering since buying in reach the stage's.
 * The deposit stays the player's; the stages are the bonus. hasFund is set while a stage waits.
 * Decisions: docs/decisions/075-sign-in-calendars-cards-and-fund.md.
 */

/** One prize of a stage: a §3 reward item (coins with their turnover multiplier, points, bag items). */
export const FundPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type FundPrize = z.infer<typeof FundPrize>;

export const FundStage = z.object({
  id: z.number().int().min(1).max(99),
  /** The VIP level the stage needs; 0 for none. */
  vip: z.number().int().min(0).max(100),
  /** Wagering since buying in (hundredths) the stage needs; 0 for none. */
  bet: z.number().int().min(0).max(100_000_000_000),
  award: z.array(FundPrize).min(1).max(4),
});
export type FundStage = z.infer<typeof FundStage>;

/** The settings of a fund instance (validated on every write and read). */
export const FundSettings = z.object({
  /** The deposit (hundredths) that buys in. */
  price: z.number().int().min(1).max(1_000_000_000),
  stages: z.array(FundStage).min(1).max(10),
}).superRefine((settings, ctx) => {
  const ids = settings.stages.map((s) => s.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['stages'], message: 'stage ids must be unique' });
  settings.stages.forEach((stage, index) => {
    const prizes = stage.award.map((p) => p.id);
    if (new Set(prizes).size !== prizes.length) ctx.addIssue({ code: 'custom', path: ['stages', index, 'award'], message: 'one prize per item id' });
  });
});
export type FundSettings = z.infer<typeof FundSettings>;

/** Where a stage stands: still to reach, open to claim, claimed. */
export const FundStageStatus = z.enum(['locked', 'open', 'received']);
export type FundStageStatus = z.infer<typeof FundStageStatus>;

/** The player's fund (the page's state). */
export const FundUser = z.object({
  instanceId: z.number().int(),
  /** The deposit that buys in, in hundredths. */
  price: z.number().int(),
  bought: z.boolean(),
  /** ms since epoch of the buy-in; -1 before it. */
  boughtAt: z.number().int(),
  /** The player's VIP level. */
  vip: z.number().int(),
  /** Wagering since buying in, in hundredths (0 before it). */
  betSince: z.number().int(),
  /** The stages: the player's as bought (the instance's before buying in). */
  stages: z.array(z.object({ id: z.number().int(), vip: z.number().int(), bet: z.number().int(), award: z.array(RewardItem), status: FundStageStatus })),
  /** A stage waits to be claimed (the hasFund red dot). */
  canClaim: z.boolean(),
});
export type FundUser = z.infer<typeof FundUser>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[16].instanceId); the running one when left out');

export const fundUser = defineCall({
  name: 'fundUser', anonymous: false,
  summary: "Fund (16): the buy-in price, whether the player bought in, their VIP level and wagering since, and each stage's needs, prizes and status.",
  body: z.object({ instanceId: InstanceIdField }),
  response: FundUser,
});

export const fundUserReceive = defineCall({
  name: 'fundUserReceive', anonymous: false,
  summary: 'Fund (16): claims a stage once; 1005 not bought in or the stage not reached yet, 1006 claimed, 1007 no such stage. Answers what was granted, the state and the balances.',
  body: z.object({ stageId: z.number().int().min(1).max(99), instanceId: InstanceIdField }),
  response: Balances.extend({
    user: FundUser,
    /** What this claim granted. */
    propList: z.array(RewardItem),
  }),
});

export const fundCalls = { fundUser, fundUserReceive } as const;
