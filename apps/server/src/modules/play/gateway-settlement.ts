import type { ProviderFailure, ProviderOk, ProviderRequests } from '@casino/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import { LedgerRefusal, lockSystemShard, playerMain, reverseBet, systemAccount } from '../wallet/index.ts';
import type { TransferRequest, TransferResult, WalletService } from '../wallet/index.ts';
import { BIG_WIN_MINIMUM, isBigWin } from './big-win.ts';
import type { BigWinEvent } from './events.ts';
import { takesBets } from './games.ts';
import type { PlayableGame } from './games.ts';
import { findBetClaim, findTransaction, insertTransaction, setBetStatus, takeBetFromRound } from './provider-store.ts';
import type { NewProviderTransaction, ProviderTransaction, ProviderTransactionKind } from './provider-store.ts';
import {
  INSUFFICIENT_FUNDS_STATE, isLimitState, LIMIT_STATES, RACE_LOST_STATE, runWin, sqlStateOf, TRANSFER_CONFLICT_STATE,
} from './provider-statements.ts';
import type { LimitState, WinStatement } from './provider-statements.ts';
import { createStatementBatches } from './statement-batches.ts';
import { atomically, failure, GatewayRefusal, inOneStatement, RaceLost } from './replies.ts';
import { endedReason, isLive } from './game-sessions.ts';
import type { GameSession } from './game-sessions.ts';

/**
 * The gateway's money actions: how the seamless wallet applies a provider's bet, win and
 * rollback (the house provider's side of its rounds is modules/house/round-settlement.ts). Each is atomic: the round, the wagering, the ledger transfer and
 * the provider_transactions row are written together or not at all. Bets and wins are one
 * SQL function each (provider-statements.ts, decision 045), committed in groups with the
 * others that arrive meanwhile (statement-batches.ts, decision 079); rollbacks one transaction.
 * Rows are locked in one order everywhere (the bet's row, the round, the player's wagering,
 * ledger accounts, then new rows), so concurrent actions wait for each other but never deadlock.
 * A batch takes its house shard first, and so does a rollback (before the bet's row); should a
 * big win close a cycle with a batch, PostgreSQL undoes one of the two calls, which is run again
 * (statement-batches.ts).
 */

export interface GatewaySettlementDeps {
  db: Pick<Db, 'transaction' | 'query' | 'exec'>;
  clock: Clock;
  wallet: Pick<WalletService, 'ledger' | 'readCoin' | 'balancesMoved'>;
  currency: string;
  /** Where the gateway tells of its wins' effects elsewhere (bigWin, events.ts). */
  events: EventPublisher;
}

export type BetRequest = z.output<(typeof ProviderRequests)['bet']>;
export type WinRequest = z.output<(typeof ProviderRequests)['win']>;
export type RollbackRequest = z.output<(typeof ProviderRequests)['rollback']>;
type Answer = Promise<ProviderOk | ProviderFailure>;

/** The ledger key of a provider transaction: unique per provider, like the provider's id. */
export const transferKeyOf = (providerCode: string, transactionId: string): string => `p:${providerCode}:${transactionId}`;
/** What ledger history shows a game transfer belongs to. */
const roundReference = (providerCode: string, roundId: string): string => `${providerCode}:${roundId}`;

/** What must match for a transaction id's second arrival to be a replay. */
interface Fingerprint {
  kind: ProviderTransactionKind;
  playerId: number;
  gameCode: string;
  roundId: string;
  amount?: number;
  betTransactionId?: string;
}

/** Why the session may not place this bet (TOKEN_EXPIRED, GAME_UNAVAILABLE), or null. */
function betRefusal(session: GameSession, game: PlayableGame | null, body: BetRequest, now: Date): GatewayRefusal | null {
  if (!isLive(session, now)) {
    return new GatewayRefusal('TOKEN_EXPIRED', endedReason(session, now));
  }
  if (body.gameCode !== session.gameCode) return new GatewayRefusal('GAME_UNAVAILABLE', 'gameCode: not the game of this session');
  if (!takesBets(game)) return new GatewayRefusal('GAME_UNAVAILABLE', 'gameCode: the game is disabled or under maintenance');
  return null;
}

