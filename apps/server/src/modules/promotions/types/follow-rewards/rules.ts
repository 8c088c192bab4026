import type { FollowChannel, FollowRewardsSettings, FollowRewardsState } from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Follow rewards (type 21), pure rules. A channel's reward is claimed once, after the player has
 * opened the channel through the app (the visit is the only proof of a follow there can be).
 */
export interface FollowRewardsEntry {
  /** Channel ids whose reward was claimed. */
  claimed: number[];
}

export type FollowRefusal = 'unknownChannel' | 'claimed' | 'notVisited';

/** §8: 1007 no such channel, 1006 claimed (checked before the visit, so a replay always answers it), 1005 not opened yet. */
export const FOLLOW_REFUSALS: Readonly<Record<FollowRefusal, ActivityReason>> = {
  unknownChannel: 'unknownReward',
  claimed: 'alreadyClaimed',
  notVisited: 'conditionNotMet',
};

export const channelOf = (settings: FollowRewardsSettings, channelId: number): FollowChannel | undefined =>
  settings.channels.find((c) => c.id === channelId);

/** Why a channel's reward may not be claimed, or the channel. */
export function receiveDecision(settings: FollowRewardsSettings, entry: FollowRewardsEntry | null, visited: ReadonlySet<number>, channelId: number): FollowRefusal | FollowChannel {
  const channel = channelOf(settings, channelId);
  if (!channel) return 'unknownChannel';
  if (entry?.claimed.includes(channelId)) return 'claimed';
  if (!visited.has(channelId)) return 'notVisited';
  return channel;
}

export const afterClaim = (entry: FollowRewardsEntry | null, channelId: number): FollowRewardsEntry =>
  ({ claimed: [...(entry?.claimed ?? []), channelId] });

/** Listed while a channel's reward is still to claim. */
export const visible = (settings: FollowRewardsSettings, entry: FollowRewardsEntry | null): boolean =>
  settings.channels.some((c) => !entry?.claimed.includes(c.id));

export function stateOf(instanceId: number, settings: FollowRewardsSettings, entry: FollowRewardsEntry | null, visited: ReadonlySet<number>): FollowRewardsState {
  return {
    instanceId,
    channels: settings.channels.map((c) => {
      const claimed = entry?.claimed.includes(c.id) ?? false;
      const wasVisited = visited.has(c.id);
      return { id: c.id, name: c.name, network: c.network, url: c.url, award: c.award.map((p) => ({ ...p })), visited: wasVisited, claimed, canClaim: wasVisited && !claimed };
    }),
  };
}
