import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Supply (activity type 30, §7 bankruptBonus): a player whose coins plus safebox are below the
 * instance's threshold, with no deposit or withdrawal in progress, claims the instance's award
 * once per period (Philippine day, week from Monday, or calendar month).
 * Decisions: docs/decisions/072-promotions-engine.md.
 */

/** One prize of the award: a §3 reward item (coins with their turnover multiplier, points, bag items). */
export const SupplyPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type SupplyPrize = z.infer<typeof SupplyPrize>;

/** How often a player may claim: once per Philippine day, week (Monday 00:00) or calendar month. */
export const SupplyPeriod = z.enum(['day', 'week', 'month']);
export type SupplyPeriod = z.infer<typeof SupplyPeriod>;

/** The settings of a supply instance (validated on every write and read). */
export const SupplySettings = z.object({
  /** Coins plus safebox below this, in hundredths, count as bankrupt (§3 isBankrupt while the instance runs). */
  bankruptBelow: z.number().int().min(1).max(100_000_000),
  award: z.array(SupplyPrize).min(1).max(4),
  period: SupplyPeriod,
}).superRefine((settings, ctx) => {
  const ids = settings.award.map((p) => p.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['award'], message: 'one prize per item id' });
});
export type SupplySettings = z.infer<typeof SupplySettings>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[30].instanceId); the running one when left out');

/** The player's standing in the running supply instance (the page's state). */
export const SupplyState = z.object({
  instanceId: z.number().int(),
  bankruptBelow: z.number().int(),
  award: z.array(RewardItem),
  period: SupplyPeriod,
  /** Coins plus safebox below the threshold. */
  isBankrupt: z.boolean(),
  /** A deposit or withdrawal of the player is still in progress. */
  ordersOpen: z.boolean(),
  /** This period's award was claimed already. */
  claimed: z.boolean(),
  /** All of the above allow a claim now. */
  canClaim: z.boolean(),
  /** ms since epoch when the next period starts (Philippine time). */
  nextPeriodAt: z.number().int(),
});
export type SupplyState = z.infer<typeof SupplyState>;

export const bankruptBonusState = defineCall({
  name: 'bankruptBonusState', anonymous: false,
  summary: "Supply (30): the running instance's threshold, award and period, and whether this player may claim now (bankrupt, no order in progress, not claimed this period).",
  body: z.object({ instanceId: InstanceIdField }),
  response: SupplyState,
});

export const bankruptBonus = defineCall({
  name: 'bankruptBonus', anonymous: false,
  summary: "Supply (30): claims this period's award; 1004 not bankrupt, 1005 a deposit or withdrawal in progress, 1006 claimed this period. Answers the award granted, the new state and the balances.",
  body: z.object({ instanceId: InstanceIdField }),
  response: Balances.extend({
    state: SupplyState,
    /** What this claim granted. */
    propList: z.array(RewardItem),
  }),
});

export const supplyCalls = { bankruptBonusState, bankruptBonus } as const;
