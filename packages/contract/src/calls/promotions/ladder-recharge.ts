import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Ladder recharge (activity type 17): each credited deposit that reaches a tier earns that tier's
 * bonus (a percentage of the deposit, capped, and/or fixed coins, with its turnover). The first
 * `perDay` qualifying deposits of a Philippine day earn; each bonus is claimed once, within
 * `claimDays` Philippine days of its deposit. §2: its entries lead to the deposit page, where the
 * bonus of the amount being entered shows. Decisions: docs/decisions/074-deposit-activities.md.
 */

const Hundredths = z.number().int().min(1).max(1_000_000_000);

/** One rung of the ladder: a deposit of at least `minAmount` earns `percent`% of it plus `fixed`, at most `maxBonus`. */
export const LadderTier = z.object({
  id: z.number().int().min(1).max(999),
  /** The smallest single deposit that reaches the tier, in hundredths. */
  minAmount: Hundredths,
  /** Bonus percentage of the deposit (0 for a fixed bonus only). */
  percent: z.number().int().min(0).max(1_000),
  /** Fixed bonus coins, in hundredths (0 for a percentage only). */
  fixed: z.number().int().min(0).max(1_000_000_000),
  /** The most one deposit's bonus can be, in hundredths; none when left out. */
  maxBonus: Hundredths.optional(),
  /** Turnover the bonus adds, as a multiple of it (§3 betRate). */
  betRate: z.number().int().min(0).max(100),
}).refine((tier) => Math.floor((tier.minAmount * tier.percent) / 100) + tier.fixed > 0, {
  message: 'a tier needs a percent or a fixed bonus that pays at least 0.01 on its minAmount', path: ['percent'],
});
export type LadderTier = z.infer<typeof LadderTier>;

/** The settings of a ladder-recharge instance (validated on every write and read). */
export const LadderRechargeSettings = z.object({
  tiers: z.array(LadderTier).min(1).max(10),
  /** Qualifying deposits per player and Philippine day that earn a bonus (the first ones credited). */
  perDay: z.number().int().min(1).max(100),
  /** Philippine days a bonus can be claimed, counting the day of its deposit. */
  claimDays: z.number().int().min(1).max(30),
}).superRefine((settings, ctx) => {
  const ids = settings.tiers.map((t) => t.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'tier ids must be unique' });
  const mins = settings.tiers.map((t) => t.minAmount);
  if (new Set(mins).size !== mins.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'each tier needs its own minAmount' });
});
export type LadderRechargeSettings = z.infer<typeof LadderRechargeSettings>;

/** What a deposit earns (ladderTierFor, ladderBonus): shared with the app, which runs them for the deposit page's hint. */
export { ladderBonus, ladderTierFor } from './ladder-rules.ts';
export type { LadderTierTerms } from './ladder-rules.ts';

/** Where one deposit's bonus stands: claimable, claimed, past its claim days, or beyond the day's count of earning deposits. */
export const LadderBonusStatus = z.enum(['claimable', 'claimed', 'expired', 'dailyLimit']);
export type LadderBonusStatus = z.infer<typeof LadderBonusStatus>;

export const LadderBonus = z.object({
  orderId: z.string(),
  /** The deposit, in hundredths. */
  amount: z.number().int(),
  /** When it was credited, ms since epoch. */
  paidTime: z.number().int(),
  tierId: z.number().int(),
  /** The bonus coins, in hundredths. */
  bonus: z.number().int(),
  betRate: z.number().int(),
  status: LadderBonusStatus,
  /** ms since epoch when the bonus can no longer be claimed (the end of its last claim day, or the instance's end). */
  claimUntil: z.number().int(),
});
export type LadderBonus = z.infer<typeof LadderBonus>;

/** The player's standing in the running ladder-recharge instance. */
export const LadderRechargeState = z.object({
  instanceId: z.number().int(),
  tiers: z.array(LadderTier),
  perDay: z.number().int(),
  claimDays: z.number().int(),
  /** Qualifying deposits credited today (Philippine day) that earn a bonus; at perDay, today's next deposits earn none. */
  earnedToday: z.number().int(),
  /** The qualifying deposits of the claim days and the day before them (just expired), newest first. */
  bonuses: z.array(LadderBonus),
  /** ms since epoch when the instance ends; -1 never. */
  endTime: z.number().int(),
});
export type LadderRechargeState = z.infer<typeof LadderRechargeState>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[17].instanceId); the running one when left out');

export const ladderRecharge = defineCall({
  name: 'ladderRecharge', anonymous: false,
  summary: "Ladder recharge (17): the running instance's tiers, the day's count of earning deposits, and each recent qualifying deposit's bonus with its status.",
  body: z.object({ instanceId: InstanceIdField }),
  response: z.object({ state: LadderRechargeState }),
});

export const ladderRechargeReceive = defineCall({
  name: 'ladderRechargeReceive', anonymous: false,
  summary: "Ladder recharge (17): claims one deposit's bonus (once): 1006 claimed, 1007 not a qualifying deposit of this player or past its claim days, 1010 beyond the day's count of earning deposits. Answers the bonus, the new state and the balances.",
  body: z.object({
    orderId: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _').describe('the deposit order whose bonus is claimed'),
    instanceId: InstanceIdField,
  }),
  response: Balances.extend({
    state: LadderRechargeState,
    /** What this claim granted. */
    propList: z.array(RewardItem),
  }),
});

export const ladderRechargeCalls = { ladderRecharge, ladderRechargeReceive } as const;
