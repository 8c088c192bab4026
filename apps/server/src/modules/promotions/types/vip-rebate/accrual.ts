import { ActivityType, VipRebateSettings } from '@casino/contract';
import type { Clock } from '../../../../platform/clock.ts';
import type { Queryable } from '../../../../platform/db.ts';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import type { FeedConsumer, FeedTransfer } from '../../../wallet/index.ts';
import { runningByType } from '../../activity-ids.ts';
import { enabledInstances } from '../../instance-store.ts';
import type { Instance } from '../../instance-store.ts';
import { addToOpenDays, rememberRounds, roundOf } from './rebate-store.ts';
import type { DayAddition } from './rebate-store.ts';

/** The consumer's name: its cursor in the wallet's transfer feed. */
export const REBATE_CONSUMER = 'promotions.vip-rebate';

interface DayKey { instanceId: number; playerId: number; day: string }
const keyOf = (k: DayKey) => `${k.instanceId}|${k.playerId}|${k.day}`;
const roundKey = (playerId: number, reference: string) => `${playerId}|${reference}`;

/** Sums per day, with the rounds whose stakes it holds. */
class DayTotals {
  readonly days = new Map<string, DayKey & { amount: number; references: string[] }>();
  add(key: DayKey, amount: number, reference?: string): void {
    const k = keyOf(key);
    const total = this.days.get(k) ?? { ...key, amount: 0, references: [] };
    total.amount += amount;
    if (reference !== undefined) total.references.push(reference);
    this.days.set(k, total);
  }
}

/**
 * The feed consumer that counts valid bets per player, Philippine day and VIP rebate instance:
 * a coin bet counts for the instance running when it was placed, on the day it was placed; a
 * rollback (betRefund) takes its stake back from the day its round counted on. Whatever reaches
 * a day already settled counts on the current day instead (it never changes a paid rebate). All
 * in the transaction that moves the consumer's cursor: each transfer counts exactly once.
 */
export function rebateConsumer(clock: Clock): FeedConsumer {
  async function apply(tx: Queryable, totals: DayTotals, column: 'bets' | 'refunds', rounds?: Map<string, { instanceId: number; day: string }>): Promise<void> {
    const now = clock.now();
    const today = philippineDate(now);
    const additions = [...totals.days.values()].map((total): DayAddition => ({
      instanceId: total.instanceId, playerId: total.playerId, day: total.day,
      bets: column === 'bets' ? total.amount : 0, refunds: column === 'refunds' ? total.amount : 0,
    }));
    // Two statements at most for the batch: its days, then those found settled, on today.
    const settled = await addToOpenDays(tx, additions, now);
    const movedToToday = new Set(settled.map(keyOf));
    const onToday = new Map<string, DayAddition>();
    for (const a of settled) {
      const key = keyOf({ ...a, day: today });
      const merged = onToday.get(key);
      if (merged) {
        merged.bets += a.bets;
        merged.refunds += a.refunds;
      } else {
        onToday.set(key, { ...a, day: today });
      }
    }
    // Today is not settled before it ends; should it be, the amounts are dropped as before.
    await addToOpenDays(tx, [...onToday.values()], now);
    const counted: Array<{ playerId: number; reference: string; instanceId: number; day: string }> = [];
    for (const total of totals.days.values()) {
      const day = movedToToday.has(keyOf(total)) ? today : total.day;
      for (const reference of total.references) {
        counted.push({ playerId: total.playerId, reference, instanceId: total.instanceId, day });
        rounds?.set(roundKey(total.playerId, reference), { instanceId: total.instanceId, day });
      }
    }
    await rememberRounds(tx, counted, now);
  }

  async function handle(tx: Queryable, transfers: readonly FeedTransfer[]): Promise<void> {
    const instances = (await enabledInstances(tx, ActivityType.VIP)).filter((i) => VipRebateSettings.safeParse(i.settings).success);
    if (instances.length === 0) return;
    const runningAt = (at: Date): Instance | undefined => runningByType(instances, at).get(ActivityType.VIP);

    const bets = new DayTotals();
    for (const t of transfers) {
      if (t.asset !== 'COIN' || t.kind !== 'bet' || t.debitPlayerId === null) continue;
      const instance = runningAt(t.createdAt);
      if (instance) bets.add({ instanceId: instance.id, playerId: t.debitPlayerId, day: philippineDate(t.createdAt) }, t.amount, t.reference);
    }
    const rounds = new Map<string, { instanceId: number; day: string }>();
    await apply(tx, bets, 'bets', rounds);

    const refunds = new DayTotals();
    for (const t of transfers) {
      if (t.asset !== 'COIN' || t.kind !== 'betRefund' || t.creditPlayerId === null) continue;
      // A round this consumer never counted (placed outside an instance, or long forgotten) gives nothing back.
      const round = rounds.get(roundKey(t.creditPlayerId, t.reference)) ?? (await roundOf(tx, t.creditPlayerId, t.reference));
      if (round) refunds.add({ ...round, playerId: t.creditPlayerId }, t.amount);
    }
    await apply(tx, refunds, 'refunds');
  }

  return { name: REBATE_CONSUMER, kinds: ['bet', 'betRefund'], handle };
}
