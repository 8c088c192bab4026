import { ActivityType, AgentCountSettings, ItemId, calls } from '@casino/contract';
import { pickWeighted } from '@casino/games';
import { promotionType } from '../promotion-type.ts';
import type { TypeContext } from '../promotion-type.ts';
import { drawsUsed, insertDraw } from './draw-store.ts';
import type { StoredDraw } from './draw-store.ts';
import { allowance, awardRefusal, perOneOf, prizesOf } from './rules.ts';
import type { AgentCountEntry, DrawKind } from './rules.ts';
import { agentCountState, inviteRows, qualifiedCount } from './state.ts';
import type { Settings } from './state.ts';

const COIN = 100;

export const AGENT_COUNT_RULES = [
  'Invite friends with your invite link. Each friend who registers while the activity runs, binds a mobile number and deposits at least the amount shown counts as a qualified invitee.',
  'Qualified invitees earn you scratch cards and lottery chances, and unlock the invite awards. Each card and each chance reveals one prize, drawn fairly: you can verify every draw once you change your game seeds.',
  'Friends on your own device and accounts linked to another account never count.',
  'Coin prizes add turnover as shown before they can be withdrawn.',
].join('\n\n');

/**
 * Scratches a card or uses a lottery chance, through the engine's claim (ref <kind>:<ordinal>): in
 * its transaction the qualified invitees are counted, the next nonce of the player's house seed
 * pair is drawn, the prize picked by weight and the draw stored with what verifies it. Concurrent
 * calls pass one at a time (the instance's budget row), each taking the next card or refused.
 */
async function draw(ctx: TypeContext, playerId: number, kind: DrawKind, instanceId?: number) {
  return ctx.engine.claim<Settings, AgentCountEntry, StoredDraw | null>({
    playerId, type: ActivityType.AgentCount, instanceId,
    async load(tx, instance) {
      const { qualified } = await qualifiedCount(ctx, instance, playerId, tx);
      const used = (await drawsUsed(tx, instance.id, playerId))[kind];
      if (allowance(qualified, perOneOf(instance.settings, kind), used).left === 0) return null;
      const prizes = prizesOf(instance.settings, kind);
      const weights = prizes.map((p) => p.weight);
      const fair = await ctx.fairDraw(tx, playerId, 1);
      const picked = pickWeighted(fair.floats[0]!, weights);
      const stored: StoredDraw = {
        kind, ordinal: used + 1, seedId: fair.seedId, nonce: fair.nonce, serverSeedHash: fair.serverSeedHash, clientSeed: fair.clientSeed,
        weights, picked, prize: prizes[picked]!.items.map((item) => ({ ...item })), at: ctx.clock.now(),
      };
      await insertDraw(tx, instance.id, playerId, stored);
      return stored;
    },
    decide(instance, entry, _now, stored) {
      if (!stored) return 'conditionNotMet';
      return { ref: `${kind}:${stored.ordinal}`, items: stored.prize, title: `${instance.title}: ${kind === 'scratch' ? 'scratch card' : 'lottery'}`, entry: entry ?? { awards: [] } };
    },
  });
}

export const agentCountType = promotionType<Settings, AgentCountEntry>({
  type: ActivityType.AgentCount,
  name: 'Agent invite count',
  settings: AgentCountSettings,
  seed: {
    // Switched off at first: while it runs, the commission activity (Agent) leaves the list (§5).
    title: 'Invite and scratch', rules: AGENT_COUNT_RULES, sort: 61, enabled: false,
    settings: {
      qualifyingDeposit: 100 * COIN, invitesPerCard: 1, invitesPerChance: 3,
      scratchPrizes: [
        { items: [{ id: ItemId.Coin, count: 2 * COIN, betRate: 1 }], weight: 60 },
        { items: [{ id: ItemId.Coin, count: 5 * COIN, betRate: 1 }], weight: 30 },
        { items: [{ id: ItemId.Coin, count: 20 * COIN, betRate: 1 }], weight: 10 },
      ],
      lotteryPrizes: [
        { items: [{ id: ItemId.Coin, count: 10 * COIN, betRate: 1 }], weight: 70 },
        { items: [{ id: ItemId.Coin, count: 50 * COIN, betRate: 1 }], weight: 25 },
        { items: [{ id: ItemId.Coin, count: 300 * COIN, betRate: 1 }], weight: 5 },
      ],
      awards: [
        { id: 1, inviteCount: 3, award: [{ id: ItemId.Coin, count: 30 * COIN, betRate: 1 }] },
        { id: 2, inviteCount: 10, award: [{ id: ItemId.Coin, count: 120 * COIN, betRate: 1 }] },
        { id: 3, inviteCount: 30, award: [{ id: ItemId.Coin, count: 500 * COIN, betRate: 1 }] },
      ],
    },
  },
  visible: () => true,

  routes(router, ctx) {
    const instanceOf = (instanceId?: number) => ctx.instanceFor<Settings>(ActivityType.AgentCount, instanceId);
    router.player(calls.agent4Data, async (input, call) => agentCountState(ctx, await instanceOf(input.instanceId), call.session.playerId));
    router.player(calls.agent4InviteRows, async (input, call) =>
      inviteRows(ctx, await instanceOf(input.instanceId), call.session.playerId, input.page, input.pageSize));
    for (const [spec, kind] of [[calls.agent4Scratch, 'scratch'], [calls.agent4Lottery, 'lottery']] as const) {
      router.player(spec, async (input, call) => {
        const playerId = call.session.playerId;
        const { instance, plan } = await draw(ctx, playerId, kind, input.instanceId);
        const state = await agentCountState(ctx, instance, playerId);
        const made = state.draws.find((d) => d.kind === kind && `${kind}:${d.ordinal}` === plan.ref)!;
        return { ...(await ctx.balances(playerId)), state, draw: made, propList: [...plan.items] };
      });
    }
    router.player(calls.agent4Award, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, AgentCountEntry, number>({
        playerId, type: ActivityType.AgentCount, instanceId: input.instanceId,
        load: async (tx, instance) => (await qualifiedCount(ctx, instance, playerId, tx)).qualified,
        decide(instance, entry, _now, qualified) {
          const refusal = awardRefusal(instance.settings, input.id, qualified, entry);
          if (refusal) return refusal;
          const tier = instance.settings.awards.find((t) => t.id === input.id)!;
          return { ref: `award:${tier.id}`, items: tier.award, title: `${instance.title}: ${tier.inviteCount} invites`, entry: { awards: [...(entry?.awards ?? []), tier.id] } };
        },
      });
      return { ...(await ctx.balances(playerId)), state: await agentCountState(ctx, instance, playerId), propList: [...plan.items] };
    });
  },
});


