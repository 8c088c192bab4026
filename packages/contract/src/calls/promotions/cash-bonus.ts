import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { ActivityType, RechargeBonusKind } from '../../constants.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Cash bonus (activity type 22, /activity/cashBonus). Each credited deposit of at least
 * minDeposit while an instance runs earns a bonus of `percent` of it (at most maxBonus), in two
 * parts: an instant part claimed at once before its countdown ends (appRechargeBonusCollection10
 * and 10Receive), and the rest, a pool released in equal parts as the player's bets since the
 * deposit reach turnoverTimes the deposit (rechargeBonusCollection6, receiverRechargeBonusCollection6).
 * rechargeBonusCollection8 lists the player's recharge bonuses of every activity by §9 kind.
 * Decisions: docs/decisions/076-vip-rebate-cash-bonus-and-link-activities.md.
 */

const Hundredths = z.number().int().min(1).max(1_000_000_000);

/** The settings of a cash bonus instance (validated on every write and read). */
export const CashBonusSettings = z.object({
  /** The bonus as a percentage of each credited deposit. */
  percent: z.number().int().min(1).max(100),
  /** Deposits below this (hundredths) earn nothing. */
  minDeposit: Hundredths,
  /** The largest bonus of one deposit (hundredths). */
  maxBonus: Hundredths,
  /** The share of the bonus claimed at once (percent; 0 for none, 100 for all of it). */
  instantPercent: z.number().int().min(0).max(100),
  /** Hours the instant part can be claimed after the deposit (the countdown). */
  claimHours: z.number().int().min(1).max(168),
  /** The rest is released in this many equal parts. */
  parts: z.number().int().min(1).max(10),
  /** Bets since the deposit that release the whole rest, as a multiple of the deposit. */
  turnoverTimes: z.number().int().min(1).max(100),
  /** Days after the deposit until which released parts can be claimed; the rest is then lost. */
  expireDays: z.number().int().min(1).max(90),
  /** Turnover each coin granted adds, as a multiple of it (§3 betRate). */
  betRate: z.number().int().min(0).max(100),
});
export type CashBonusSettings = z.infer<typeof CashBonusSettings>;

/** One deposit's bonus as the player sees it. */
export const CashPacket = z.object({
  orderId: z.string(),
  deposit: z.number().int(),
  bonus: z.number().int(),
  /** The instant part, its countdown's end (ms) and whether it was claimed. */
  instant: z.number().int(),
  instantUntil: z.number().int(),
  instantClaimed: z.boolean(),
  /** The pool: its amount, parts, parts released by bets so far and parts claimed. */
  pool: z.number().int(),
  parts: z.number().int(),
  released: z.number().int(),
  claimedParts: z.number().int(),
  /** What a claim would grant now (released, not yet claimed), in hundredths. */
  claimable: z.number().int(),
  /** Bets made since the deposit, and the bets that release the next part (0 when all are released). */
  betsSince: z.number().int(),
  nextPartAt: z.number().int(),
  /** ms since epoch when the pool's unclaimed parts are lost. */
  expiresAt: z.number().int(),
});
export type CashPacket = z.infer<typeof CashPacket>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[22].instanceId); the running one when left out');
const OrderId = z.string().min(1).max(64).describe('the deposit the bonus came from');

const PoolState = z.object({
  instanceId: z.number().int(),
  /** The running instance's terms (each deposit's bonus keeps the terms it was earned under). */
  terms: CashBonusSettings,
  /** The player's deposits' bonuses with a pool still open, newest first. */
  packets: z.array(CashPacket),
  /** What claims of every packet would grant now. */
  claimable: z.number().int(),
});
export type CashBonusPool = z.infer<typeof PoolState>;

export const rechargeBonusCollection6 = defineCall({
  name: 'rechargeBonusCollection6', anonymous: false,
  summary: "Cash bonus (22): the terms and the player's bonus pools, one per deposit: parts released by bets since the deposit, parts claimed, what can be claimed now and when the pool expires.",
  body: z.object({ instanceId: InstanceIdField }),
  response: PoolState,
});

