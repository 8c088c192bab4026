import { ActivityType, BindRewardSettings, ItemId, calls } from '@casino/contract';
import type { BindRewardSettings as Settings } from '@casino/contract';
import { promotionType } from '../promotion-type.ts';
import { BIND_REFUSALS, bindRefusal, stateOf, visible } from './rules.ts';
import type { BindRewardEntry } from './rules.ts';

const COIN = 100;

export const BIND_REWARD_RULES = [
  'Bind a mobile number to your account and claim the reward once.',
  'Players who registered with their mobile number can claim it too.',
  'Coin rewards add turnover as shown before they can be withdrawn.',
].join('\n\n');

export const bindRewardType = promotionType<Settings, BindRewardEntry>({
  type: ActivityType.Bind,
  name: 'Bind reward',
  settings: BindRewardSettings,
  seed: { title: 'Bind your mobile', rules: BIND_REWARD_RULES, sort: 50, settings: { award: [{ id: ItemId.Coin, count: 5 * COIN, betRate: 1 }] } },
  visible: (entry) => visible(entry),

  routes(router, ctx) {
    router.player(calls.bindRewardState, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.Bind, input.instanceId);
      const [entry, facts] = await Promise.all([ctx.entry(instance.id, playerId), ctx.facts(playerId)]);
      return stateOf(instance.id, instance.settings, entry as BindRewardEntry | null, facts.mobileBound);
    });
    router.player(calls.receiveBindReward, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, BindRewardEntry, boolean>({
        playerId, type: ActivityType.Bind, instanceId: input.instanceId,
        // Read in the claim's transaction: a number bound a moment ago counts.
        load: async (tx) => (await ctx.facts(playerId, tx)).mobileBound,
        decide(instance, entry, now, mobileBound) {
          const refusal = bindRefusal(entry, mobileBound);
          if (refusal) return BIND_REFUSALS[refusal];
          return { ref: 'bind', items: instance.settings.award, title: instance.title, entry: { claimedAt: now.toISOString() } };
        },
      });
      return { ...(await ctx.balances(playerId)), state: stateOf(instance.id, instance.settings, plan.entry, true), propList: [...plan.items] };
    });
  },
});
