import { ActivityType, FirstChargeSettings, ItemId, calls } from '@casino/contract';
import type { FirstChargeSettings as Settings } from '@casino/contract';
import type { PropConfig } from '../../../rewards/index.ts';
import { createEntry } from '../../instance-store.ts';
import { promotionType } from '../promotion-type.ts';
import { claimDecision, configList, stateOf, tierFor, visible } from './rules.ts';
import type { FirstChargeEntry } from './rules.ts';

const COIN = 100;

/** Where the bonus percentage finds a coupon's value (the prop settings). */
const couponTerms = (configs: readonly PropConfig[]) => (id: number) => {
  const config = configs.find((c) => c.propId === id);
  return config ? { num: config.num, percent: config.params.percent === true, maxBonus: config.params.maxBonus } : undefined;
};

export const FIRST_CHARGE_RULES = [
  'Your first deposit unlocks the highest offer its amount reaches.',
  'Each prize is claimed once from the First charge page. Coin prizes add turnover as shown before they can be withdrawn.',
  'Only a first deposit counts: players who deposited before the offer cannot take part.',
].join('\n\n');

export const firstChargeType = promotionType<Settings, FirstChargeEntry>({
  type: ActivityType.FirstCharge,
  name: 'First charge',
  settings: FirstChargeSettings,
  seed: {
    title: 'First charge bonus', rules: FIRST_CHARGE_RULES, sort: 10,
    settings: {
      tiers: [
        { id: 1, price: 100 * COIN, showType: 1, award: [{ id: ItemId.Coin, count: 50 * COIN, betRate: 1 }, { id: ItemId.Points, count: 20 * COIN }] },
        { id: 2, price: 500 * COIN, showType: 2, award: [{ id: ItemId.Coin, count: 150 * COIN, betRate: 1 }, { id: ItemId.Points, count: 100 * COIN }, { id: 1201, count: 2 }] },
        { id: 3, price: 1000 * COIN, showType: 3, award: [{ id: ItemId.Coin, count: 300 * COIN, betRate: 1 }, { id: ItemId.Points, count: 200 * COIN }, { id: 1001, count: 1 }] },
      ],
    },
  },
  visible: (entry, facts) => visible(entry, facts.totalRecharge),

  routes(router, ctx) {
    router.player(calls.appRechargeBonusCollection9, async (input, call) => {
      const instance = await ctx.instanceFor<Settings>(ActivityType.FirstCharge, input.instanceId);
      const entry = (await ctx.entry(instance.id, call.session.playerId)) as FirstChargeEntry | null;
      return {
        instanceId: instance.id,
        appRechargeBonusCollection9: stateOf(entry, instance.endsAt),
        list: configList(instance.settings, couponTerms(await ctx.propConfigs())),
      };
    });
    router.player(calls.appRechargeBonusCollection9Receive, async (input, call) => {
      const playerId = call.session.playerId;
      const depositedBefore = (await ctx.facts(playerId)).totalRecharge > 0;
      const { instance, plan } = await ctx.engine.claim<Settings, FirstChargeEntry>({
        playerId, type: ActivityType.FirstCharge, instanceId: input.instanceId,
        decide(instance, entry) {
          const prize = claimDecision(entry, input.propId, depositedBefore);
          if (typeof prize === 'string') return prize;
          return {
            ref: `prop:${prize.id}`, items: [prize], title: `${instance.title}: prize ${prize.id}`,
            entry: { ...entry!, received: [...entry!.received, prize.id] },
          };
        },
      });
      return {
        ...(await ctx.balances(playerId)),
        instanceId: instance.id,
        appRechargeBonusCollection9: stateOf(plan.entry, instance.endsAt),
        propList: [...plan.items],
      };
    });
  },

  /** The player's first credited deposit buys the highest tier it reaches, with the tier's prizes as they are now. */
  async onDepositCredited(tx, ctx, instance, event) {
    const facts = await ctx.facts(event.playerId, tx);
    // payments adds the deposit to totalRecharge before it publishes the event.
    if (facts.totalRecharge !== event.amount) return;
    const tier = tierFor(instance.settings, event.amount);
    if (!tier) return;
    const entry: FirstChargeEntry = { awardId: tier.id, price: tier.price, award: tier.award, orderId: event.orderId, received: [] };
    await createEntry(tx, instance.id, event.playerId, entry, event.at);
  },
});
