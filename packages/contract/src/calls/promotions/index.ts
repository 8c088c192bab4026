import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { ActivityType } from '../../constants.ts';
import { FirstChargeSettings, firstChargeCalls } from './first-charge.ts';
import { SignUpBonusSettings, signUpBonusCalls } from './sign-up-bonus.ts';
import { SupplySettings, supplyCalls } from './supply.ts';
import { LadderRechargeSettings, ladderRechargeCalls } from './ladder-recharge.ts';
import { AccumulatedRechargeSettings, accumulatedRechargeCalls } from './accumulated-recharge.ts';
import { ContinuousRechargeSettings, continuousRechargeCalls } from './continuous-recharge.ts';
import { FreeSignSettings, freeSignCalls } from './free-sign.ts';
import { FreeLoginBonusSettings, freeLoginBonusCalls } from './free-login-bonus.ts';
import { FundSettings, fundCalls } from './fund.ts';
import { VipRebateSettings, vipRebateCalls } from './vip-rebate.ts';
import { CashBonusSettings, cashBonusCalls } from './cash-bonus.ts';
import { NoticeActivitySettings } from './notice-activity.ts';
import { OutLinkSettings } from './out-link.ts';
import { BindRewardSettings, bindRewardCalls } from './bind-reward.ts';
import { InviteFriendsSettings, inviteFriendsCalls } from './invite-friends.ts';
import { ChristmasSettings, christmasCalls } from './christmas.ts';
import { NewYearSettings, newYearCalls } from './new-year.ts';
import { FollowRewardsSettings, followRewardsCalls } from './follow-rewards.ts';
import { WeekendLotterySettings, weekendLotteryCalls } from './weekend-lottery.ts';
import { FestivalSettings, festivalCalls } from './festival.ts';
import { AgentCountSettings, AgentSettings, agentCalls, agentCountCalls } from './agent.ts';
import { Agent5Settings, agent5Calls } from './agent5.ts';
import { InviteSpinSettings, inviteSpinCalls } from './invite-spin.ts';

/**
 * Promotions: activity instances (§3 activity data, §9 activity types) run by one engine, each
 * type one settings schema here, one folder on the server and one in the app.
 * Decisions: docs/decisions/072-promotions-engine.md.
 */

/**
 * §8 activity errcodes 1001-1010. The app shows its per-code text (act39 err{code}); for the codes
 * in ACTIVITY_GONE_ERRCODES it also refreshes the activity ids and closes the activity modal.
 */
export const ActivityErrcode = {
  /** No running instance of that activity (unknown id, switched off, or another type). */
  NotFound: 1001,
  /** The activity has not started yet (Philippine time). */
  NotStarted: 1002,
  /** The activity has ended (Philippine time). */
  Ended: 1003,
  /** This player does not qualify (for first charge: a deposit was made before the offer). */
  NotEligible: 1004,
  /** The condition is not met yet (for first charge: no deposit has bought a tier). */
  ConditionNotMet: 1005,
  /** That reward was claimed already. */
  AlreadyClaimed: 1006,
  /** No such reward in this player's offer (a prop id outside the tier bought). */
  UnknownReward: 1007,
  /** The activity's budget (total spend or claim count) is used up. */
  BudgetExhausted: 1008,
  /** The player's own claim limit for this activity is reached. */
  PlayerLimitReached: 1009,
  /** The claims of the current period (Philippine day) are used up; try again next period. */
  PeriodLimitReached: 1010,
} as const;
export type ActivityErrcode = (typeof ActivityErrcode)[keyof typeof ActivityErrcode];

/** Codes after which the activity is gone for this player: the app refreshes the ids and closes the modal (§8). */
export const ACTIVITY_GONE_ERRCODES: readonly number[] = [
  ActivityErrcode.NotFound, ActivityErrcode.NotStarted, ActivityErrcode.Ended, ActivityErrcode.NotEligible, ActivityErrcode.BudgetExhausted,
];

/** The types the engine runs, each with its settings schema. A new type is a line here. */
export const ACTIVITY_SETTINGS = {
  [ActivityType.FirstCharge]: FirstChargeSettings,
  [ActivityType.Supply]: SupplySettings,
  [ActivityType.SignUpBonus]: SignUpBonusSettings,
  [ActivityType.LadderRecharge]: LadderRechargeSettings,
  [ActivityType.AccumulatedRecharge]: AccumulatedRechargeSettings,
  [ActivityType.ContinuousRecharge]: ContinuousRechargeSettings,
  [ActivityType.FreeSign]: FreeSignSettings,
  [ActivityType.FreeLoginBonus]: FreeLoginBonusSettings,
  [ActivityType.Fund]: FundSettings,
  [ActivityType.VIP]: VipRebateSettings,
  [ActivityType.RedPacket]: CashBonusSettings,
  [ActivityType.Notice]: NoticeActivitySettings,
  [ActivityType.OutLink]: OutLinkSettings,
  [ActivityType.Bind]: BindRewardSettings,
  [ActivityType.InviteFriend1]: InviteFriendsSettings,
  [ActivityType.Christmas]: ChristmasSettings,
  [ActivityType.NewYear]: NewYearSettings,
  [ActivityType.FollowRewards]: FollowRewardsSettings,
  [ActivityType.WeekendLottery]: WeekendLotterySettings,
  [ActivityType.Festival]: FestivalSettings,
  [ActivityType.Agent]: AgentSettings,
  [ActivityType.AgentCount]: AgentCountSettings,
  [ActivityType.Agent5]: Agent5Settings,
  [ActivityType.InviteUserSpin]: InviteSpinSettings,
} as const satisfies Record<number, z.ZodType>;
export type RunnableActivityType = keyof typeof ACTIVITY_SETTINGS;
export const RUNNABLE_ACTIVITY_TYPES = Object.keys(ACTIVITY_SETTINGS).map(Number) as RunnableActivityType[];