export const receiverRechargeBonusCollection6 = defineCall({
  name: 'receiverRechargeBonusCollection6', anonymous: false,
  summary: "Cash bonus (22): claims every released, unclaimed part of one deposit's pool: 1005 no part released yet, 1006 every part claimed, 1007 no such deposit's bonus or its pool expired.",
  body: z.object({ orderId: OrderId, instanceId: InstanceIdField }),
  response: Balances.extend({ pool: PoolState, propList: z.array(RewardItem) }),
});

/** One recharge bonus the player received (§9 recharge bonus kinds 1-13). */
export const RechargeBonusRecord = z.object({
  kind: z.number().int().min(1).max(13),
  activityType: z.number().int(),
  title: z.string(),
  /** Coins granted (hundredths), and every item granted. */
  coin: z.number().int(),
  items: z.array(RewardItem),
  /** ms since epoch. */
  at: z.number().int(),
});
export type RechargeBonusRecord = z.infer<typeof RechargeBonusRecord>;

/** How many records the list holds at most (the newest). */
export const RECHARGE_BONUS_LIST_MAX = 50;

export const rechargeBonusCollection8 = defineCall({
  name: 'rechargeBonusCollection8', anonymous: false,
  summary: "The player's recharge bonuses by §9 kind (1-13; the newest 50): cash bonus parts (1), instant cash bonuses (3), supply (10), festival (11), weekend (12), first charge (13). `kind` keeps one kind.",
  body: z.object({ kind: z.number().int().min(1).max(13).optional() }),
  response: z.object({ list: z.array(RechargeBonusRecord) }),
});

const InstantState = z.object({
  instanceId: z.number().int(),
  /** Instant parts not claimed yet whose countdown runs, the soonest to end first. */
  waiting: z.array(CashPacket),
});
export type CashBonusInstant = z.infer<typeof InstantState>;

export const appRechargeBonusCollection10 = defineCall({
  name: 'appRechargeBonusCollection10', anonymous: false,
  summary: "Cash bonus (22): the instant cash bonuses waiting for the player, each with its countdown's end.",
  body: z.object({ instanceId: InstanceIdField }),
  response: InstantState,
});

export const appRechargeBonusCollection10Receive = defineCall({
  name: 'appRechargeBonusCollection10Receive', anonymous: false,
  summary: "Cash bonus (22): claims one deposit's instant cash bonus before its countdown ends: 1006 claimed, 1007 no such bonus or its countdown has ended.",
  body: z.object({ orderId: OrderId, instanceId: InstanceIdField }),
  response: Balances.extend({ instant: InstantState, propList: z.array(RewardItem) }),
});

/**
 * §9 recharge bonus kind of an activity claim: the cash bonus's pool parts are Collection (1)
 * and its instant parts Coin (3); supply, festival, weekend lottery and first charge their own
 * kinds. null: the claim is no recharge bonus (sign-up bonus, VIP rebate ...).
 */
export function rechargeBonusKindOf(activityType: number, ref: string): number | null {
  switch (activityType) {
    case ActivityType.RedPacket: return ref.startsWith('instant:') ? RechargeBonusKind.Coin : RechargeBonusKind.Collection;
    case ActivityType.Supply: return RechargeBonusKind.Supply;
    case ActivityType.Festival: return RechargeBonusKind.Festival;
    case ActivityType.WeekendLottery: return RechargeBonusKind.Weekend;
    case ActivityType.FirstCharge: return RechargeBonusKind.FirstCharge;
    default: return null;
  }
}

/** The activity types whose claims are recharge bonuses. */
export const RECHARGE_BONUS_TYPES: readonly number[] = [
  ActivityType.RedPacket, ActivityType.Supply, ActivityType.Festival, ActivityType.WeekendLottery, ActivityType.FirstCharge,
];

export const cashBonusCalls = {
  rechargeBonusCollection6, receiverRechargeBonusCollection6, rechargeBonusCollection8, appRechargeBonusCollection10, appRechargeBonusCollection10Receive,
} as const;
