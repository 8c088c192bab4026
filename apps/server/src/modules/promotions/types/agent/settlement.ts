import { AgentSettings } from '@casino/contract';
import type { FeedConsumer, TransferFeed } from '../../../wallet/index.ts';
import { instanceById } from '../../instance-store.ts';
import { exclusionKey, exclusionsFor } from '../agent-common/exclusions.ts';
import { lastSettleableDay, validBets } from '../agent-common/rules.ts';
import type { TypeContext } from '../promotion-type.ts';
import { addSettled, dayBets, forgetRoundsBefore, lockOpenDays, markExcluded, settleDay } from './commission-store.ts';
import { commissionOf } from './rules.ts';

/** Agent days settled per transaction. */
const SETTLE_BATCH = 100;
/** How long a round is remembered for its rollbacks. */
const ROUND_MEMORY_MS = 3 * 86_400_000;

export interface AgentSettlementDeps {
  ctx: TypeContext;
  feed: TransferFeed;
  consumer: FeedConsumer;
}

/**
 * Settles every agent day that has ended (and its grace passed): the feed is caught up first, so
 * the bets committed before now are counted; then each open day is locked with SKIP LOCKED (servers
 * settling at once share the work) and settled once (`UPDATE ... WHERE settled_at IS NULL`): the
 * invitees who do not count now (same device, linked, inactive, or whose upline does not count)
 * are marked and left out, and the commission of the rest is added to the agent's balance in the
 * same transaction. Answers the days settled.
 */
export async function settleAgentDays({ ctx, feed, consumer }: AgentSettlementDeps): Promise<{ settled: number; commission: number }> {
  await feed.catchUp(consumer);
  const now = ctx.clock.now();
  const lastDay = lastSettleableDay(now);
  let settled = 0;
  let paid = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const days = await lockOpenDays(tx, lastDay, SETTLE_BATCH);
      const settingsOf = new Map<number, AgentSettings | null>();
      let done = 0;
      let commission = 0;
      for (const day of days) {
        if (!settingsOf.has(day.instanceId)) {
          const parsed = AgentSettings.safeParse((await instanceById(tx, day.instanceId))?.settings);
          settingsOf.set(day.instanceId, parsed.success ? parsed.data : null);
        }
        const settings = settingsOf.get(day.instanceId);
        const rows = await dayBets(tx, day);
        const exclusions = await exclusionsFor(ctx, tx, day.agentId, rows);
        const counted = { 1: 0, 2: 0 };
        for (const row of rows) {
          const excluded = exclusions.get(exclusionKey(row.level, row.inviteeId)) ?? null;
          if (excluded) await markExcluded(tx, day, row, excluded);
          else counted[row.level] += validBets(row.bets, row.refunds);
        }
        // Settings that no longer fit pay nothing (the instance is not run either).
        const amount = settings ? commissionOf(counted[1], counted[2], settings) : 0;
        if (await settleDay(tx, day, { at: now, level1Bets: counted[1], level2Bets: counted[2], commission: amount })) {
          done += 1;
          if (amount > 0) {
            await addSettled(tx, day.instanceId, day.agentId, amount, now);
            commission += amount;
          }
        }
      }
      await forgetRoundsBefore(tx, new Date(now.getTime() - ROUND_MEMORY_MS));
      return { locked: days.length, done, commission };
    });
    settled += batch.done;
    paid += batch.commission;
    if (batch.locked < SETTLE_BATCH) break;
  }
  return { settled, commission: paid };
}
