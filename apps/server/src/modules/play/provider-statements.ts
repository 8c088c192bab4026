import type { Queryable } from '../../platform/db.ts';
import { transferArgPlaceholders, transferArgs } from '../wallet/index.ts';
import type { TransferRow } from '../wallet/index.ts';
import type { ProviderTransaction } from './provider-store.ts';

/**
 * The gateway's bet and win as one statement each: the SQL functions gateway_bet and gateway_win
 * of migration 405 (gateway_bet as migration 702 re-declares it, with the safer-play limit
 * check), which check, write the round, wagering, ledger transfer and provider_transactions
 * row, and answer what happened; and gateway_batch (migrations 920, 993), which runs many of them
 * in one statement, each in its own subtransaction when one of them raises (runBatch). Statement
 * errors: the SQLSTATEs below.
 */

type Sql = Pick<Queryable, 'query'>;

export type BetOutcome = 'replay' | 'claimed' | 'inadmissible' | 'round_closed' | 'applied';
export type WinOutcome = 'replay' | 'inadmissible' | 'bet_not_found' | 'bet_rolled_back' | 'not_this_round' | 'round_closed' | 'applied';

export interface StatementAnswer<O extends string> {
  outcome: O;
  /** claimed: the transaction id of the rollback that claimed the bet id. */
  detail: string | null;
  /** A win's applied: the stake of the bet it settled. */
  betAmount: number | null;
  /** replay: the first row; applied: the new one. */
  row: ProviderTransaction | null;
}

/** SQLSTATEs the functions raise after writing, which undoes the statement (migration 405). */
export const INSUFFICIENT_FUNDS_STATE = 'GW001';
export const RACE_LOST_STATE = 'GW002';
export const TRANSFER_CONFLICT_STATE = 'GW003';
/**
 * The bet would pass a safer-play limit (migration 702; nothing was written). The message is
 * JSON: {period, limit, used} for loss and wager, {limit, used} in minutes for the session.
 */
export const LIMIT_STATES = { GW010: 'loss', GW011: 'wager', GW012: 'session' } as const;
export type LimitState = keyof typeof LIMIT_STATES;
export const isLimitState = (state: string | null): state is LimitState => state !== null && state in LIMIT_STATES;

export const sqlStateOf = (err: unknown): string | null => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

interface AnswerRow {
  outcome: string; detail: string | null; bet_amount: number | null;
  id: number | null; provider_code: string; transaction_id: string; kind: ProviderTransaction['kind']; player_id: number; game_code: string;
  round_id: string; amount: number; bet_transaction_id: string; status: ProviderTransaction['status']; transfer_key: string | null;
  balance_after: number; created_at: Date;
}

function answerOf<O extends string>(rows: AnswerRow[]): StatementAnswer<O> {
  const r = rows[0];
  if (!r) throw new Error('gateway statement returned no row');
  const row: ProviderTransaction | null = r.id === null ? null : {
    id: Number(r.id), providerCode: r.provider_code, transactionId: r.transaction_id, kind: r.kind, playerId: Number(r.player_id),
    gameCode: r.game_code, roundId: r.round_id, amount: Number(r.amount), betTransactionId: r.bet_transaction_id, status: r.status,
    transferKey: r.transfer_key, balanceAfter: Number(r.balance_after), createdAt: new Date(r.created_at),
  };
  return { outcome: r.outcome as O, detail: r.detail, betAmount: r.bet_amount === null ? null : Number(r.bet_amount), row };
}

export interface BetStatement {
  providerCode: string;
  transactionId: string;
  playerId: number;
  gameCode: string;
  roundId: string;
  amount: number;
  closes: boolean;
  /** The session's checks passed (live, its game, the game takes bets); judged after replays. */
  admissible: boolean;
  /** The login that opened the game session: the session-time limit counts from it. */
  loginSessionId: number | null;
  transfer: TransferRow;
}

export async function runBet(q: Sql, b: BetStatement): Promise<StatementAnswer<BetOutcome>> {
  const { rows } = await q.query<AnswerRow>(
    `SELECT * FROM gateway_bet($1::text, $2::text, $3::bigint, $4::text, $5::text, $6::bigint, $7::boolean, $8::boolean, $9::bigint,
       ${transferArgPlaceholders(10)})`,
    [b.providerCode, b.transactionId, b.playerId, b.gameCode, b.roundId, b.amount, b.closes, b.admissible, b.loginSessionId,
      ...transferArgs(b.transfer, b.transfer.at)]);
  return answerOf(rows);
}

