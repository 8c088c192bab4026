import { ActivityType, BANNER_ACTION_TASKS, JumpTarget } from '@casino/contract';
import { startPath } from '../../games/index.ts';
import { walletTabPath } from '../../wallet/index.ts';

/** Where a banner, notice or video leads: a screen of the app, or an outside address. */
export type PromoTarget = { kind: 'route'; to: string } | { kind: 'url'; href: string };

export const DEPOSIT_PATH = walletTabPath('deposit');
export const TASKS_PATH = '/profile/task';

/** Activities whose entries are deposit offers: they open the deposit page (§2), as does id 0. */
const RECHARGE_ACTIVITIES: ReadonlySet<number> = new Set([
  ActivityType.LadderRecharge, ActivityType.AccumulatedRecharge, ActivityType.Fund,
]);

/** Activity ids to their screens (§2 activity routes). */
const ACTIVITY_ROUTES: Readonly<Record<number, string>> = {
  [ActivityType.Bind]: '/bind',
  [ActivityType.VIP]: '/activity/vipRebate',
  [ActivityType.SignUpBonus]: '/activity/signPay',
  [ActivityType.InviteUserSpin]: '/activity/spin',
  [ActivityType.FollowRewards]: '/activity/follow',
  [ActivityType.RedPacket]: '/activity/cashBonus',
  [ActivityType.FreeLoginBonus]: '/activity/sign',
  [ActivityType.Notice]: '/lobby/notice',
  [ActivityType.Agent]: '/activity/agent',
  [ActivityType.Supply]: '/activity/supply',
  [ActivityType.AgentCount]: '/activity/agentCount',
  [ActivityType.WeekendLottery]: '/activity/weekendLottery',
  [ActivityType.Festival]: '/activity/festival',
  [ActivityType.FreeSign]: '/activity/freeSign',
  [ActivityType.Christmas]: '/activity/christmas',
  [ActivityType.NewYear]: '/activity/newYear',
  [ActivityType.FirstCharge]: '/activity/firstCharge',
  [ActivityType.InviteFriend1]: '/activity/inviteFriends',
  [ActivityType.Agent5]: '/activity/agent5',
  [ActivityType.Tasks]: TASKS_PATH,
  [ActivityType.ContinuousRecharge]: '/activity/depositEvery',
};

export function activityPath(activityId: number): string {
  if (activityId === 0 || RECHARGE_ACTIVITIES.has(activityId)) return DEPOSIT_PATH;
  return ACTIVITY_ROUTES[activityId] ?? '/activity/index';
}

export function gamePath(gameId: number): string {
  return startPath(gameId);
}

/** An address of this app ("/about") opens as a screen; any other in a new window. */
export function addressTarget(url: string): PromoTarget {
  return url.startsWith('/') && !url.startsWith('//') ? { kind: 'route', to: url } : { kind: 'url', href: url };
}

interface Clickable {
  clickType: number;
  clickAction: number;
  url?: string;
}

/**
 * §2 banner click types: clickAction 10000 opens the tasks page whatever the type; 1 an
 * activity (recharge offers and id 0 the deposit page); 2 a game; 3 an address. Anything
 * else (0, none) leads nowhere.
 */
export function promoTarget(entry: Clickable): PromoTarget | null {
  if (entry.clickAction === BANNER_ACTION_TASKS) return { kind: 'route', to: TASKS_PATH };
  switch (entry.clickType) {
    case JumpTarget.Activity:
      return { kind: 'route', to: activityPath(entry.clickAction) };
    case JumpTarget.Game:
      return entry.clickAction > 0 ? { kind: 'route', to: gamePath(entry.clickAction) } : null;
    case JumpTarget.Url:
      return entry.url ? addressTarget(entry.url) : null;
    default:
      return null;
  }
}

/** Desktop keeps some screens inside its layout under /lobby (§2 desktop routes). */
export function forLayout(to: string, desktop: boolean): string {
  if (!desktop) return to;
  if (to === '/bind' || to === '/points' || to === '/record/transaction') return `/lobby${to}`;
  if (to === '/profile/user') return '/lobby/profile';
  if (to === '/profile/favorites') return '/lobby/favorites';
  if (to.startsWith('/notice/detail/')) return `/lobby${to}`;
  return to;
}
