import { ActivityType, Agent5Settings, ItemId, calls } from '@casino/contract';
import type { Agent5Settings as Settings } from '@casino/contract';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import { activityRefusal } from '../../refusals.ts';
import { promotionType } from '../promotion-type.ts';
import { markPaid, recordDeposit, recordShare, unpaidCommissions } from './agent5-store.ts';
import { AGENT5_REFUSALS, commissionClaim, commissionOf, taskRef, taskRefusal, tierRef, tierRefusal } from './rules.ts';
import type { Agent5Entry } from './rules.ts';
import { agentLog, agentState, agentTasks, readAgent, tasksOf } from './state.ts';

const COIN = 100;

export const AGENT5_RULES = [
  'Invite friends with your invite link. A friend is a valid invitee once they have registered with your link after the programme began, bound a mobile number and deposited at least the qualifying amount shown.',
  'Friends who use your phone or another account on the same phone never count (one account per player).',
  'Each number of valid invitees unlocks a reward, claimed once.',
  'You earn a commission on every deposit your valid invitees make while the programme runs. Deposits made before a friend is valid count once they are. Claim everything earned at once, from the minimum shown, before the programme ends.',
  'Agent tasks start again every day at midnight (Philippine time); each pays once a day.',
  'Coin rewards add turnover as shown before they can be withdrawn.',
].join('\n\n');

export const AGENT5_SEED: Settings = {
  qualifyingDeposit: 100 * COIN,
  tiers: [
    { id: 1, invites: 1, award: [{ id: ItemId.Coin, count: 10 * COIN, betRate: 1 }] },
    { id: 2, invites: 5, award: [{ id: ItemId.Coin, count: 60 * COIN, betRate: 1 }] },
    { id: 3, invites: 20, award: [{ id: ItemId.Coin, count: 300 * COIN, betRate: 1 }] },
    { id: 4, invites: 50, award: [{ id: ItemId.Coin, count: 1_000 * COIN, betRate: 1 }] },
  ],
  commissionBasisPoints: 500,
  minCommissionClaim: 1 * COIN,
  commissionBetRate: 1,
  tasks: [
    { id: 1, kind: 'share', target: 1, award: [{ id: ItemId.Coin, count: 1 * COIN, betRate: 1 }] },
    { id: 2, kind: 'inviteValid', target: 1, award: [{ id: ItemId.Coin, count: 5 * COIN, betRate: 1 }] },
    { id: 3, kind: 'inviteeDeposits', target: 500 * COIN, award: [{ id: ItemId.Coin, count: 5 * COIN, betRate: 1 }] },
  ],
};

const lastClaim = (ref: string, now: Date): Agent5Entry => ({ lastRef: ref, at: now.toISOString() });

