import { ActivityType, ItemId, SupplySettings, calls } from '@casino/contract';
import type { SupplySettings as Settings } from '@casino/contract';
import { promotionType } from '../promotion-type.ts';
import { SUPPLY_REFUSALS, isBankrupt, periodOf, stateOf, supplyRefusal, visible } from './rules.ts';
import type { SupplyEntry } from './rules.ts';

const COIN = 100;

export const SUPPLY_RULES = [
  'When your coins plus your safebox come to less than the amount shown, you can claim the supply once a day (Philippine time).',
  'A deposit or withdrawal still in progress must finish first.',
  'Coins from the supply add turnover as shown before they can be withdrawn.',
].join('\n\n');

export const supplyType = promotionType<Settings, SupplyEntry>({
  type: ActivityType.Supply,
  name: 'Supply',
  settings: SupplySettings,
  seed: {
    title: 'Supply', rules: SUPPLY_RULES, sort: 40,
    settings: { bankruptBelow: 1 * COIN, award: [{ id: ItemId.Coin, count: 3 * COIN, betRate: 3 }], period: 'day' },
  },
  visible: (entry, _facts, { instance, now }) => visible(entry, instance.settings, now),
  bankrupt: (settings, facts) => isBankrupt(settings, facts),

  routes(router, ctx) {
    router.player(calls.bankruptBonusState, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.Supply, input.instanceId);
      const [entry, facts, orders] = await Promise.all([ctx.entry(instance.id, playerId), ctx.facts(playerId), ctx.openOrders(playerId)]);
      return stateOf(instance.id, instance.settings, entry as SupplyEntry | null, facts, orders, ctx.clock.now());
    });
    router.player(calls.bankruptBonus, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, SupplyEntry, Awaited<ReturnType<typeof load>>>({
        playerId, type: ActivityType.Supply, instanceId: input.instanceId,
        load: (tx) => load(tx),
        decide(instance, entry, now, { facts, orders }) {
          const refusal = supplyRefusal(entry, instance.settings, facts, orders, now);
          if (refusal) return SUPPLY_REFUSALS[refusal];
          const { key } = periodOf(instance.settings.period, now);
          return {
            ref: `period:${key}`, items: instance.settings.award, title: `${instance.title}: ${key}`,
            entry: { lastPeriod: key, claims: (entry?.claims ?? 0) + 1 },
          };
        },
      });
      const [facts, orders] = await Promise.all([ctx.facts(playerId), ctx.openOrders(playerId)]);
      return {
        ...(await ctx.balances(playerId)),
        state: stateOf(instance.id, instance.settings, plan.entry, facts, orders, ctx.clock.now()),
        propList: [...plan.items],
      };

      // Read in the claim's transaction, after the budget and entry locks.
      async function load(tx: Parameters<typeof ctx.facts>[1]) {
        const [facts, orders] = [await ctx.facts(playerId, tx), await ctx.openOrders(playerId, tx)];
        return { facts, orders };
      }
    });
  },
});
