import { ActivityType, FollowRewardsSettings, ItemId, calls } from '@casino/contract';
import type { FollowRewardsSettings as Settings } from '@casino/contract';
import { activityRefusal } from '../../refusals.ts';
import { promotionType } from '../promotion-type.ts';
import { FOLLOW_REFUSALS, afterClaim, channelOf, receiveDecision, stateOf, visible } from './rules.ts';
import type { FollowRewardsEntry } from './rules.ts';
import { recordVisit, visitedChannels } from './visit-store.ts';

const COIN = 100;

export const FOLLOW_REWARDS_RULES = [
  'Open each of our channels from this page and claim its reward once.',
  'The reward of a channel opens once you have visited it from here.',
  'Coin rewards add turnover as shown before they can be withdrawn.',
].join('\n\n');

const coins = (amount: number) => [{ id: ItemId.Coin, count: amount * COIN, betRate: 1 }];

export const followRewardsType = promotionType<Settings, FollowRewardsEntry>({
  type: ActivityType.FollowRewards,
  name: 'Follow rewards',
  settings: FollowRewardsSettings,
  seed: {
    title: 'Follow us', rules: FOLLOW_REWARDS_RULES, sort: 60,
    // The operator replaces the addresses with its own channels.
    settings: {
      channels: [
        { id: 1, name: 'Facebook', network: 'facebook', url: 'https://www.facebook.com/', award: coins(1) },
        { id: 2, name: 'Telegram', network: 'telegram', url: 'https://t.me/', award: coins(1) },
        { id: 3, name: 'Instagram', network: 'instagram', url: 'https://www.instagram.com/', award: coins(1) },
      ],
    },
  },
  visible: (entry, _facts, { instance }) => visible(instance.settings, entry),

  routes(router, ctx) {
    router.player(calls.followRewardsState, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.FollowRewards, input.instanceId);
      const [entry, visited] = await Promise.all([ctx.entry(instance.id, playerId), visitedChannels(ctx.db, instance.id, playerId)]);
      return stateOf(instance.id, instance.settings, entry as FollowRewardsEntry | null, visited);
    });
    router.player(calls.followRewardsVisit, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.FollowRewards, input.instanceId);
      if (!channelOf(instance.settings, input.channelId)) throw activityRefusal('unknownReward');
      await recordVisit(ctx.db, instance.id, playerId, input.channelId, ctx.clock.now());
      const [entry, visited] = await Promise.all([ctx.entry(instance.id, playerId), visitedChannels(ctx.db, instance.id, playerId)]);
      return stateOf(instance.id, instance.settings, entry as FollowRewardsEntry | null, visited);
    });
    router.player(calls.followRewardsReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, FollowRewardsEntry, Set<number>>({
        playerId, type: ActivityType.FollowRewards, instanceId: input.instanceId,
        load: (tx, instance) => visitedChannels(tx, instance.id, playerId),
        decide(instance, entry, _now, visited) {
          const decision = receiveDecision(instance.settings, entry, visited, input.channelId);
          if (typeof decision === 'string') return FOLLOW_REFUSALS[decision];
          return { ref: `channel:${decision.id}`, items: decision.award, title: `${instance.title}: ${decision.name}`, entry: afterClaim(entry, decision.id) };
        },
      });
      const visited = await visitedChannels(ctx.db, instance.id, playerId);
      return { ...(await ctx.balances(playerId)), state: stateOf(instance.id, instance.settings, plan.entry, visited), propList: [...plan.items] };
    });
  },
});
