/**
 * Promotions (§2 lobby entries, §3 activity data, §4 activity states, §8 activity errcodes):
 * the player's activity ids, the lobby's floating icons, featured entries and home activity
 * modal, the activity and rewards lists, an instance's details and rule pages, and one folder per
 * activity type (types/<type>/: page, modal, api, rules, test; a line in types/registry.ts).
 * What the lobby takes from here is small; every screen and modal loads when first shown.
 */
import type { enPKPromotions } from './i18n/en-PK.ts';
import type { enPKSignUpBonus } from './types/sign-up-bonus/texts.ts';
import type { enPKSupply } from './types/supply/texts.ts';
import type { enPKFreeSign } from './types/free-sign/texts.ts';
import type { enPKFreeLoginBonus } from './types/free-login-bonus/texts.ts';
import type { enPKFund } from './types/fund/texts.ts';
import type { enPKSignInCards } from './types/sign-in-cards/texts.ts';
import type { enPKPrizeWords } from './types/prize-words.ts';
import type { enPKVipRebate } from './types/vip-rebate/texts.ts';
import type { enPKCashBonus } from './types/cash-bonus/texts.ts';
import type { enPKBindReward } from './types/bind-reward/texts.ts';
import type { enPKFollowRewards } from './types/follow-rewards/texts.ts';
import type { enPKWeekendLottery } from './types/weekend-lottery/texts.ts';
import type { enPKFestival } from './types/festival/texts.ts';
import type { enPKChristmas } from './types/christmas/texts.ts';
import type { enPKNewYear } from './types/new-year/texts.ts';
import type { enPKAgent5 } from './types/agent5/texts.ts';
import type { enPKInviteSpin } from './types/invite-spin/texts.ts';
import type { enPKInviteFriends } from './types/invite-friends/texts.ts';
import type { enPKLadderRecharge } from './types/ladder-recharge/texts.ts';
import type { enPKAccumulatedRecharge } from './types/accumulated-recharge/texts.ts';
import type { enPKContinuousRecharge } from './types/continuous-recharge/texts.ts';
import type { enPKAgent } from './types/agent/texts.ts';
import type { enPKAgentCount } from './types/agent-count/texts.ts';
import type { enPKAgentCommon } from './types/agent-common/texts.ts';

/** The activity data (§3) for the lobby's entries; NO_ACTIVITIES for a guest. */
export { useActivityData, useActivityDataState, refreshActivityIds, NO_ACTIVITIES } from './api/activity-ids.ts';
export type { ActivityData } from './api/activity-ids.ts';
/** §2 floating icons and their date gates; a type's icon picture. */
export { floatingActivityIds, passesDateGate } from './lobby-rules.ts';
export { ActivityIcon } from './ActivityIcon.tsx';
/** Where a link activity's entry leads (Notice, OutLink: activityMap url). */
export { linkTarget } from './entry-target.ts';
/** §4 the home activity modal sequence. */
export { HomeActivityModal } from './components/HomeActivityModal.tsx';
/** The deposit page's hint of the running deposit activities (the ladder's bonus on the amount entered). */
export { DepositBonusHint } from './types/ladder-recharge/DepositBonusHint.tsx';
/** What the running VIP rebate pays by VIP level (null while none runs), for the VIP page; its page's path. */
export { useVipRebateRates, rebateRateAt, percentText as rebatePercentText, VIP_REBATE_PATH } from './types/vip-rebate/rates.ts';

/** The promotions screens: places, lazy pages and names, for the route tables. */
export { promotionRoutes } from './routes.ts';
export { enPKPromotionScreens } from './i18n/en-PK.screens.ts';
/** The promotions texts with each type's own (they load with the type's page). */
export type PromotionTexts = typeof enPKPromotions & typeof enPKSupply & typeof enPKSignUpBonus
  & typeof enPKVipRebate & typeof enPKCashBonus & typeof enPKBindReward & typeof enPKAgent5 & typeof enPKInviteFriends
  & typeof enPKFreeSign & typeof enPKFreeLoginBonus & typeof enPKFund & typeof enPKSignInCards & typeof enPKPrizeWords
  & typeof enPKLadderRecharge & typeof enPKAccumulatedRecharge & typeof enPKContinuousRecharge
  & typeof enPKChristmas & typeof enPKNewYear
  & typeof enPKFollowRewards & typeof enPKWeekendLottery & typeof enPKFestival
  & typeof enPKInviteSpin
  & typeof enPKAgent & typeof enPKAgentCount & typeof enPKAgentCommon;
