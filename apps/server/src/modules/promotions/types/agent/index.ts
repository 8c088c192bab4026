import { ActivityType, AgentSettings, calls } from '@casino/contract';
import type { AgentSettings as Settings } from '@casino/contract';
import { promotionType } from '../promotion-type.ts';
import { agentConsumer } from './accrual.ts';
import { commissionOf } from './commission-store.ts';
import { exchangeCommission } from './exchange.ts';
import type { AgentEntry } from './exchange.ts';
import { settleAgentDays } from './settlement.ts';
import { agentInstance, agentState } from './state.ts';

const COIN = 100;
/** How often bets are counted (the page's "today so far"), and how often ended days are settled. */
const COUNT_INTERVAL_SECONDS = 5;
const SETTLE_INTERVAL_SECONDS = 60;

export const AGENT_RULES = [
  'Invite friends with your invite link. You earn a commission on the valid bets of the players you invite (level 1) and of the players they invite (level 2).',
  'Valid bets are coin stakes placed while the activity runs; stakes of rounds that are cancelled do not count. Each day (Philippine time) is settled shortly after midnight.',
  'Players on your own device, accounts linked to another account, and closed or banned accounts never earn you a commission.',
  'Exchange your settled commission into coins on the agent page once it reaches the minimum. Exchanged coins add turnover as shown before they can be withdrawn.',
].join('\n\n');

export const agentType = promotionType<Settings, AgentEntry>({
  type: ActivityType.Agent,
  name: 'Agent',
  settings: AgentSettings,
  seed: {
    title: 'Agent commission', rules: AGENT_RULES, sort: 60,
    settings: { level1BasisPoints: 30, level2BasisPoints: 10, minExchange: 1 * COIN, maxDailyCommission: 10_000 * COIN, betRate: 1 },
  },
  // Listed while it runs (§5 leaves it out while AgentCount runs).
  visible: () => true,
  // §3 hasAgent: settled commission waiting to be exchanged (one row read).
  async withState(q, instance, playerId, stored) {
    const balance = await commissionOf(q, instance.id, playerId);
    return { exchanges: stored?.exchanges ?? 0, exchanged: stored?.exchanged ?? 0, available: balance.settled - balance.exchanged };
  },
  redDots: (entry, _facts, { instance }) => ({ hasAgent: (entry?.available ?? 0) >= Math.max(1, instance.settings.minExchange) }),

  routes(router, ctx) {
    router.player(calls.agentData, async (input, call) => {
      const instance = await agentInstance(ctx.db, ctx.clock.now(), input.instanceId);
      return agentState(ctx, instance, call.session.playerId);
    });
    router.player(calls.agent3Exchange, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await exchangeCommission(ctx, playerId, input.instanceId);
      return { ...(await ctx.balances(playerId)), state: await agentState(ctx, instance, playerId), propList: [...plan.items] };
    });
  },

  jobs(ctx, feed) {
    const consumer = agentConsumer(ctx, ctx.clock);
    return [
      { ...feed.job(consumer, COUNT_INTERVAL_SECONDS), name: 'promotions.agent.count' },
      { name: 'promotions.agent.settle', intervalSeconds: SETTLE_INTERVAL_SECONDS, runAtStart: true, run: async () => { await settleAgentDays({ ctx, feed, consumer }); } },
    ];
  },
});

export { settleAgentDays } from './settlement.ts';
export { agentConsumer, AGENT_CONSUMER } from './accrual.ts';
