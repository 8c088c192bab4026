import { ActivityType } from '@casino/contract';
import { DEPOSIT_PATH, TASKS_PATH } from './promo-target.ts';

export type FeaturedKind = 'tasks' | 'vipRebate' | 'vip' | 'agent' | 'deposit';

export interface FeaturedEntry {
  kind: FeaturedKind;
  to: string;
}

/**
 * §2 featured entries, each only while its activity is active: tasks (also when the player has
 * no activity ids at all); the VIP rebate, else the VIP page; the agent page by priority agent5,
 * agentCount, agent; else a deposit entry.
 */
export function featuredEntries(activityIds: readonly number[]): FeaturedEntry[] {
  const active = (id: number) => activityIds.includes(id);
  const entries: FeaturedEntry[] = [];
  if (activityIds.length === 0 || active(ActivityType.Tasks)) entries.push({ kind: 'tasks', to: TASKS_PATH });
  entries.push(active(ActivityType.VIP) ? { kind: 'vipRebate', to: '/activity/vipRebate' } : { kind: 'vip', to: '/profile/vip' });
  if (active(ActivityType.Agent5)) entries.push({ kind: 'agent', to: '/activity/agent5' });
  else if (active(ActivityType.AgentCount)) entries.push({ kind: 'agent', to: '/activity/agentCount' });
  else if (active(ActivityType.Agent)) entries.push({ kind: 'agent', to: '/activity/agent' });
  else entries.push({ kind: 'deposit', to: DEPOSIT_PATH });
  return entries;
}

/** §4 next VIP threshold: the first level whose bet amount exceeds the player's bet; 0 when none does. */
export function nextVipThreshold(levels: readonly { betAmount: number }[], bet: number): number {
  return levels.find((level) => level.betAmount > bet)?.betAmount ?? 0;
}
