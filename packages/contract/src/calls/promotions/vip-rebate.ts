import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * VIP rebate (activity type 8, /activity/vipRebate): a share of a player's valid bets of each
 * Philippine day, at the rate of their VIP level, settled after the day ends and then claimed
 * within a window (or credited automatically). Valid bets: coin stakes placed while the instance
 * runs, less the stakes of those bets a provider rolled back, counted on the day of the bet.
 * Decisions: docs/decisions/076-vip-rebate-cash-bonus-and-link-activities.md.
 */

/** One step of the rate table: the rate applies from this VIP level up to the next step's level. */
export const VipRebateRate = z.object({
  level: z.number().int().min(0).max(100),
  /** Hundredths of a percent of valid bets: 50 pays 0.50%. */
  basisPoints: z.number().int().min(0).max(1_000),
});
export type VipRebateRate = z.infer<typeof VipRebateRate>;

/** The settings of a VIP rebate instance (validated on every write and read). */
export const VipRebateSettings = z.object({
  /** Ascending by level, each level once; levels below the first step earn nothing. */
  rates: z.array(VipRebateRate).min(1).max(50),
  /** Days after the settled day in which the rebate can be claimed (1: through the next day). */
  claimDays: z.number().int().min(1).max(30),
  /** Credit each rebate when it is settled instead of waiting for the player's claim. */
  autoCredit: z.boolean(),
  /** The smallest rebate paid, in hundredths; a smaller one is not paid. */
  minRebate: z.number().int().min(1).max(100_000_000),
  /** The largest rebate of one day, in hundredths; null for no cap. */
  maxRebate: z.number().int().min(1).max(1_000_000_000).nullable(),
  /** Turnover a rebate adds, as a multiple of it (§3 betRate). */
  betRate: z.number().int().min(0).max(100),
}).superRefine((settings, ctx) => {
  settings.rates.forEach((rate, index) => {
    if (index > 0 && rate.level <= settings.rates[index - 1]!.level) {
      ctx.addIssue({ code: 'custom', path: ['rates', index, 'level'], message: 'levels must be ascending, each once' });
    }
  });
  if (settings.maxRebate !== null && settings.maxRebate < settings.minRebate) {
    ctx.addIssue({ code: 'custom', path: ['maxRebate'], message: 'must be at least minRebate' });
  }
});
export type VipRebateSettings = z.infer<typeof VipRebateSettings>;

/** A real calendar date (not 2030-02-31); false for any other text. */
function isCalendarDate(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}

/** A Philippine calendar date, YYYY-MM-DD. */
const Day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a calendar date');

/**
 * Where one day's rebate stands: pending (the day is not settled yet), none (nothing to pay:
 * no valid bets, no rate at the level, or below the minimum), waiting (to be claimed), claimed,
 * expired (its window passed unclaimed).
 */
export const VipRebateStatus = z.enum(['pending', 'none', 'waiting', 'claimed', 'expired']);
export type VipRebateStatus = z.infer<typeof VipRebateStatus>;

export const VipRebateDay = z.object({
  day: z.string(),
  /** Valid bets of the day, in hundredths (so far, while it is pending). */
  validBets: z.number().int(),
  /** The VIP level and rate the day was settled at; the player's current ones while pending. */
  vipLevel: z.number().int(),
  basisPoints: z.number().int(),
  /** The rebate in hundredths (0 while pending or when none is paid). */
  amount: z.number().int(),
  status: VipRebateStatus,
  /** ms since epoch until which it can be claimed; -1 while pending or when none is paid. */
  claimUntil: z.number().int(),
});
export type VipRebateDay = z.infer<typeof VipRebateDay>;

/** The page's state. */
export const VipRebateState = z.object({
  instanceId: z.number().int(),
  /** The player's VIP level now, and the rate it earns. */
  vipLevel: z.number().int(),
  basisPoints: z.number().int(),
  rates: z.array(VipRebateRate),
  claimDays: z.number().int(),
  autoCredit: z.boolean(),
  minRebate: z.number().int(),
  maxRebate: z.number().int().nullable(),
  betRate: z.number().int(),
  /** Today's valid bets so far (Philippine day). */
  today: VipRebateDay,
  /** Yesterday's rebate. */
  yesterday: VipRebateDay,
  /** Rebates waiting to be claimed, newest first. */
  waiting: z.array(VipRebateDay),
});
export type VipRebateState = z.infer<typeof VipRebateState>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[8].instanceId); the running one when left out');

export const vipRebateState = defineCall({
  name: 'vipRebateState', anonymous: false,
  summary: "VIP rebate (8): the rate table, the player's level and rate, today's valid bets so far, yesterday's rebate and the rebates waiting to be claimed.",
  body: z.object({ instanceId: InstanceIdField }),
  response: VipRebateState,
});

export const receiveVipRebate = defineCall({
  name: 'receiveVipRebate', anonymous: false,
  summary: "VIP rebate (8): claims the rebate of `day` (the newest waiting one when left out): 1004 the player's level earns no rebate, 1005 none waiting, 1006 claimed, 1007 no rebate that day or its window has passed.",
  body: z.object({ day: Day.optional(), instanceId: InstanceIdField }),
  response: Balances.extend({
    state: VipRebateState,
    /** What this claim granted. */
    propList: z.array(RewardItem),
  }),
});

export const vipRebateCalls = { vipRebateState, receiveVipRebate } as const;
