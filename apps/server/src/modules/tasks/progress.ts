import { AccountType, TaskType } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';
import type { FeedConsumer, FeedTransfer } from '../wallet/index.ts';
import { gamesOfRounds } from '../play/index.ts';
import { gamesOfType } from './task-store.ts';
import { philippineDate } from './philippine-day.ts';
import type { TaskEvent } from './service.ts';

/** Counts events towards tasks, in the caller's transaction. */
type Count = (tx: Queryable, event: TaskEvent) => Promise<unknown>;

/** A registration opens a login (Login); a phone registration binds the phone too (Bind). */
export async function countRegistration(count: Count, tx: Queryable, e: { playerId: number; at: Date; payload: Record<string, unknown> }): Promise<void> {
  await count(tx, { playerId: e.playerId, at: e.at, match: { type: TaskType.Login } });
  const accountType = e.payload.accountType;
  if (accountType === AccountType.Phone || accountType === AccountType.PhoneWithoutOtp) {
    await count(tx, { playerId: e.playerId, at: e.at, match: { type: TaskType.Bind } });
  }
}

/** A credited deposit: the first recharge (FirstPay counts any, once) and today's deposits (TodayPay, by amount). */
export async function countDeposit(count: Count, tx: Queryable, e: { playerId: number; amount: number; at: Date }): Promise<void> {
  await count(tx, { playerId: e.playerId, at: e.at, match: { type: TaskType.FirstPay } });
  await count(tx, { playerId: e.playerId, at: e.at, amount: e.amount, match: { type: TaskType.TodayPay } });
}

/** Counts per player, Philippine day, and (for PlayTiger) game. */
class Tally {
  private readonly counts = new Map<string, { playerId: number; at: Date; gameId?: number; n: number }>();

  add(playerId: number, at: Date, gameId?: number): void {
    const key = `${playerId}|${philippineDate(at)}|${gameId ?? ''}`;
    const entry = this.counts.get(key);
    if (entry) {
      entry.n += 1;
      if (at > entry.at) entry.at = at;
    } else {
      this.counts.set(key, { playerId, at, gameId, n: 1 });
    }
  }

  entries() {
    return [...this.counts.values()];
  }
}

/**
 * The transfer feed's consumer `tasks.progress`: bets count as rounds played (PlayGame, and
 * PlayTiger on its game), a points exchange as a shop purchase (Shop: its points leg, one per
 * exchange). Each counts in the Philippine day the transfer was made.
 */
export function progressConsumer(countAll: (tx: Queryable, events: readonly TaskEvent[]) => Promise<unknown>): FeedConsumer {
  return {
    name: 'tasks.progress',
    kinds: ['bet', 'pointsExchange'],
    async handle(tx, transfers) {
      const bets = transfers.filter((t): t is FeedTransfer & { debitPlayerId: number } => t.kind === 'bet' && t.debitPlayerId !== null);
      const exchanges = transfers.filter((t) => t.kind === 'pointsExchange' && t.asset === 'POINTS' && t.debitPlayerId !== null);
      // Every count of the batch in one call: two statements, however many players (decision 079).
      const counted: TaskEvent[] = [];

      const rounds = new Tally();
      for (const bet of bets) rounds.add(bet.debitPlayerId, bet.createdAt);
      for (const r of rounds.entries()) counted.push({ playerId: r.playerId, at: r.at, amount: r.n, match: { type: TaskType.PlayGame } });

      const tigerGames = bets.length > 0 ? await gamesOfType(tx, TaskType.PlayTiger) : new Set<number>();
      if (tigerGames.size > 0) {
        const games = await gamesOfRounds(tx, bets.map((b) => ({ reference: b.reference, playerId: b.debitPlayerId })));
        const tiger = new Tally();
        for (const bet of bets) {
          const gameId = games.get(bet.reference);
          if (gameId !== undefined && tigerGames.has(gameId)) tiger.add(bet.debitPlayerId, bet.createdAt, gameId);
        }
        for (const r of tiger.entries()) {
          counted.push({ playerId: r.playerId, at: r.at, amount: r.n, match: { type: TaskType.PlayTiger, gameId: r.gameId } });
        }
      }

      const shop = new Tally();
      for (const exchange of exchanges) shop.add(exchange.debitPlayerId!, exchange.createdAt);
      for (const s of shop.entries()) counted.push({ playerId: s.playerId, at: s.at, amount: s.n, match: { type: TaskType.Shop } });

      if (counted.length > 0) await countAll(tx, counted);
    },
  };
}
