import type { ComponentType } from 'react';
import type { PageModule } from '../../../shared/routing/feature-routes.ts';
import { firstChargeType } from './first-charge/index.ts';
import { signUpBonusType } from './sign-up-bonus/index.ts';
import { supplyType } from './supply/index.ts';
import { freeSignType } from './free-sign/index.ts';
import { freeLoginBonusType } from './free-login-bonus/index.ts';
import { fundType } from './fund/index.ts';
import { ladderRechargeType } from './ladder-recharge/index.ts';
import { accumulatedRechargeType } from './accumulated-recharge/index.ts';
import { continuousRechargeType } from './continuous-recharge/index.ts';
import { vipRebateType } from './vip-rebate/index.ts';
import { cashBonusType } from './cash-bonus/index.ts';
import { noticeActivityType } from './notice-activity/index.ts';
import { outLinkType } from './out-link/index.ts';
import { bindRewardType } from './bind-reward/index.ts';
import { agentType } from './agent/index.ts';
import { agentCountType } from './agent-count/index.ts';
import { followRewardsType } from './follow-rewards/index.ts';
import { weekendLotteryType } from './weekend-lottery/index.ts';
import { festivalType } from './festival/index.ts';
import { christmasType } from './christmas/index.ts';
import { newYearType } from './new-year/index.ts';
import { inviteSpinType } from './invite-spin/index.ts';
import { agent5Type } from './agent5/index.ts';
import { inviteFriendsType } from './invite-friends/index.ts';

/** What the home activity modal hands a type's modal. */
export interface ActivityModalProps {
  instanceId: number;
  onClose(): void;
}

/**
 * One activity type in the app: its screen (path, lazy page), its modal in the home sequence
 * when it has one, and its floating icon's look. Pages and modals load only when opened.
 */
export interface ActivityTypeEntry {
  type: number;
  /** The screen's key (paths.ts) and path; none for a link activity, whose entry opens its record's url. */
  screen?: string;
  path?: string;
  page?: PageModule;
  modal?: () => Promise<{ default: ComponentType<ActivityModalProps> }>;
  icon: { from: string; to: string; glyph: string };
}

/** The types the app draws: one folder each under types/, one line here (the server has its own registry). */
export const ACTIVITY_TYPES: readonly ActivityTypeEntry[] = [
  firstChargeType,
  signUpBonusType,
  supplyType,
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
  agentType,
  agentCountType,
  followRewardsType,
  weekendLotteryType,
  festivalType,
  christmasType,
  newYearType,
  inviteSpinType,
  agent5Type,
  inviteFriendsType,
];

export const activityTypeOf = (type: number): ActivityTypeEntry | undefined => ACTIVITY_TYPES.find((entry) => entry.type === type);

/** §4: the order of the home activity modal sequence (the types that have a modal). */
export const HOME_MODAL_ORDER: readonly number[] = ACTIVITY_TYPES.filter((entry) => entry.modal).map((entry) => entry.type);
