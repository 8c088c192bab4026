import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Continuous recharge (activity type 43, its page §2's /activity/depositEvery): a Philippine day
 * counts when the player's credited deposits that day reach `minDaily`; a run of N such days in a
 * row unlocks the prize of day N, claimed once per instance. A day without one restarts the run,
 * but a prize once unlocked stays claimable while the instance runs.
 * Decisions: docs/decisions/074-deposit-activities.md.
 */

const Hundredths = z.number().int().min(1).max(1_000_000_000);

/** One prize: a §3 reward item (coins with their turnover multiplier, points, bag items). */
export const ContinuousPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type ContinuousPrize = z.infer<typeof ContinuousPrize>;

/** The settings of a continuous-recharge instance (validated on every write and read). */
export const ContinuousRechargeSettings = z.object({
  /** A day's credited deposits that make it count, in hundredths. */
  minDaily: Hundredths,
  /** The prizes of day 1, day 2, ... of a run. */
  days: z.array(z.object({ award: z.array(ContinuousPrize).min(1).max(4) })).min(1).max(30),
}).superRefine((settings, ctx) => {
  settings.days.forEach((day, index) => {
    const ids = day.award.map((p) => p.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['days', index, 'award'], message: 'one prize per item id' });
  });
});
export type ContinuousRechargeSettings = z.infer<typeof ContinuousRechargeSettings>;

/** A day's prize for the player: claimable (a run reached it), claimed, or not reached yet. */
export const ContinuousDayStatus = z.enum(['claimable', 'claimed', 'locked']);
export type ContinuousDayStatus = z.infer<typeof ContinuousDayStatus>;

/** The player's standing in the running continuous-recharge instance. */
export const ContinuousRechargeState = z.object({
  instanceId: z.number().int(),
  minDaily: z.number().int(),
  /** Today's credited deposits (Philippine day), in hundredths. */
  today: z.number().int(),
  /** Today counts already. */
  todayCounts: z.boolean(),
  /** The current run: days in a row up to today (or up to yesterday while today is still open). */
  streak: z.number().int(),
  /** The longest run while the instance ran (what unlocks the prizes), at most the number of days. */
  best: z.number().int(),
  days: z.array(z.object({ day: z.number().int(), award: z.array(RewardItem), status: ContinuousDayStatus })),
  /** ms since epoch of the next Philippine midnight (when today stops counting). */
  nextDayAt: z.number().int(),
  /** ms since epoch when the instance ends; -1 never. */
  endTime: z.number().int(),
});
export type ContinuousRechargeState = z.infer<typeof ContinuousRechargeState>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[43].instanceId); the running one when left out');

export const continuousRecharge = defineCall({
  name: 'continuousRecharge', anonymous: false,
  summary: "Continuous recharge (43, /activity/depositEvery): today's credited deposits against the daily minimum, the current and best run of days, and each day's prize with its status.",
  body: z.object({ instanceId: InstanceIdField }),
  response: z.object({ state: ContinuousRechargeState }),
});

export const continuousRechargeReceive = defineCall({
  name: 'continuousRechargeReceive', anonymous: false,
  summary: "Continuous recharge (43): claims day N's prize (once): 1005 no run has reached day N yet, 1006 claimed, 1007 no such day. Answers the prize, the new state and the balances.",
  body: z.object({ day: z.number().int().min(1).max(30), instanceId: InstanceIdField }),
  response: Balances.extend({
    state: ContinuousRechargeState,
    /** What this claim granted. */
    propList: z.array(RewardItem),
  }),
});

export const continuousRechargeCalls = { continuousRecharge, continuousRechargeReceive } as const;
