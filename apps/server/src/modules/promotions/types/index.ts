import { firstChargeType } from './first-charge/index.ts';
import { signUpBonusType } from './sign-up-bonus/index.ts';
import { supplyType } from './supply/index.ts';
import { ladderRechargeType } from './ladder-recharge/index.ts';
import { accumulatedRechargeType } from './accumulated-recharge/index.ts';
import { continuousRechargeType } from './continuous-recharge/index.ts';
import { vipRebateType } from './vip-rebate/index.ts';
import { cashBonusType } from './cash-bonus/index.ts';
import { noticeActivityType } from './notice-activity/index.ts';
import { outLinkType } from './out-link/index.ts';
import { bindRewardType } from './bind-reward/index.ts';
import { christmasType } from './christmas/index.ts';
import { newYearType } from './new-year/index.ts';
import { followRewardsType } from './follow-rewards/index.ts';
import { weekendLotteryType } from './weekend-lottery/index.ts';
import { festivalType } from './festival/index.ts';
import { agent5Type } from './agent5/index.ts';
import { inviteFriendsType } from './invite-friends/index.ts';
import { inviteSpinType } from './invite-spin/index.ts';
import { freeSignType } from './free-sign/index.ts';
import { freeLoginBonusType } from './free-login-bonus/index.ts';
import { fundType } from './fund/index.ts';
import { agentType } from './agent/index.ts';
import { agentCountType } from './agent-count/index.ts';
import type { PromotionType } from './promotion-type.ts';

/** The activity types the engine runs: one folder each, one line here (and its settings schema in the contract). */
export const PROMOTION_TYPES: readonly PromotionType[] = [
  firstChargeType,
  supplyType,
  signUpBonusType,
  freeSignType,
  freeLoginBonusType,
  fundType,
  ladderRechargeType,
  accumulatedRechargeType,
  continuousRechargeType,
  vipRebateType,
  cashBonusType,
  noticeActivityType,
  outLinkType,
  bindRewardType,
  christmasType,
  newYearType,
  followRewardsType,
  weekendLotteryType,
  festivalType,
  agent5Type,
  inviteFriendsType,
  inviteSpinType,
  agentType,
  agentCountType,
];

export const promotionTypeOf = (type: number): PromotionType | undefined => PROMOTION_TYPES.find((t) => t.type === type);
