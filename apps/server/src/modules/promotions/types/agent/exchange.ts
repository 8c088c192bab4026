import { ActivityType } from '@casino/contract';
import type { AgentSettings } from '@casino/contract';
import type { TypeContext } from '../promotion-type.ts';
import { commissionOf, recordExchange } from './commission-store.ts';
import { exchangeAmount, exchangeScheduleAt } from './rules.ts';
import { agentInstance, exchangeItems } from './state.ts';

/** The player's entry: how many exchanges they made and how much they moved in all. */
/** The stored entry; `available` (settled commission not exchanged) is read with it for the red dot. */
export interface AgentEntry { exchanges: number; exchanged: number; available?: number }

/**
 * Moves all the agent's settled commission not exchanged yet into coins, through the engine's
 * claim (ref exchange:<id>, the exchange's own id): in its transaction the commission row is
 * locked, the exchange recorded and the coins granted, so concurrent exchanges move it once and
 * a refusal (the minimum, a budget, the safer-play guard) leaves the commission as it was.
 */
export async function exchangeCommission(ctx: TypeContext, playerId: number, instanceId?: number) {
  const now = ctx.clock.now();
  const target = await agentInstance(ctx.db, now, instanceId);
  return ctx.engine.claim<AgentSettings, AgentEntry, { id: number; amount: number } | null>({
    playerId, type: ActivityType.Agent, instanceId: target.id, scheduleAt: exchangeScheduleAt(target, now),
    async load(tx, instance) {
      const balance = await commissionOf(tx, instance.id, playerId, true);
      const amount = exchangeAmount(balance.settled - balance.exchanged, instance.settings.minExchange);
      if (typeof amount === 'string') return null;
      return { id: await recordExchange(tx, instance.id, playerId, amount, ctx.clock.now()), amount };
    },
    decide(instance, entry, _now, exchange) {
      if (!exchange) return 'conditionNotMet';
      return {
        ref: `exchange:${exchange.id}`, items: exchangeItems(exchange.amount, instance.settings.betRate), title: `${instance.title}: commission`,
        entry: { exchanges: (entry?.exchanges ?? 0) + 1, exchanged: (entry?.exchanged ?? 0) + exchange.amount },
      };
    },
  });
}