const PERIOD_WORDS = { day: 'daily', week: 'weekly', month: 'monthly' } as const;
const inCoins = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** BET_REFUSED for a limit the bet statement found passed (its message: the JSON of migration 702). */
export function limitRefusal(state: LimitState, detail: string): GatewayRefusal {
  const kind = LIMIT_STATES[state];
  const figures = JSON.parse(detail) as { period?: 'day' | 'week' | 'month'; limit: number; used: number };
  if (kind === 'session') {
    return new GatewayRefusal('BET_REFUSED', `token: the player has played the ${figures.limit} minutes their session-time limit allows`,
      undefined, { kind, period: null, limit: figures.limit, used: figures.used });
  }
  const period = figures.period ?? 'day';
  return new GatewayRefusal('BET_REFUSED',
    `amount: the bet would pass the player's ${PERIOD_WORDS[period]} ${kind} limit of ${inCoins(figures.limit)} (used ${inCoins(figures.used)})`,
    undefined, { kind, period, limit: figures.limit, used: figures.used });
}

/** The row a statement answered with its outcome (replay, applied). */
function recorded(row: ProviderTransaction | null): ProviderTransaction {
  if (row === null) throw new Error('gateway statement answered without its row');
  return row;
}

export function createGatewaySettlement(deps: GatewaySettlementDeps) {
  const { db, clock, wallet, currency, events } = deps;
  // Bets and wins that need no transaction of their own commit in groups (decision 079).
  const statements = createStatementBatches(db);

  const answer = (row: ProviderTransaction, alreadyProcessed: boolean): ProviderOk => ({
    status: 'OK', balance: row.balanceAfter, currency, walletTransactionId: String(row.id), alreadyProcessed,
  });

  /** Null when incoming is the same request as the recorded row, else the DUPLICATE_MISMATCH message. */
  function mismatchOf(row: ProviderTransaction, incoming: Fingerprint): string | null {
    const fields: Array<[string, unknown, unknown]> = [
      ['kind', row.kind, incoming.kind], ['playerId', row.playerId, incoming.playerId], ['gameCode', row.gameCode, incoming.gameCode],
      ['roundId', row.roundId, incoming.roundId], ['amount', row.amount, incoming.amount ?? row.amount],
      ['betTransactionId', row.betTransactionId, incoming.betTransactionId ?? row.betTransactionId],
    ];
    const differing = fields.find(([, first, now]) => first !== now);
    if (!differing) return null;
    return `transactionId: already used for a ${row.kind}${differing[0] === 'kind' ? '' : ` with another ${differing[0]}`}`;
  }

  /** The first answer again (inside a transaction: a mismatch refuses and rolls back). */
  function replay(row: ProviderTransaction, incoming: Fingerprint): ProviderOk {
    const mismatch = mismatchOf(row, incoming);
    if (mismatch !== null) throw new GatewayRefusal('DUPLICATE_MISMATCH', mismatch);
    return answer(row, true);
  }

  /**
   * A refusal may come from a request with the same id that committed while this one waited for
   * a lock (it closed the round or spent the balance): the id is then processed, so the answer is
   * its replay, never a refusal of a transaction that took place.
   */
  async function settled(providerCode: string, transactionId: string, incoming: Fingerprint, pending: Answer): Answer {
    const reply = await pending;
    if (reply.status === 'OK' || reply.error === 'DUPLICATE_MISMATCH') return reply;
    const row = await findTransaction(db, providerCode, transactionId);
    if (!row) return reply;
    const mismatch = mismatchOf(row, incoming);
    return mismatch === null ? answer(row, true) : failure('DUPLICATE_MISMATCH', mismatch);
  }

  async function record(tx: Tx, row: NewProviderTransaction): Promise<ProviderTransaction> {
    const inserted = await insertTransaction(tx, row);
    if (!inserted) throw new RaceLost(`${row.providerCode}:${row.transactionId}`);
    return inserted;
  }

  /** A ledger transfer inside tx; a shortfall becomes INSUFFICIENT_FUNDS with the balance. */
  async function transfer(tx: Tx, request: TransferRequest, playerId: number): Promise<TransferResult> {
    let result: TransferResult;
    try {
      result = await wallet.ledger.within(tx).transfer(request);
    } catch (err) {
      if (!(err instanceof LedgerRefusal) || err.reason !== 'insufficient_balance') throw err;
      const coin = await wallet.readCoin(playerId, tx);
      throw new GatewayRefusal('INSUFFICIENT_FUNDS', `amount: more than the balance (${coin})`, coin);
    }
    // Only a concurrent request with the same id can have used the key: answer its replay.
    if (result.replayed) throw new RaceLost(request.key);
    return result;
  }

  const balanceOf = (tx: Tx, playerId: number): Promise<number> => wallet.readCoin(playerId, tx);

  /** The statement's errors that are answers: a shortfall, a passed limit, a lost race, a ledger key used for other content. */
  async function runStatement<T>(key: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      const state = sqlStateOf(err);
      if (isLimitState(state)) throw limitRefusal(state, (err as Error).message);
      switch (state) {
        case INSUFFICIENT_FUNDS_STATE: {
          const balance = Number((err as Error).message);
          throw new GatewayRefusal('INSUFFICIENT_FUNDS', `amount: more than the balance (${balance})`, balance);
        }
        case RACE_LOST_STATE: throw new RaceLost(key);
        case TRANSFER_CONFLICT_STATE: throw new LedgerRefusal('idempotency_conflict', key);
        default: throw err;
      }
    }
  }

  return {
    /** One statement (gateway_bet), in a batch: `game` is the session's catalog game, read with the session. */
    placeBet(providerCode: string, session: GameSession, game: PlayableGame | null, body: BetRequest): Answer {
      const { playerId } = session;
      const incoming: Fingerprint = { kind: 'bet', playerId, gameCode: body.gameCode, roundId: body.roundId, amount: body.amount };
      return settled(providerCode, body.transactionId, incoming, inOneStatement(async () => {
        const now = clock.now();
        // Judged by the statement after replays and claims, so that a replay is answered whatever the session's state.
        const refusal = betRefusal(session, game, body, now);
        const key = transferKeyOf(providerCode, body.transactionId);
        const done = await runStatement(key, () => statements.bet({
          providerCode, transactionId: body.transactionId, playerId, gameCode: body.gameCode, roundId: body.roundId, amount: body.amount,
          closes: body.roundClosed === true, admissible: refusal === null, loginSessionId: session.loginSessionId,
          transfer: wallet.ledger.prepare({
            key, kind: 'bet', asset: 'COIN', debit: playerMain(playerId), credit: systemAccount('house'), amount: body.amount,
            reference: roundReference(providerCode, body.roundId),
          }),
        }));
        switch (done.outcome) {
          case 'replay': return replay(recorded(done.row), incoming);
          case 'claimed': throw new GatewayRefusal('BET_ROLLED_BACK', `transactionId: rolled back (by ${done.detail}) before it arrived`);
          case 'inadmissible': throw refusal ?? new Error('gateway_bet refused a bet its caller admitted');
          case 'round_closed': throw new GatewayRefusal('ROUND_CLOSED', 'roundId: the round is closed');
          case 'applied':
            // The statement has committed (with its batch): the player's app hears of it now.
            wallet.balancesMoved(db, [playerId]);
            return answer(recorded(done.row), false);
        }
      }));
    },

    /**
     * One statement (gateway_win), in a batch. A win that may be big runs it in a transaction that also
     * publishes bigWin (the lobby records it for its ticker), so that both commit together.
     */
    settleWin(providerCode: string, session: GameSession, body: WinRequest): Answer {
      const { playerId } = session;
      const incoming: Fingerprint = {
        kind: 'win', playerId, gameCode: body.gameCode, roundId: body.roundId, amount: body.amount, betTransactionId: body.betTransactionId,
      };
      /** q: the big win's transaction, which runs the statement, or the database, which batches it. */
      const run = async (q: Tx): Promise<ProviderOk> => {
        const now = clock.now();
        const key = body.amount > 0 ? transferKeyOf(providerCode, body.transactionId) : null;
        const statement = (w: WinStatement) => (q === db ? statements.win(w) : runWin(q, w));
        const done = await runStatement(key ?? body.transactionId, () => statement({
          providerCode, transactionId: body.transactionId, playerId, gameCode: body.gameCode, roundId: body.roundId, amount: body.amount,
          closes: body.roundClosed, admissible: body.gameCode === session.gameCode, betTransactionId: body.betTransactionId, at: now,
          transfer: key === null ? null : wallet.ledger.prepare({
            key, kind: 'win', asset: 'COIN', debit: systemAccount('house'), credit: playerMain(playerId), amount: body.amount,
            reference: roundReference(providerCode, body.roundId),
          }),
        }));
        switch (done.outcome) {
          case 'replay': return replay(recorded(done.row), incoming);
          case 'inadmissible': throw new GatewayRefusal('GAME_UNAVAILABLE', 'gameCode: not the game of this session');
          case 'bet_not_found': throw new GatewayRefusal('BET_NOT_FOUND', 'betTransactionId: no such bet');
          case 'bet_rolled_back': throw new GatewayRefusal('BET_ROLLED_BACK', 'betTransactionId: the bet was rolled back');
          case 'not_this_round': throw new GatewayRefusal('BET_NOT_FOUND', 'betTransactionId: not a bet of this player, game and round');
          case 'round_closed': throw new GatewayRefusal('ROUND_CLOSED', 'roundId: the round is closed');
          case 'applied': {
            // A win of 0 moves nothing; q is the win's transaction or, for a small win, the database.
            if (key !== null) wallet.balancesMoved(q, [playerId]);
            if (done.betAmount !== null && isBigWin(body.amount, done.betAmount)) {
              const win: BigWinEvent = { playerId, gameId: session.gameId, amount: body.amount, at: now };
              await events.publish(q, 'bigWin', win);
            }
            return answer(recorded(done.row), false);
          }
        }
      };
      // Only a win of BIG_WIN_MINIMUM or more can be big: every other one needs no transaction.
      const attempt = body.amount >= BIG_WIN_MINIMUM ? atomically(db, run) : inOneStatement(() => run(db));
      return settled(providerCode, body.transactionId, incoming, attempt);
    },

    rollBack(providerCode: string, session: GameSession, body: RollbackRequest): Answer {
      const { playerId } = session;
      const betId = body.referenceTransactionId;
      const incoming: Fingerprint = { kind: 'rollback', playerId, gameCode: body.gameCode, roundId: body.roundId, betTransactionId: betId };
      return settled(providerCode, body.transactionId, incoming, atomically(db, async (tx) => {
        const now = clock.now();
        const sameId = await findTransaction(tx, providerCode, body.transactionId);
        if (sameId) return replay(sameId, incoming);
        if (body.gameCode !== session.gameCode) throw new GatewayRefusal('GAME_UNAVAILABLE', 'gameCode: not the game of this session');
        const refund = {
          key: transferKeyOf(providerCode, body.transactionId), kind: 'betRefund' as const, asset: 'COIN' as const, debit: systemAccount('house'),
          credit: playerMain(playerId), reference: roundReference(providerCode, body.roundId),
        };
        // The refund's house shard before the bet's row, as a batch takes its shards first: a
        // rollback racing its bet's win then waits for that batch instead of holding the row the
        // batch needs (a cycle PostgreSQL breaks only after deadlock_timeout, a second each).
        await lockSystemShard(tx, wallet.ledger.prepare({ ...refund, amount: 1 }).debit);
        const base = {
          providerCode, transactionId: body.transactionId, kind: 'rollback' as const, playerId, gameCode: body.gameCode, roundId: body.roundId,
          betTransactionId: betId, createdAt: now,
        };

        const target = await findBetClaim(tx, providerCode, betId, true);
        if (!target) {
          const other = await findTransaction(tx, providerCode, betId);
          // The bet committed since the lookup above: run again to refund it.
          if (other?.kind === 'bet') throw new RaceLost(`${providerCode}:${betId}`);
          if (other) throw new GatewayRefusal('BET_NOT_FOUND', `referenceTransactionId: names a ${other.kind}, not a bet`);
          // Remembered, so that the bet is refused if it arrives after all.
          const row = await record(tx, { ...base, amount: 0, status: 'rollback_of_unknown_bet', transferKey: null, balanceAfter: await balanceOf(tx, playerId) });
          return answer(row, false);
        }
        if (target.playerId !== playerId || target.gameCode !== body.gameCode || target.roundId !== body.roundId) {
          throw new GatewayRefusal('BET_NOT_FOUND', 'referenceTransactionId: not a bet of this player, game and round');
        }
        if (target.kind !== 'bet' || target.status === 'rolled_back') {
          // Cancelled before: nothing moves, and this rollback id answers the same from now on.
          const row = await record(tx, { ...base, amount: 0, status: 'already_rolled_back', transferKey: null, balanceAfter: await balanceOf(tx, playerId) });
          return answer(row, false);
        }
        if (target.status === 'settled') throw new GatewayRefusal('BET_ALREADY_SETTLED', 'referenceTransactionId: a win has settled the bet');

        await takeBetFromRound(tx, { providerCode, roundId: body.roundId, playerId, amount: target.amount });
        // A cancelled bet was never wagered: it neither raises the VIP level nor pays down turnover.
        // The bet's own paid-down figure, not its amount: a bet pays down at most what was owed.
        await reverseBet(tx, playerId, target.amount, now, target.turnoverPaidDown);
        const transferKey = refund.key;
        const moved = await transfer(tx, { ...refund, amount: target.amount }, playerId);
        await setBetStatus(tx, target.id, 'rolled_back');
        const row = await record(tx, { ...base, amount: target.amount, status: 'applied', transferKey, balanceAfter: moved.creditBalanceAfter });
        return answer(row, false);
      }));
    },
  };
}
