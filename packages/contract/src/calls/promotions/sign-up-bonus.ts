import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';
import { OwnedSignInCard, SignInCardForSale, SignInCardId, SignInCards } from './sign-in-cards.ts';

/**
 * Sign-up bonus (activity type 15, §3 login-pay user, §4, §7 getLoginPayUser3 and
 * receiveLoginPay3): a player who registers while an instance runs gets its days; the prize of
 * day N is claimed once, on the N-th Philippine day counted from the day of registration. The
 * §3 days list carries each day's coins, -1 once received. The sign-in cards (§9 6004-6007)
 * offered with it are listed by ascending price (§5); the cards on sale (sign-in-cards.ts) are bought
 * by a deposit and pay out through the same calls. Decisions: docs/decisions/072-promotions-engine.md,
 * 075-sign-in-calendars-cards-and-fund.md.
 */

export const SignUpBonusPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type SignUpBonusPrize = z.infer<typeof SignUpBonusPrize>;

/** The settings of a sign-up bonus instance (validated on every write and read). */
export const SignUpBonusSettings = z.object({
  /** The prizes of day 1, day 2, ...: each day's prize is claimable on that day only. */
  days: z.array(z.object({ award: z.array(SignUpBonusPrize).min(1).max(4) })).min(1).max(30),
  /** Credited deposits (hundredths) a player needs before claiming; 0 for none. */
  needRecharge: z.number().int().min(0).max(1_000_000_000),
  /** The sign-in card the bonus is held as (§3 ownList propId). */
  propId: SignInCardId,
  /** The sign-in cards shown with the bonus (§3 loginPayConfig.propIds), listed by ascending price. */
  propIds: z.array(SignInCardId).max(4),
  /** The sign-in cards on sale (decision 075); none when left out. */
  cards: SignInCards.default([]),
}).superRefine((settings, ctx) => {
  if (new Set(settings.propIds).size !== settings.propIds.length) ctx.addIssue({ code: 'custom', path: ['propIds'], message: 'each card once' });
  settings.days.forEach((day, index) => {
    const ids = day.award.map((p) => p.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['days', index, 'award'], message: 'one prize per item id' });
  });
});
export type SignUpBonusSettings = z.infer<typeof SignUpBonusSettings>;

/** §4: the days list marks a received day with -1. */
export const LOGIN_PAY_RECEIVED = -1;

/** Where a day stands for the player. */
export const SignUpDayStatus = z.enum(['received', 'today', 'upcoming', 'missed']);
export type SignUpDayStatus = z.infer<typeof SignUpDayStatus>;

export const SignUpBonusDay = z.object({
  /** 1 for the day of registration. */
  day: z.number().int(),
  /** Its Philippine calendar date, YYYY-MM-DD. */
  date: z.string(),
  award: z.array(RewardItem),
  status: SignUpDayStatus,
});
export type SignUpBonusDay = z.infer<typeof SignUpBonusDay>;

/** §3 login-pay user, with the days drawn out for the page. */
export const LoginPayUser = z.object({
  instanceId: z.number().int(),
  /** §4: 1 when the player holds the bonus or a card (an owned prop), else 0. */
  state: z.union([z.literal(0), z.literal(1)]),
  /** The sign-up bonus (id: the instance's) and the cards bought whose days are not over (id: the card's number, `no`). */
  ownList: z.array(z.object({
    id: z.number().int(),
    propId: z.number().int(),
    /** JSON text {"days": [...]}: each day's coins (hundredths), -1 once received. */
    loginPayDataJson: z.string(),
  })),
  /** The sign-in cards the player may buy now, by ascending price. */
  buyPropIds: z.array(z.number().int()),
  /** Credited deposits (hundredths) still needed before a prize can be claimed; 0 when none. */
  needRecharge: z.number().int(),
  loginPayConfig: z.object({ propIds: z.array(z.number().int()) }),
  days: z.array(SignUpBonusDay),
  /** Today's day number (1-based); 0 for a player without the bonus. */
  today: z.number().int(),
  /** Today's prize (of the bonus or of a card) waits to be claimed (the hasSignUpBonus red dot). */
  prizeWaiting: z.boolean(),
  /** The cards bought whose days are not over, oldest first (also in ownList). */
  cards: z.array(OwnedSignInCard),
  /** What each card in buyPropIds costs and pays. */
  forSale: z.array(SignInCardForSale),
  /** §3 loginPaying: a bought card still has days to pay. */
  loginPaying: z.boolean(),
});
export type LoginPayUser = z.infer<typeof LoginPayUser>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[15].instanceId); the running one when left out');

export const getLoginPayUser3 = defineCall({
  name: 'getLoginPayUser3', anonymous: false,
  summary: "§3 login-pay user of the sign-up bonus (15): ownList with the days list (-1 received), buyPropIds, needRecharge, loginPayConfig.propIds by price, and each day's prize and status.",
  body: z.object({ instanceId: InstanceIdField }),
  response: LoginPayUser,
});

export const receiveLoginPay3 = defineCall({
  name: 'receiveLoginPay3', anonymous: false,
  summary: "Claims day N's prize on its Philippine day (once): of the sign-up bonus, or with propId of the sign-in card of that prop the player holds. 1004 registered before the bonus, 1005 a later day or deposits still needed, 1006 received, 1007 no such day or card, or the day has passed.",
  body: z.object({
    day: z.number().int().min(1).max(30),
    /** A bought sign-in card's prop (6004-6007); left out: the sign-up bonus's days. */
    propId: SignInCardId.optional(),
    instanceId: InstanceIdField,
  }),
  response: Balances.extend({
    user: LoginPayUser,
    /** What this claim granted. */
    propList: z.array(RewardItem),
  }),
});

export const signUpBonusCalls = { getLoginPayUser3, receiveLoginPay3 } as const;