export interface WinStatement extends Omit<BetStatement, 'transfer' | 'loginSessionId'> {
  betTransactionId: string;
  /** Null for a win of 0: nothing moves. */
  transfer: TransferRow | null;
  /** When the win happened (the transfer's time when there is one). */
  at: Date;
}

export async function runWin(q: Sql, w: WinStatement): Promise<StatementAnswer<WinOutcome>> {
  const { rows } = await q.query<AnswerRow>(
    `SELECT * FROM gateway_win($1::text, $2::text, $3::bigint, $4::text, $5::text, $6::bigint, $7::boolean, $8::boolean, $9::text,
       ${transferArgPlaceholders(10)})`,
    [w.providerCode, w.transactionId, w.playerId, w.gameCode, w.roundId, w.amount, w.closes, w.admissible, w.betTransactionId,
      ...transferArgs(w.transfer, w.at)]);
  return answerOf(rows);
}

/** A bet or win of a batch (gateway_batch, migration 920). */
export type BatchedCall = { kind: 'bet'; statement: BetStatement } | { kind: 'win'; statement: WinStatement };

/**
 * What a call of a batch raised, shaped as the database error the statement on its own would
 * raise: `code` is the SQLSTATE and the message is the raised message, so that one reading of
 * errors (sqlStateOf, isUniqueViolation, the retry of races) serves both.
 */
export class BatchedCallError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'BatchedCallError';
  }
}

/** The transfer columns of a batched call, as gateway_batch reads them. */
function transferFields(t: TransferRow | null, at: Date) {
  return t === null
    ? { at: at.toISOString() }
    : {
      key: t.key, hash: t.contentHash, transfer_kind: t.kind, asset: t.asset,
      debit_player: t.debit.playerId, debit_purpose: t.debit.purpose, debit_shard: t.debit.shard,
      credit_player: t.credit.playerId, credit_purpose: t.credit.purpose, credit_shard: t.credit.shard,
      transfer_amount: t.amount, reference: t.reference, meta: t.meta, at: t.at.toISOString(),
    };
}

function batchFields(call: BatchedCall, i: number) {
  const s = call.statement;
  const common = {
    i, kind: call.kind, provider: s.providerCode, transaction_id: s.transactionId, player: s.playerId, game_code: s.gameCode,
    round_id: s.roundId, amount: s.amount, closes: s.closes, admissible: s.admissible,
  };
  return call.kind === 'bet'
    ? { ...common, login_session: call.statement.loginSessionId, ...transferFields(call.statement.transfer, call.statement.transfer.at) }
    : { ...common, bet_transaction_id: call.statement.betTransactionId, ...transferFields(call.statement.transfer, call.statement.at) };
}

/**
 * SQLSTATE classes of a failure that is not a call's: the connection, the server, its resources.
 * After one, the statement may or may not have committed, so it is not run again here.
 */
const NOT_A_CALLS_ERROR = /^(08|53|57|58|XX)/;

/**
 * Runs the calls in one statement, so in one transaction with one commit; answers, in the calls'
 * order, each call's answer or the error it raised. A call's error undid that call alone.
 *
 * The statement runs first without a subtransaction per call (decision 106). When a call raises,
 * that whole statement is rolled back, and the batch runs again with each call in a subtransaction
 * of its own. `q` must not be inside a transaction: the failed first run would abort it.
 */
export async function runBatch(q: Sql, calls: readonly BatchedCall[]): Promise<Array<StatementAnswer<string> | BatchedCallError>> {
  const params = JSON.stringify(calls.map(batchFields));
  const run = (isolated: boolean) => q.query<AnswerRow & { call_index: number; error_state: string | null; error_message: string | null }>(
    'SELECT b.call_index, b.error_state, b.error_message, (b.answer).* FROM gateway_batch($1::jsonb, $2::boolean) b',
    [params, isolated], { prepared: true });
  let rows;
  try {
    ({ rows } = await run(false));
  } catch (err) {
    const state = sqlStateOf(err);
    if (state === null || NOT_A_CALLS_ERROR.test(state)) throw err;
    ({ rows } = await run(true));
  }
  const results = new Array<StatementAnswer<string> | BatchedCallError>(calls.length);
  for (const row of rows) {
    results[row.call_index] = row.error_state === null ? answerOf([row]) : new BatchedCallError(row.error_state, row.error_message ?? '');
  }
  for (let i = 0; i < calls.length; i++) if (results[i] === undefined) throw new Error(`gateway_batch did not answer call ${i}`);
  return results;
}
