import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Free sign (activity type 36, §2 /activity/freeSign, §7 loginBonus3User and
 * loginBonus3UserReceive): a sign-in calendar of N days (7 by default). A player claims once per
 * Philippine day and gets the prize of the next day of their run; after the last day the
 * calendar starts again at day 1. With resetOnMiss, a Philippine day without a claim sends the
 * run back to day 1. hasFreeBonus is set while today's claim is open.
 * Decisions: docs/decisions/075-sign-in-calendars-cards-and-fund.md.
 */

/** One prize of a day: a §3 reward item (coins with their turnover multiplier, points, bag items). */
export const FreeSignPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type FreeSignPrize = z.infer<typeof FreeSignPrize>;

/** The settings of a free-sign instance (validated on every write and read). */
export const FreeSignSettings = z.object({
  /** The prizes of day 1, day 2, ... of a run. */
  days: z.array(z.object({ award: z.array(FreeSignPrize).min(1).max(4) })).min(1).max(30),
  /** A Philippine day without a claim sends the run back to day 1. */
  resetOnMiss: z.boolean(),
  /** Credited deposits (hundredths) a player needs before claiming; 0 for none. */
  needRecharge: z.number().int().min(0).max(1_000_000_000),
}).superRefine((settings, ctx) => {
  settings.days.forEach((day, index) => {
    const ids = day.award.map((p) => p.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['days', index, 'award'], message: 'one prize per item id' });
  });
});
export type FreeSignSettings = z.infer<typeof FreeSignSettings>;

/** Where a calendar day stands in the run shown: claimed, today's open claim, still to come. */
export const FreeSignDayStatus = z.enum(['received', 'today', 'upcoming']);
export type FreeSignDayStatus = z.infer<typeof FreeSignDayStatus>;

/** The player's calendar (the page's state). */
export const FreeSignUser = z.object({
  instanceId: z.number().int(),
  days: z.array(z.object({ day: z.number().int(), award: z.array(RewardItem), status: FreeSignDayStatus })),
  /** Days claimed in the run shown. */
  streak: z.number().int(),
  /** The day today's claim gives (1-based); when today is claimed, the day claimed. */
  today: z.number().int(),
  claimedToday: z.boolean(),
  /** A claim is open now (the hasFreeBonus red dot). */
  canClaim: z.boolean(),
  resetOnMiss: z.boolean(),
  /** Credited deposits (hundredths) still needed before a claim; 0 when none. */
  needRecharge: z.number().int(),
  /** ms since epoch of the next Philippine midnight, when the next claim opens. */
  nextDayAt: z.number().int(),
});
export type FreeSignUser = z.infer<typeof FreeSignUser>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[36].instanceId); the running one when left out');

export const loginBonus3User = defineCall({
  name: 'loginBonus3User', anonymous: false,
  summary: "Free sign (36): the player's sign-in calendar: each day's prize and status, the run so far, whether today's claim is open, and when the next opens.",
  body: z.object({ instanceId: InstanceIdField }),
  response: FreeSignUser,
});

export const loginBonus3UserReceive = defineCall({
  name: 'loginBonus3UserReceive', anonymous: false,
  summary: "Free sign (36): claims today's day of the calendar, once per Philippine day; 1005 deposits still needed, 1006 claimed today. Answers what was granted, the calendar and the balances.",
  body: z.object({ instanceId: InstanceIdField }),
  response: Balances.extend({
    user: FreeSignUser,
    /** What this claim granted. */
    propList: z.array(RewardItem),
  }),
});

export const freeSignCalls = { loginBonus3User, loginBonus3UserReceive } as const;
