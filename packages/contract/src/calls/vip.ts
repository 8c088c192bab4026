import { z } from 'zod';
import { defineCall } from '../call.ts';
import { Balances } from '../models.ts';
import { RewardClaim } from './rewards.ts';
import { RewardItem } from './wallet.ts';

/**
 * VIP (§3 vip, vipExp, userLevel, bet; §4 next threshold): levels reached by experience (the
 * cumulative valid bet), a level-up reward per level, and weekly and monthly rewards where a
 * level has them. Errcodes 3100-3199.
 */
export const VipErrcode = {
  /** receiveVipReward: the player's level has no reward for that period. */
  RewardNotConfigured: 3101,
  /** receiveVipReward: the player already received this period's reward. */
  RewardAlreadyReceived: 3102,
} as const;
export type VipErrcode = (typeof VipErrcode)[keyof typeof VipErrcode];

const money = z.number().int().describe('integer hundredths');
const ms = z.number().int().describe('ms since epoch');

/** The periods a level may have a reward for: the Philippine-time week (from Monday 00:00) and calendar month. */
export const VipPeriods = ['weekly', 'monthly'] as const;
export const VipPeriod = z.enum(VipPeriods);
export type VipPeriod = z.infer<typeof VipPeriod>;

/**
 * One level as /profile/vip shows it: its threshold, name, benefits and rewards. Its VIP rebate
 * rate is not here: the running VIP rebate's settings hold it (vipRebateState, decision 076).
 */
export const VipLevel = z.object({
  level: z.number().int(),
  /** Experience (cumulative valid bet) that reaches the level. */
  betAmount: money,
  name: z.string(),
  /** Daily withdrawal limit; null: the site's standard limit. */
  withdrawDailyMax: money.nullable(),
  /** Further benefits, as short texts. */
  perks: z.array(z.string()),
  /** Granted once, when the level is reached. */
  levelUpReward: z.array(RewardItem),
  /** Empty when the level has no weekly (monthly) reward. */
  weeklyReward: z.array(RewardItem),
  monthlyReward: z.array(RewardItem),
});
export type VipLevel = z.infer<typeof VipLevel>;

/** A periodic reward of the player's level: whether it can be received now, and when the next period starts. */
export const VipPeriodReward = z.object({
  period: VipPeriod,
  items: z.array(RewardItem),
  /** The level has this reward and the player has not received it this period. */
  claimable: z.boolean(),
  receivedThisPeriod: z.boolean(),
  /** Start of the current period and of the next one (Philippine time). */
  periodStart: ms,
  nextAt: ms,
});
export type VipPeriodReward = z.infer<typeof VipPeriodReward>;

export const getVipInfo = defineCall({
  name: 'getVipInfo', anonymous: false,
  summary: "The player's VIP level, experience and next threshold (§4), every level with its benefits and rewards, and the periodic rewards of their level.",
  body: z.object({}),
  response: z.object({
    level: z.number().int(),
    /** Experience in whole coins (the user info's vipExp). */
    vipExp: z.number().int(),
    /** Experience: the cumulative valid bet counted so far (bets minus refunded bets). */
    experience: money,
    /** The wallet's cumulative bet (the user info's bet). */
    bet: money,
    /** §4: the first level above the player's whose betAmount exceeds their experience; null and 0 when none. */
    nextLevel: z.number().int().nullable(),
    nextBetAmount: money,
    levels: z.array(VipLevel),
    rewards: z.array(VipPeriodReward),
  }),
});

export const receiveVipReward = defineCall({
  name: 'receiveVipReward', anonymous: false,
  summary: "Receives the weekly or monthly reward of the player's level, once per period; 3101 when the level has none, 3102 when already received this period.",
  body: z.object({ period: VipPeriod }),
  response: Balances.extend({ period: VipPeriod, claim: RewardClaim, nextAt: ms }),
});

/** The vip calls, in the order of the call list (calls/index.ts). */
export const vipCalls = {
  getVipInfo,
  receiveVipReward,
} as const;