export const agent5Type = promotionType<Settings, Agent5Entry>({
  type: ActivityType.Agent5,
  name: 'Agent5 (deposit commission)',
  settings: Agent5Settings,
  seed: { title: 'Agent programme', rules: AGENT5_RULES, sort: 60, settings: AGENT5_SEED },
  // Every player may be an agent while it runs (§2's featured agent entry leads here first).
  visible: () => true,

  routes(router, ctx) {
    const instanceOf = (instanceId?: number) => ctx.instanceFor<Settings>(ActivityType.Agent5, instanceId);

    router.player(calls.appAgent5User, async (input, call) => agentState(ctx, await instanceOf(input.instanceId), call.session.playerId));

    router.player(calls.appAgent5UserLog, async (input, call) =>
      agentLog(ctx, await instanceOf(input.instanceId), call.session.playerId, input.page, input.pageSize));

    router.player(calls.appAgent5UserReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, Agent5Entry, { amount: number; ref: string } | null>({
        playerId, type: ActivityType.Agent5, instanceId: input.instanceId,
        // After the claim's locks: the invitees and unpaid rows as of now. The rows are marked
        // paid here, in the claim's transaction, so any refusal after this (budgets, the
        // safer-play guard) rolls the marks back with it.
        async load(tx, instance) {
          const facts = await readAgent(ctx, instance, playerId, tx);
          const claim = commissionClaim(await unpaidCommissions(tx, instance.id, playerId), facts.statuses, instance.settings.minCommissionClaim);
          if (!claim) return null;
          await markPaid(tx, instance.id, playerId, claim.ids, claim.ref);
          return { amount: claim.amount, ref: claim.ref };
        },
        decide(instance, _entry, now, claim) {
          if (!claim) return 'conditionNotMet';
          return {
            ref: claim.ref, items: [{ id: ItemId.Coin, count: claim.amount, betRate: instance.settings.commissionBetRate }],
            title: `${instance.title}: commission`, entry: lastClaim(claim.ref, now),
          };
        },
      });
      const state = await agentState(ctx, instance, playerId);
      return { ...(await ctx.balances(playerId)), state, amount: plan.items[0]!.count, propList: [...plan.items] };
    });

    router.player(calls.appAgent5UserInviteValidReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, Agent5Entry, { validInvites: number; refs: Set<string> }>({
        playerId, type: ActivityType.Agent5, instanceId: input.instanceId,
        async load(tx, instance) {
          const facts = await readAgent(ctx, instance, playerId, tx);
          return { validInvites: [...facts.statuses.values()].filter((s) => s === 'valid').length, refs: facts.refs };
        },
        decide(instance, _entry, now, { validInvites, refs }) {
          const refusal = tierRefusal(instance.settings, input.tierId, validInvites, refs);
          if (refusal) return AGENT5_REFUSALS[refusal];
          const tier = instance.settings.tiers.find((t) => t.id === input.tierId)!;
          return { ref: tierRef(tier.id), items: tier.award, title: `${instance.title}: ${tier.invites} valid invitees`, entry: lastClaim(tierRef(tier.id), now) };
        },
      });
      return { ...(await ctx.balances(playerId)), state: await agentState(ctx, instance, playerId), propList: [...plan.items] };
    });

    router.player(calls.appProxyUser4TaskUser, async (input, call) => agentTasks(ctx, await instanceOf(input.instanceId), call.session.playerId));

    router.player(calls.appProxyUser4TaskUserShare, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await instanceOf(input.instanceId);
      // §5: sharing an invite needs a bound mobile.
      if (!(await ctx.facts(playerId)).mobileBound) throw activityRefusal('conditionNotMet');
      const now = ctx.clock.now();
      await recordShare(ctx.db, { instanceId: instance.id, playerId, day: philippineDate(now), via: input.via ?? 'share', at: now });
      return agentTasks(ctx, instance, playerId);
    });

    router.player(calls.appProxyUser4TaskUserReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, Agent5Entry, Awaited<ReturnType<typeof readAgent>>>({
        playerId, type: ActivityType.Agent5, instanceId: input.instanceId,
        load: (tx, instance) => readAgent(ctx, instance, playerId, tx),
        decide(instance, _entry, now, facts) {
          // The day of the claim's own clock: a task done before midnight is claimed that day.
          const day = philippineDate(now);
          const refusal = taskRefusal(instance.settings, input.taskId, facts.today, day, facts.refs);
          if (refusal) return AGENT5_REFUSALS[refusal];
          const task = instance.settings.tasks.find((t) => t.id === input.taskId)!;
          return { ref: taskRef(task.id, day), items: task.award, title: `${instance.title}: agent task ${task.id}`, entry: lastClaim(taskRef(task.id, day), now) };
        },
      });
      const [facts, player] = await Promise.all([readAgent(ctx, instance, playerId), ctx.facts(playerId)]);
      return { ...(await ctx.balances(playerId)), tasks: tasksOf(instance, facts, player.mobileBound), propList: [...plan.items] };
    });
  },

  /**
   * In the deposit's transaction: an invitee's deposit is recorded for their inviter with the
   * share at today's rate. One lookup and one insert that adds nothing on a repeat; whether the
   * invitee counts is judged when the agent reads or claims.
   */
  async onDepositCredited(tx, ctx, instance, event) {
    const agentId = (await ctx.invitersOf([event.playerId], tx)).get(event.playerId);
    if (agentId === undefined) return;
    const basisPoints = instance.settings.commissionBasisPoints;
    await recordDeposit(tx, {
      instanceId: instance.id, agentId, inviteeId: event.playerId, orderId: event.orderId, amount: event.amount, basisPoints,
      commission: commissionOf(event.amount, basisPoints), at: event.at, day: philippineDate(event.at),
    });
  },
});

