import { ActivityType } from '@casino/contract';
import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';

/**
 * Where the promotions screens live (§2): the lobby's activity and rewards lists, an instance's
 * detail, the rule pages, and one screen per activity type (types/registry.ts).
 */
export const promotionScreens = {
  promotions: { mobile: ['/lobby/rewards'], desktop: ['/lobby/rewards'], public: true },
  activityList: { mobile: ['/lobby/activity'], desktop: [] },
  activityDetail: { mobile: ['/reward/detail/:id'], desktop: ['/reward/detail/:id'] },
  activityRule: { mobile: ['/rule/:name'], desktop: ['/rule/:name'], public: true },
  firstCharge: { mobile: ['/activity/firstCharge'], desktop: ['/activity/firstCharge'] },
  supply: { mobile: ['/activity/supply'], desktop: ['/activity/supply'] },
  signUpBonus: { mobile: ['/activity/signPay'], desktop: ['/activity/signPay'] },
  freeSign: { mobile: ['/activity/freeSign'], desktop: ['/activity/freeSign'] },
  freeLoginBonus: { mobile: ['/activity/sign'], desktop: ['/activity/sign'] },
  fund: { mobile: ['/activity/fund'], desktop: ['/activity/fund'] },
  ladderRecharge: { mobile: ['/activity/ladderRecharge'], desktop: ['/activity/ladderRecharge'] },
  accumulatedRecharge: { mobile: ['/activity/accumulatedRecharge'], desktop: ['/activity/accumulatedRecharge'] },
  continuousRecharge: { mobile: ['/activity/depositEvery'], desktop: ['/activity/depositEvery'] },
  vipRebate: { mobile: ['/activity/vipRebate'], desktop: ['/activity/vipRebate'] },
  cashBonus: { mobile: ['/activity/cashBonus'], desktop: ['/activity/cashBonus'] },
  bindReward: { mobile: ['/activity/bind'], desktop: ['/activity/bind'] },
  agent: { mobile: ['/activity/agent'], desktop: ['/activity/agent'] },
  agentCount: { mobile: ['/activity/agentCount'], desktop: ['/activity/agentCount'] },
  followRewards: { mobile: ['/activity/follow'], desktop: ['/activity/follow'] },
  weekendLottery: { mobile: ['/activity/weekendLottery'], desktop: ['/activity/weekendLottery'], public: true },
  festival: { mobile: ['/activity/festival'], desktop: ['/activity/festival'] },
  christmas: { mobile: ['/activity/christmas'], desktop: ['/activity/christmas'] },
  newYear: { mobile: ['/activity/newYear'], desktop: ['/activity/newYear'] },
  inviteSpin: { mobile: ['/activity/spin'], desktop: ['/activity/spin'] },
  agent5: { mobile: ['/activity/agent5'], desktop: ['/activity/agent5'] },
  inviteFriends: { mobile: ['/activity/inviteFriends'], desktop: ['/activity/inviteFriends'] },
} as const satisfies ScreenPlaces;

/** §2 rule pages by name, and the activity type whose instance's rule text each shows (points rules belong to no activity). */
export const RULE_TYPES: Readonly<Record<string, number | null>> = {
  points: null, signBonus: ActivityType.SignUpBonus, agent: ActivityType.Agent, dayBonus: ActivityType.FreeLoginBonus,
  supply: ActivityType.Supply, christmas: ActivityType.Christmas, newYear: ActivityType.NewYear, agent5: ActivityType.Agent5,
};
