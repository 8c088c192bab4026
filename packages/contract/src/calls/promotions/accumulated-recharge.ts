import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Accumulated recharge (activity type 28): the player's credited deposits within the period (a
 * Philippine day, a week from Monday 00:00, a calendar month, or the whole instance) add up; each
 * threshold reached unlocks its prize, claimed once per period. §2: its entries lead to the
 * deposit page, which links here. Decisions: docs/decisions/074-deposit-activities.md.
 */

const Hundredths = z.number().int().min(1).max(1_000_000_000);

/** One prize: a §3 reward item (coins with their turnover multiplier, points, bag items). */
export const AccumulatedPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type AccumulatedPrize = z.infer<typeof AccumulatedPrize>;

/** What counts together: the deposits of one Philippine day, week (from Monday), calendar month, or the whole instance. */
export const AccumulatedPeriod = z.enum(['day', 'week', 'month', 'instance']);
export type AccumulatedPeriod = z.infer<typeof AccumulatedPeriod>;

export const AccumulatedTier = z.object({
  id: z.number().int().min(1).max(999),
  /** The period's credited deposits that unlock the prize, in hundredths. */
  amount: Hundredths,
  award: z.array(AccumulatedPrize).min(1).max(4),
});
export type AccumulatedTier = z.infer<typeof AccumulatedTier>;

/** The settings of an accumulated-recharge instance (validated on every write and read). */
export const AccumulatedRechargeSettings = z.object({
  period: AccumulatedPeriod,
  tiers: z.array(AccumulatedTier).min(1).max(10),
}).superRefine((settings, ctx) => {
  const ids = settings.tiers.map((t) => t.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'tier ids must be unique' });
  const amounts = settings.tiers.map((t) => t.amount);
  if (new Set(amounts).size !== amounts.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'each tier needs its own amount' });
  settings.tiers.forEach((tier, index) => {
    const props = tier.award.map((p) => p.id);
    if (new Set(props).size !== props.length) ctx.addIssue({ code: 'custom', path: ['tiers', index, 'award'], message: 'one prize per item id' });
  });
});
export type AccumulatedRechargeSettings = z.infer<typeof AccumulatedRechargeSettings>;

/** A threshold for the player: its prize can be claimed, was claimed this period, or is not reached yet. */
export const AccumulatedTierStatus = z.enum(['claimable', 'claimed', 'locked']);
export type AccumulatedTierStatus = z.infer<typeof AccumulatedTierStatus>;

/** The player's standing in the running accumulated-recharge instance. */
export const AccumulatedRechargeState = z.object({
  instanceId: z.number().int(),
  period: AccumulatedPeriod,
  /** When the current period began (or counting began, for the whole instance), ms since epoch. */
  periodStart: z.number().int(),
  /** When the next period starts, ms since epoch; -1 for the whole instance. */
  nextPeriodAt: z.number().int(),
  /** The player's credited deposits in the period, in hundredths. */
  total: z.number().int(),
  tiers: z.array(z.object({ id: z.number().int(), amount: z.number().int(), award: z.array(RewardItem), status: AccumulatedTierStatus })),
  /** ms since epoch when the instance ends; -1 never. */
  endTime: z.number().int(),
});
export type AccumulatedRechargeState = z.infer<typeof AccumulatedRechargeState>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[28].instanceId); the running one when left out');

export const accumulatedRecharge = defineCall({
  name: 'accumulatedRecharge', anonymous: false,
  summary: "Accumulated recharge (28): the period's credited deposits and each threshold's prize with its status.",
  body: z.object({ instanceId: InstanceIdField }),
  response: z.object({ state: AccumulatedRechargeState }),
});

export const accumulatedRechargeReceive = defineCall({
  name: 'accumulatedRechargeReceive', anonymous: false,
  summary: "Accumulated recharge (28): claims a threshold's prize (once per period): 1005 not reached yet, 1006 claimed this period, 1007 no such threshold. Answers the prize, the new state and the balances.",
  body: z.object({ tierId: z.number().int().min(1).max(999), instanceId: InstanceIdField }),
  response: Balances.extend({
    state: AccumulatedRechargeState,
    /** What this claim granted. */
    propList: z.array(RewardItem),
  }),
});

export const accumulatedRechargeCalls = { accumulatedRecharge, accumulatedRechargeReceive } as const;
