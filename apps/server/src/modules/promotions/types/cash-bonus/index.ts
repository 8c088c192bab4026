import { ActivityType, CashBonusSettings, calls } from '@casino/contract';
import type { CashBonusInstant, CashBonusPool, CashBonusSettings as Settings } from '@casino/contract';
import { createEntry, readEntry, saveEntry } from '../../instance-store.ts';
import { promotionType } from '../promotion-type.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { rechargeBonusHistory } from './history-store.ts';
import { CASH_BONUS_REFUSALS, instantClaim, openPools, packetFor, packetView, poolClaim, waitingInstants, withPacket } from './rules.ts';
import type { CashBonusEntry } from './rules.ts';

const COIN = 100;

export const CASH_BONUS_RULES = [
  'Every deposit of at least the amount shown earns a cash bonus of a share of it, up to the maximum shown.',
  'Part of the bonus can be claimed at once: claim it before its countdown ends or it is lost.',
  'The rest is released in equal parts as you bet: the bets after the deposit release it all once they reach the multiple of the deposit shown. Claim released parts before the pool expires.',
  'Bonus coins add turnover as shown before they can be withdrawn.',
].join('\n\n');

/** The pools the page shows, at the player's cumulative bet now. */
async function poolState(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number, entry?: CashBonusEntry | null): Promise<CashBonusPool> {
  const now = ctx.clock.now().getTime();
  const [stored, facts] = await Promise.all([entry === undefined ? ctx.entry(instance.id, playerId) : entry, ctx.facts(playerId)]);
  const packets = openPools(stored as CashBonusEntry | null, now).map((p) => packetView(p, facts.bet, now));
  return { instanceId: instance.id, terms: { ...instance.settings }, packets, claimable: packets.reduce((sum, p) => sum + p.claimable, 0) };
}

async function instantState(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number, entry?: CashBonusEntry | null): Promise<CashBonusInstant> {
  const now = ctx.clock.now().getTime();
  const [stored, facts] = await Promise.all([entry === undefined ? ctx.entry(instance.id, playerId) : entry, ctx.facts(playerId)]);
  return { instanceId: instance.id, waiting: waitingInstants(stored as CashBonusEntry | null, now).map((p) => packetView(p, facts.bet, now)) };
}

export const cashBonusType = promotionType<Settings, CashBonusEntry>({
  type: ActivityType.RedPacket,
  name: 'Cash bonus',
  settings: CashBonusSettings,
  seed: {
    title: 'Cash bonus', rules: CASH_BONUS_RULES, sort: 30,
    settings: {
      percent: 10, minDeposit: 100 * COIN, maxBonus: 1_000 * COIN, instantPercent: 20, claimHours: 24,
      parts: 4, turnoverTimes: 3, expireDays: 7, betRate: 1,
    },
  },
  // Listed while it runs: it invites a deposit before there is anything to claim.
  visible: () => true,

  routes(router, ctx) {
    router.player(calls.rechargeBonusCollection6, async (input, call) => {
      const instance = await ctx.instanceFor<Settings>(ActivityType.RedPacket, input.instanceId);
      return poolState(ctx, instance, call.session.playerId);
    });
    router.player(calls.receiverRechargeBonusCollection6, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, CashBonusEntry, number>({
        playerId, type: ActivityType.RedPacket, instanceId: input.instanceId,
        // The cumulative bet in the claim's transaction: what the parts are released by.
        load: async (tx) => (await ctx.facts(playerId, tx)).bet,
        decide(instance, entry, now, bet) {
          const claim = poolClaim(entry, input.orderId, bet, now.getTime());
          if (typeof claim === 'string') return CASH_BONUS_REFUSALS[claim];
          return { ...claim, title: `${instance.title}: deposit ${input.orderId}` };
        },
      });
      return { ...(await ctx.balances(playerId)), pool: await poolState(ctx, instance, playerId, plan.entry), propList: [...plan.items] };
    });
    router.player(calls.rechargeBonusCollection8, async (input, call) => ({ list: await rechargeBonusHistory(ctx.db, call.session.playerId, input.kind) }));
    router.player(calls.appRechargeBonusCollection10, async (input, call) => {
      const instance = await ctx.instanceFor<Settings>(ActivityType.RedPacket, input.instanceId);
      return instantState(ctx, instance, call.session.playerId);
    });
    router.player(calls.appRechargeBonusCollection10Receive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, CashBonusEntry>({
        playerId, type: ActivityType.RedPacket, instanceId: input.instanceId,
        decide(instance, entry, now) {
          const claim = instantClaim(entry, input.orderId, now.getTime());
          if (typeof claim === 'string') return CASH_BONUS_REFUSALS[claim];
          return { ...claim, title: `${instance.title}: instant bonus of deposit ${input.orderId}` };
        },
      });
      return { ...(await ctx.balances(playerId)), instant: await instantState(ctx, instance, playerId, plan.entry), propList: [...plan.items] };
    });
  },

  /**
   * In the deposit's transaction: the deposit's packet joins the player's entry, with the terms
   * of now and the player's cumulative bet, from which its pool is released.
   */
  async onDepositCredited(tx, ctx, instance, event) {
    const bet = (await ctx.facts(event.playerId, tx)).bet;
    const packet = packetFor(instance.settings, event, bet);
    if (!packet) return;
    // The entry row first, then locked: two deposits credited at once add both packets.
    await createEntry(tx, instance.id, event.playerId, { packets: [] }, event.at);
    const entry = (await readEntry(tx, instance.id, event.playerId, true)) as CashBonusEntry | null;
    await saveEntry(tx, instance.id, event.playerId, withPacket(entry, packet), event.at);
  },
});
