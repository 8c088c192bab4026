import { ActivityType } from '@casino/contract';
import type { ActivityRecord } from '@casino/contract';
import type { Instance } from './instance-store.ts';
import { scheduleState } from './schedule.ts';

/** Coins (hundredths) below which, safebox included, a player counts as bankrupt (§3 isBankrupt; the Supply activity). */
export const BANKRUPT_BELOW = 100;

/** What the lobby rules need to know of the player. */
export interface PlayerFacts {
  coin: number;
  safebox: number;
  totalRecharge: number;
  /** VIP level and cumulative bet (hundredths): the day bonus's table and the fund's stages. */
  vip: number;
  bet: number;
  /** A mobile number is bound to the account (the bind reward). */
  mobileBound: boolean;
}

export const isBankrupt = (facts: PlayerFacts): boolean => facts.coin + facts.safebox < BANKRUPT_BELOW;

/** The running instance of each type: the lowest sort (then the oldest) among those switched on and within their schedule. */
export function runningByType(instances: readonly Instance[], now: Date): Map<number, Instance> {
  const running = new Map<number, Instance>();
  const ordered = [...instances].sort((a, b) => a.sort - b.sort || a.id - b.id);
  for (const instance of ordered) {
    if (!instance.enabled || scheduleState(instance, now) !== 'running') continue;
    if (!running.has(instance.type)) running.set(instance.type, instance);
  }
  return running;
}

/**
 * §5 activity list: the running activities the player may see, by sort (then type); Supply only
 * while the player is bankrupt; Agent left out when AgentCount runs.
 */
export function activityIdsFor(
  running: ReadonlyMap<number, Instance>, visible: (instance: Instance) => boolean, bankrupt: boolean,
  /** The address an instance's entry opens (link activities: Notice, OutLink). */
  entryUrl: (instance: Instance) => string | undefined = () => undefined,
) {
  const shown = [...running.values()].filter((instance) => {
    if (instance.type === ActivityType.Supply && !bankrupt) return false;
    if (instance.type === ActivityType.Agent && running.has(ActivityType.AgentCount)) return false;
    return visible(instance);
  });
  shown.sort((a, b) => a.sort - b.sort || a.type - b.type);
  const activityMap: Record<string, ActivityRecord> = {};
  for (const instance of shown) {
    activityMap[String(instance.type)] = {
      sort: instance.sort, instanceId: instance.id, title: instance.title,
      endTime: instance.endsAt ? instance.endsAt.getTime() : -1, hasRules: instance.rules.trim() !== '',
    };
    const url = entryUrl(instance);
    if (url !== undefined) activityMap[String(instance.type)]!.url = url;
  }
  return { activityIds: shown.map((instance) => instance.type), activityMap };
}
