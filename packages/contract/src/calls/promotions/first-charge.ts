import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { ItemId } from '../../constants.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * First charge (activity type 39, §3 appRechargeBonusCollection9, §4 itemStatus, §9 bonus
 * percentage): a player's first credited deposit buys the highest tier whose price it meets; each
 * prize of that tier is then claimed once. Decisions: docs/decisions/072-promotions-engine.md.
 */

const Hundredths = z.number().int().min(1).max(1_000_000_000);

/** One prize of a tier: a §3 reward item; its id is the prop id the claim names. */
export const FirstChargePrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type FirstChargePrize = z.infer<typeof FirstChargePrize>;

/** One tier of the config list (§3): what the first deposit must reach and what it unlocks. */
export const FirstChargeTier = z.object({
  id: z.number().int().min(1).max(999),
  /** The deposit that buys the tier, in hundredths. */
  price: Hundredths,
  /** Prizes, each claimed separately; at most one prize per item id (the claim names it). */
  award: z.array(FirstChargePrize).min(1).max(8),
  /** §3 showType 1/2/3: how the app draws the tier (plain, highlighted, best value). */
  showType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type FirstChargeTier = z.infer<typeof FirstChargeTier>;

/** The settings of a first-charge instance (validated on every write and read). */
export const FirstChargeSettings = z.object({
  tiers: z.array(FirstChargeTier).min(1).max(6),
}).superRefine((settings, ctx) => {
  const ids = settings.tiers.map((t) => t.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'tier ids must be unique' });
  settings.tiers.forEach((tier, index) => {
    const props = tier.award.map((p) => p.id);
    if (new Set(props).size !== props.length) ctx.addIssue({ code: 'custom', path: ['tiers', index, 'award'], message: 'one prize per item id' });
  });
});
export type FirstChargeSettings = z.infer<typeof FirstChargeSettings>;

/** §4 itemStatus: 0 not yet purchased, 1 purchased (prizes claimable), 2 all claimed. */
export const FirstChargeStatus = { NotPurchased: 0, Purchased: 1, Claimed: 2 } as const;

/** The player's state (§3 appRechargeBonusCollection9). */
export const FirstChargeState = z.object({
  /** The tier bought; 0 until the first deposit. */
  awardId: z.number().int(),
  itemStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** JSON text: the prop ids claimed so far, e.g. "[2001]". */
  propReceiveList: z.string(),
  /** ms since epoch when the offer ends; -1 never. */
  expireTime: z.number().int(),
});
export type FirstChargeState = z.infer<typeof FirstChargeState>;

/** A tier as the page shows it: the config list entry (award as JSON text, §3) and its bonus percentage. */
export const FirstChargeConfig = z.object({
  id: z.number().int(),
  price: z.number().int(),
  /** JSON text: [{id, count}]. */
  award: z.string(),
  showType: z.number().int(),
  /** §9 first-charge bonus percentage. */
  bonusPercent: z.number().int(),
});
export type FirstChargeConfig = z.infer<typeof FirstChargeConfig>;

/**
 * §9: floor((price + coin prizes + points prizes * 0.008 + coupon prizes num * 100) / price * 100).
 * All amounts are hundredths here; a coupon's `num` is already in hundredths (prop settings), so the
 * "* 100" that turns whole coins into hundredths is not applied again. A percentage coupon counts
 * the bonus it would pay on the tier's own price.
 */
export function firstChargeBonusPercent(
  price: number,
  award: readonly { id: number; count: number }[],
  coupon: (id: number) => { num: number; percent: boolean; maxBonus?: number } | undefined = () => undefined,
): number {
  let value = price;
  for (const prize of award) {
    if (prize.id === ItemId.Coin) value += prize.count;
    else if (prize.id === ItemId.Points) value += prize.count * 0.008;
    else if (prize.id >= ItemId.CouponGeneralMin && prize.id <= ItemId.CouponGivenMax) {
      const terms = coupon(prize.id);
      if (!terms) continue;
      const one = terms.percent ? Math.min(Math.floor((price * terms.num) / 100), terms.maxBonus ?? Infinity) : terms.num;
      value += one * prize.count;
    }
  }
  return Math.floor((value / price) * 100);
}

const ActivityIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[39].instanceId); the running one when left out');

export const appRechargeBonusCollection9 = defineCall({
  name: 'appRechargeBonusCollection9', anonymous: false,
  summary: '§3 first-charge state (awardId, itemStatus, propReceiveList, expireTime) and its config list with each tier\'s bonus percentage.',
  body: z.object({ instanceId: ActivityIdField }),
  response: z.object({
    instanceId: z.number().int(),
    appRechargeBonusCollection9: FirstChargeState,
    list: z.array(FirstChargeConfig),
  }),
});

export const appRechargeBonusCollection9Receive = defineCall({
  name: 'appRechargeBonusCollection9Receive', anonymous: false,
  summary: 'Claims one prize of the bought tier by its prop id (once each); answers the new state, the prizes granted and the balances.',
  body: z.object({ propId: z.number().int().min(1).max(99_999), instanceId: ActivityIdField }),
  response: Balances.extend({
    instanceId: z.number().int(),
    appRechargeBonusCollection9: FirstChargeState,
    /** What this claim granted. */
    propList: z.array(RewardItem),
  }),
});

export const firstChargeCalls = { appRechargeBonusCollection9, appRechargeBonusCollection9Receive } as const;