/** Validates a type's settings; null when the type has no schema (the engine does not run it). */
export function activitySettingsSchema(type: number): z.ZodType | null {
  return (ACTIVITY_SETTINGS as Record<number, z.ZodType>)[type] ?? null;
}

const ms = z.number().int().describe('ms since epoch; -1 none');

/** One entry of §3 activityMap: sort (§5 order) and what the lobby needs to draw the entry. */
export const ActivityRecord = z.object({
  sort: z.number().int(),
  /** The running instance of the type. */
  instanceId: z.number().int(),
  title: z.string(),
  /** When the instance ends (the countdown); -1 never. */
  endTime: ms,
  /** The instance has rule text (/rule pages, /reward/detail). */
  hasRules: z.boolean(),
  /**
   * Link activities (Notice 25, OutLink 29): the address the entry opens, as a banner of click
   * type 3 does: an address of the app (/notice/detail/{id}) as a screen, an https one in a new window.
   */
  url: z.string().optional(),
});
export type ActivityRecord = z.infer<typeof ActivityRecord>;

export const getActivityIds = defineCall({
  name: 'getActivityIds', anonymous: false,
  summary: '§3 activity data with §5 rules: activityIds by sort (Supply only when bankrupt, Agent hidden when AgentCount runs), activityMap, isBankrupt, hasTurntable, totalRecharge, loginPaying.',
  body: z.object({}),
  response: z.object({
    activityIds: z.array(z.number().int()),
    /** Keyed by activity type (as text, JSON's keys). */
    activityMap: z.record(z.string(), ActivityRecord),
    isBankrupt: z.boolean(),
    hasTurntable: z.boolean(),
    /** The player's credited deposits in hundredths. */
    totalRecharge: z.number().int(),
    loginPaying: z.boolean(),
  }),
});

/** An instance as its detail and rule pages show it (no login needed). */
export const ActivityDetail = z.object({
  instanceId: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  /** Plain text, paragraphs separated by blank lines. */
  rules: z.string(),
  startTime: ms,
  endTime: ms,
  running: z.boolean(),
});
export type ActivityDetail = z.infer<typeof ActivityDetail>;

export const getActivityDetail = defineCall({
  name: 'getActivityDetail', anonymous: true,
  summary: "An activity instance's title, rule text and schedule (/reward/detail/{id}, the /rule pages); 1001 when it is switched off or unknown.",
  body: z.object({
    instanceId: z.number().int().min(1).max(2_147_483_647).optional(),
    /** The running instance of a type instead (the /rule pages name a type). */
    type: z.number().int().min(1).max(999).optional(),
  }),
  response: z.object({ activity: ActivityDetail }),
});

/** The promotions calls, in the order of the call list (calls/index.ts). */
export const promotionCalls = {
  getActivityIds,
  getActivityDetail,
  ...firstChargeCalls,
  ...supplyCalls,
  ...signUpBonusCalls,
  ...ladderRechargeCalls,
  ...accumulatedRechargeCalls,
  ...continuousRechargeCalls,
  ...freeSignCalls,
  ...freeLoginBonusCalls,
  ...fundCalls,
  ...vipRebateCalls,
  ...cashBonusCalls,
  ...bindRewardCalls,
  ...inviteFriendsCalls,
  ...christmasCalls,
  ...newYearCalls,
  ...followRewardsCalls,
  ...weekendLotteryCalls,
  ...festivalCalls,
  ...agentCalls,
  ...agentCountCalls,
  ...agent5Calls,
  ...inviteSpinCalls,
} as const;

export * from './first-charge.ts';
export * from './supply.ts';
export * from './sign-up-bonus.ts';
export * from './ladder-recharge.ts';
export * from './accumulated-recharge.ts';
export * from './continuous-recharge.ts';
export * from './sign-in-cards.ts';
export * from './free-sign.ts';
export * from './free-login-bonus.ts';
export * from './fund.ts';
export * from './vip-rebate.ts';
export * from './cash-bonus.ts';
export * from './notice-activity.ts';
export * from './out-link.ts';
export * from './bind-reward.ts';
export * from './invite-friends.ts';
export * from './holiday-season.ts';
export * from './christmas.ts';
export * from './new-year.ts';
export * from './follow-rewards.ts';
export * from './weekend-lottery.ts';
export * from './festival.ts';
export * from './agent.ts';
export * from './agent5.ts';
export * from './invite-spin.ts';
