import { redirect } from '../../shared/router/index.ts';
import type { Params, RouteObject } from '../../shared/router/index.ts';
import type { FeatureRoute, Layout, PageModule } from '../../shared/routing/feature-routes.ts';
import { gameRoutes } from '../../features/games/index.ts';
import { installRoutes } from '../../features/install/index.ts';
import { kycRoutes } from '../../features/kyc/index.ts';
import { mailRoutes } from '../../features/mail/index.ts';
import { paymentRoutes } from '../../features/payments/index.ts';
import { profileRoutes } from '../../features/profile/index.ts';
import { promotionRoutes } from '../../features/promotions/index.ts';
import { vipRoutes } from '../../features/vip/index.ts';
import { rewardRoutes } from '../../features/rewards/index.ts';
import { saferPlayRoutes } from '../../features/safer-play/index.ts';
import { taskRoutes } from '../../features/tasks/index.ts';
import { walletRoutes } from '../../features/wallet/index.ts';
import type { AppScreenKey } from '../i18n/index.ts';

/** The name of a screen still to come, on the coming-soon page. */
export type ScreenKey = AppScreenKey;

export interface RouteHandle {
  /** Open without a login (§2 "public"). Everything else needs a token. */
  public?: boolean;
  /** The screen's name for its coming-soon page; may depend on the path parameters. */
  screen?: ScreenKey | ((params: Params) => ScreenKey);
  /** Rendered inside the mobile lobby shell, above the tab bar (no back arrow). */
  inShell?: boolean;
}

/** A screen whose module loads when the route is first visited. */
export function page(path: string, load: PageModule, handle: RouteHandle = {}): RouteObject {
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

const comingSoon = () => import('../pages/ComingSoonPage.tsx');

/** A screen owned by a later capability: one "coming soon" page naming it. */
export function soon(path: string, screen: RouteHandle['screen'], handle: Omit<RouteHandle, 'screen'> = {}): RouteObject {
  return page(path, comingSoon, { ...handle, screen });
}

/** A permanent move to `to`, keeping the query string. */
export function moved(path: string, to: string): RouteObject {
  return {
    path,
    handle: { public: true },
    loader: ({ request }) => redirect(to + new URL(request.url).search),
  };
}

export function movedIndex(to: string): RouteObject {
  return { index: true, handle: { public: true }, loader: ({ request }) => redirect(to + new URL(request.url).search) };
}

/** Activity pages (§2); weekendLottery is the only public one. */
export const activityNames = [
  'index', 'spin', 'cashBonus', 'agent', 'agentCount', 'agent5', 'vipRebate', 'follow', 'supply', 'festival',
  'weekendLottery', 'freeSign', 'christmas', 'newYear', 'firstCharge', 'inviteFriends', 'depositEvery', 'sign', 'signPay',
] as const;
export const PUBLIC_ACTIVITIES: readonly string[] = ['weekendLottery'];

/** Rule pages under /rule (§2), all public. */
export const ruleNames = ['points', 'signBonus', 'agent', 'dayBonus', 'supply', 'christmas', 'newYear', 'agent5'] as const;

/** Activity pages the promotions feature draws (its registry places them); the others are still to come. */
const drawnActivities = new Set(promotionRoutes.flatMap((route) => [...route.mobile, ...route.desktop]));

export function activityRoutes(): RouteObject[] {
  return [
    movedIndex('/activity/index'),
    ...activityNames.filter((name) => !drawnActivities.has(`/activity/${name}`))
      .map((name) => soon(name, `activity_${name}`, { public: PUBLIC_ACTIVITIES.includes(name) })),
  ];
}

export function ruleScreen(params: Params): ScreenKey {
  const name = params.name ?? '';
  return (ruleNames as readonly string[]).includes(name) ? (`rule_${name}` as ScreenKey) : 'rule';
}

/** The screens the features with many of them register (their index.ts): placed by each route table. */
const registeredScreens: readonly FeatureRoute[] = [...walletRoutes, ...paymentRoutes, ...kycRoutes, ...gameRoutes, ...rewardRoutes, ...vipRoutes, ...taskRoutes, ...mailRoutes, ...profileRoutes, ...saferPlayRoutes, ...installRoutes, ...promotionRoutes];

const LOBBY = '/lobby/';

/** Where the registered screens go in one layout's route table. */
export interface PlacedScreens {
  /** Under /lobby (relative paths): mobile, inside the lobby shell above the tab bar; desktop, among the /lobby pages. */
  lobby: RouteObject[];
  /** Everywhere else: mobile, full screen; desktop, inside the left-menu layout. */
  other: RouteObject[];
  /** Desktop: full screen, outside the left-menu layout. */
  fullScreen: RouteObject[];
  /** Desktop: older paths moved to the screens' own. */
  moved: RouteObject[];
}

export function placeScreens(layout: Layout, routes: readonly FeatureRoute[] = registeredScreens): PlacedScreens {
  const placed: PlacedScreens = { lobby: [], other: [], fullScreen: [], moved: [] };
  for (const route of routes) {
    const open = route.public ? { public: true } : {};
    for (const path of route[layout]) {
      if (path.startsWith(LOBBY)) {
        placed.lobby.push(page(path.slice(LOBBY.length), route.page, layout === 'mobile' ? { ...open, inShell: true } : open));
      } else {
        placed[layout === 'desktop' && route.fullScreen ? 'fullScreen' : 'other'].push(page(path, route.page, open));
      }
    }
    if (layout === 'desktop') for (const from of route.movedOnDesktop ?? []) placed.moved.push(moved(from, route.desktop[0]!));
  }
  return placed;
}
