import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import type { Params, RouteObject } from 'react-router';
import type { enPK } from '../../shared/i18n/en-PK.ts';

export type ScreenKey = keyof typeof enPK.screens;

export interface RouteHandle {
  /** Open without a login (§2 "public"). Everything else needs a token. */
  public?: boolean;
  /** The screen's name for its coming-soon page; may depend on the path parameters. */
  screen?: ScreenKey | ((params: Params) => ScreenKey);
  /** Rendered inside the mobile lobby shell, above the tab bar (no back arrow). */
  inShell?: boolean;
}

type PageModule = () => Promise<{ default: ComponentType }>;

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

export function activityRoutes(): RouteObject[] {
  return [
    movedIndex('/activity/index'),
    ...activityNames.map((name) => soon(name, `activity_${name}`, { public: PUBLIC_ACTIVITIES.includes(name) })),
  ];
}

export function ruleScreen(params: Params): ScreenKey {
  const name = params.name ?? '';
  return (ruleNames as readonly string[]).includes(name) ? (`rule_${name}` as ScreenKey) : 'rule';
}
