import type { RedDots, UserInfo } from '@casino/contract';
import { rewardPaths } from '../../rewards/index.ts';
import { saferPlayPaths } from '../../safer-play/index.ts';
import { walletTabPath } from '../../wallet/index.ts';
import { forLayout } from '../promo/promo-target.ts';

export type MenuEntryKey = 'profile' | 'wallet' | 'transactions' | 'items' | 'email' | 'bind' | 'favorites' | 'tasks' | 'saferPlay' | 'service' | 'more';

export interface MenuEntry {
  key: MenuEntryKey;
  /** The screen it opens; none for customer service, which opens the chat. */
  to: string | null;
  dot: boolean;
}

/** Screens the desktop route table does not have (§2): their entries are left out there. */
const MOBILE_ONLY: ReadonlySet<MenuEntryKey> = new Set(['more']);

/**
 * §2 side-menu links, in order. The bind link shows only while no mobile is bound (§5); mail and
 * tasks carry their red dot.
 */
export function menuEntries(user: Pick<UserInfo, 'mobile'>, dots: Pick<RedDots, 'hasMail' | 'hasTask'>, desktop: boolean): MenuEntry[] {
  const entries: MenuEntry[] = [
    { key: 'profile', to: '/profile/user', dot: false },
    // Not a §2 menu link: the wallet overview (balance, safebox, turnover) needs a way in.
    { key: 'wallet', to: walletTabPath('main'), dot: false },
    { key: 'transactions', to: '/record/transaction', dot: false },
    // Not a §2 menu link either: the item bag and reward history (decision 055).
    { key: 'items', to: rewardPaths().items, dot: false },
    { key: 'email', to: '/profile/email', dot: dots.hasMail },
    ...(user.mobile === '' ? [{ key: 'bind' as const, to: '/bind', dot: false }] : []),
    { key: 'favorites', to: '/profile/favorites', dot: false },
    { key: 'tasks', to: '/profile/task', dot: dots.hasTask },
    // Not a §2 menu link: limits, the reality check, time-outs and self-exclusion (decision 065).
    { key: 'saferPlay', to: saferPlayPaths().saferPlay, dot: false },
    { key: 'service', to: null, dot: false },
    { key: 'more', to: '/profile/more', dot: false },
  ];
  return entries
    .filter((entry) => !(desktop && MOBILE_ONLY.has(entry.key)))
    .map((entry) => ({ ...entry, to: entry.to === null ? null : forLayout(entry.to, desktop) }));
}

/** §5: the superior (inviter) row leads somewhere only while no superior is set. */
export function superiorAction(user: Pick<UserInfo, 'pid'>, desktop: boolean): string | null {
  if (user.pid > 0 || desktop) return null;
  return '/profile/superior';
}
