import { ActivityType, FundSettings, ItemId, calls } from '@casino/contract';
import type { FundSettings as Settings } from '@casino/contract';
import type { PlayerFacts } from '../../activity-ids.ts';
import { createEntry, readEntry } from '../../instance-store.ts';
import { promotionType } from '../promotion-type.ts';
import { FUND_REFUSALS, buysIn, claimDecision, fundUser, stageWaiting, visible } from './rules.ts';
import type { FundEntry } from './rules.ts';

const COIN = 100;

export const FUND_RULES = [
  'Buy into the fund with one deposit of at least its price, made from this page. The deposit is credited to your balance as usual.',
  'Each stage pays once, when your VIP level and your bets since buying in reach what the stage shows. Claim it from this page.',
  'You buy in once. Coin prizes add turnover as shown before they can be withdrawn.',
].join('\n\n');

const player = (facts: PlayerFacts) => ({ vip: facts.vip, bet: facts.bet });
const stage = (id: number, vip: number, bet: number, coins: number) => ({ id, vip, bet: bet * COIN, award: [{ id: ItemId.Coin, count: coins * COIN, betRate: 1 }] });

export const fundType = promotionType<Settings, FundEntry>({
  type: ActivityType.Fund,
  name: 'Growth fund',
  settings: FundSettings,
  seed: {
    title: 'Growth fund', rules: FUND_RULES, sort: 30,
    // Buy in with 200.00; 230.00 back in stages as the player bets 1,000, 5,000 and 20,000 (VIP 1 for the last).
    settings: { price: 200 * COIN, stages: [stage(1, 0, 1_000, 20), stage(2, 0, 5_000, 60), stage(3, 1, 20_000, 150)] },
  },
  visible: (entry) => visible(entry),
  redDots: (entry, facts) => ({ hasFund: stageWaiting(entry, player(facts)) }),

  routes(router, ctx) {
    router.player(calls.fundUser, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.Fund, input.instanceId);
      const [entry, facts] = [await ctx.entry(instance.id, playerId), await ctx.facts(playerId)];
      return fundUser(instance.id, instance.settings, entry as FundEntry | null, player(facts));
    });
    router.player(calls.fundUserReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, FundEntry, PlayerFacts>({
        playerId, type: ActivityType.Fund, instanceId: input.instanceId,
        load: (tx) => ctx.facts(playerId, tx),
        decide(instance, entry, _now, facts) {
          const award = claimDecision(entry, input.stageId, player(facts));
          if (!Array.isArray(award)) return FUND_REFUSALS[award];
          return {
            ref: `stage:${input.stageId}`, items: award, title: `${instance.title}: stage ${input.stageId}`,
            entry: { ...entry!, received: [...entry!.received, input.stageId] },
          };
        },
      });
      const facts = await ctx.facts(playerId);
      return {
        ...(await ctx.balances(playerId)),
        user: fundUser(instance.id, instance.settings, plan.entry, player(facts)),
        propList: [...plan.items],
      };
    });
  },

  /** A deposit made for the fund (recharge3 actType 16) of at least its price buys in, once, with the stages as they are now. */
  async onDepositCredited(tx, ctx, instance, event) {
    // A plain read first: inserting only when no entry exists never waits on a claim's lock.
    const entry = (await readEntry(tx, instance.id, event.playerId)) as FundEntry | null;
    if (!buysIn(entry, instance.settings, { amount: event.amount, actType: event.actType ?? 0 }, ActivityType.Fund)) return;
    const facts = await ctx.facts(event.playerId, tx);
    const bought: FundEntry = {
      orderId: event.orderId, price: instance.settings.price, boughtAt: event.at.getTime(), betAtPurchase: facts.bet,
      stages: instance.settings.stages.map((s) => ({ ...s, award: s.award.map((p) => ({ ...p })) })), received: [],
    };
    await createEntry(tx, instance.id, event.playerId, bought, event.at);
  },
});
