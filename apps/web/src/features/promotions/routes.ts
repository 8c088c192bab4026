import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { promotionScreens } from './paths.ts';
import { firstChargeType } from './types/first-charge/index.ts';
import { signUpBonusType } from './types/sign-up-bonus/index.ts';
import { supplyType } from './types/supply/index.ts';
import { freeSignType } from './types/free-sign/index.ts';
import { freeLoginBonusType } from './types/free-login-bonus/index.ts';
import { fundType } from './types/fund/index.ts';
import { ladderRechargeType } from './types/ladder-recharge/index.ts';
import { accumulatedRechargeType } from './types/accumulated-recharge/index.ts';
import { continuousRechargeType } from './types/continuous-recharge/index.ts';
import { vipRebateType } from './types/vip-rebate/index.ts';
import { cashBonusType } from './types/cash-bonus/index.ts';
import { bindRewardType } from './types/bind-reward/index.ts';
import { followRewardsType } from './types/follow-rewards/index.ts';
import { weekendLotteryType } from './types/weekend-lottery/index.ts';
import { festivalType } from './types/festival/index.ts';
import { christmasType } from './types/christmas/index.ts';
import { newYearType } from './types/new-year/index.ts';
import { agent5Type } from './types/agent5/index.ts';
import { inviteSpinType } from './types/invite-spin/index.ts';
import { inviteFriendsType } from './types/invite-friends/index.ts';
import { agentType } from './types/agent/index.ts';
import { agentCountType } from './types/agent-count/index.ts';

/** The promotions registry: each screen's places, name and lazy page, for the route tables. */
export const promotionRoutes = featureRoutes(promotionScreens, {
  promotions: () => import('./pages/PromotionsPage.tsx'),
  activityList: () => import('./pages/ActivityListPage.tsx'),
  activityDetail: () => import('./pages/ActivityDetailPage.tsx'),
  activityRule: () => import('./pages/RulePage.tsx'),
  firstCharge: firstChargeType.page,
  supply: supplyType.page,
  signUpBonus: signUpBonusType.page,
  freeSign: freeSignType.page,
  freeLoginBonus: freeLoginBonusType.page,
  fund: fundType.page,
  ladderRecharge: ladderRechargeType.page,
  accumulatedRecharge: accumulatedRechargeType.page,
  continuousRecharge: continuousRechargeType.page,
  vipRebate: vipRebateType.page,
  cashBonus: cashBonusType.page,
  bindReward: bindRewardType.page,
  followRewards: followRewardsType.page,
  weekendLottery: weekendLotteryType.page,
  festival: festivalType.page,
  christmas: christmasType.page,
  newYear: newYearType.page,
  agent5: agent5Type.page,
  inviteSpin: inviteSpinType.page,
  inviteFriends: inviteFriendsType.page,
  agent: agentType.page,
  agentCount: agentCountType.page,
});
