import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Festival (activity type 35, §2 /activity/festival): a dated event whose instance schedule is
 * the festival (a holiday week, say). Each Philippine day of it the player may check in for the
 * daily gift once; the deposits credited during the festival add up, and each tier of the
 * ladder is claimed once when they reach it. Its claims are §9 recharge bonuses of kind 11
 * (festival). §7 names no calls for it. Decisions: docs/decisions/086-follow-weekend-lottery-festival.md.
 */

export const FestivalPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type FestivalPrize = z.infer<typeof FestivalPrize>;

export const FestivalTier = z.object({
  id: z.number().int().min(1).max(99),
  /** The festival's credited deposits (hundredths) that open the tier. */
  deposit: z.number().int().min(1).max(100_000_000_000),
  award: z.array(FestivalPrize).min(1).max(4),
});
export type FestivalTier = z.infer<typeof FestivalTier>;

/** The settings of a festival instance (validated on every write and read); its schedule is the festival. */
export const FestivalSettings = z.object({
  /** The daily check-in's gift; empty for a festival without one. */
  dailyGift: z.array(FestivalPrize).max(4),
  /** The deposit ladder, by rising deposit. */
  tiers: z.array(FestivalTier).min(1).max(10),
}).superRefine((settings, ctx) => {
  const ids = settings.tiers.map((t) => t.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'one tier per id' });
  settings.tiers.forEach((tier, index) => {
    if (index > 0 && tier.deposit <= settings.tiers[index - 1]!.deposit) ctx.addIssue({ code: 'custom', path: ['tiers', index, 'deposit'], message: 'must be above the tier before' });
    const items = tier.award.map((p) => p.id);
    if (new Set(items).size !== items.length) ctx.addIssue({ code: 'custom', path: ['tiers', index, 'award'], message: 'one prize per item id' });
  });
  const gift = settings.dailyGift.map((p) => p.id);
  if (new Set(gift).size !== gift.length) ctx.addIssue({ code: 'custom', path: ['dailyGift'], message: 'one prize per item id' });
});
export type FestivalSettings = z.infer<typeof FestivalSettings>;

/** A tier as the player sees it: deposits short of it, ready to claim, claimed. */
export const FestivalTierStatus = z.enum(['locked', 'ready', 'claimed']);
export type FestivalTierStatus = z.infer<typeof FestivalTierStatus>;

const ms = z.number().int().describe('ms since epoch; -1 none');

export const FestivalState = z.object({
  instanceId: z.number().int(),
  title: z.string(),
  /** The festival's schedule (the instance's); startTime is when its deposits start counting. */
  startTime: ms,
  endTime: ms,
  gift: z.array(RewardItem),
  giftClaimedToday: z.boolean(),
  canCheckIn: z.boolean(),
  /** Days checked in during the festival. */
  checkIns: z.number().int(),
  /** The next Philippine midnight, when the next check-in opens. */
  nextCheckInAt: ms,
  /** Credited deposits (hundredths) during the festival. */
  deposits: z.number().int(),
  tiers: z.array(z.object({ id: z.number().int(), deposit: z.number().int(), award: z.array(RewardItem), status: FestivalTierStatus })),
});
export type FestivalState = z.infer<typeof FestivalState>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[35].instanceId); the running one when left out');

export const festivalState = defineCall({
  name: 'festivalState', anonymous: false,
  summary: "Festival (35): the festival's schedule, today's check-in gift and whether it is claimed, the deposits during the festival and each tier's status.",
  body: z.object({ instanceId: InstanceIdField }),
  response: FestivalState,
});

export const festivalCheckIn = defineCall({
  name: 'festivalCheckIn', anonymous: false,
  summary: "Festival (35): claims today's gift once per Philippine day: 1006 claimed today, 1007 the festival has no daily gift.",
  body: z.object({ instanceId: InstanceIdField }),
  response: Balances.extend({ state: FestivalState, propList: z.array(RewardItem) }),
});

export const festivalReceive = defineCall({
  name: 'festivalReceive', anonymous: false,
  summary: "Festival (35): claims a deposit tier once: 1005 the festival's deposits are short of it, 1006 claimed, 1007 no such tier.",
  body: z.object({ instanceId: InstanceIdField, tierId: z.number().int().min(1).max(99) }),
  response: Balances.extend({ state: FestivalState, propList: z.array(RewardItem) }),
});

export const festivalCalls = { festivalState, festivalCheckIn, festivalReceive } as const;
