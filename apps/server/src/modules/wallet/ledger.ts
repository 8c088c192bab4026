import { createHash } from 'node:crypto';
import type { Asset, TransferKind } from '@casino/contract';
import type { Db } from '../../platform/db.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Clock } from '../../platform/clock.ts';
import { applyTransferRow } from './ledger-store.ts';
import type { AccountColumns, TransferRow } from './ledger-store.ts';
import { InvalidTransfer, LedgerRefusal } from './ledger-errors.ts';
import { DEFAULT_ATTEMPTS, withRetry } from './transaction.ts';
import type { SqlRunner } from './transaction.ts';

/**
 * The double-entry ledger: the only code that moves coins or points. Every movement is a
 * transfer from one account to another of the same asset, idempotent on its key.
 */

export type PlayerPurpose = 'main' | 'safebox';

/** Accounts of the operator. They may go negative: a negative house balance is what players won. */
export const SYSTEM_ACCOUNTS = [
  'house', 'bonus_expense', 'payments_clearing', 'withdrawals_pending', 'points_issuance', 'adjustments',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * Rows each system account is spread over. Every bet touches a system account; with one row,
 * all bets in the casino would queue on that row's lock.
 */
export const SYSTEM_ACCOUNT_SHARDS = 16;

export type AccountRef =
  | { readonly playerId: number; readonly purpose: PlayerPurpose }
  | { readonly system: SystemAccount };

export const playerMain = (playerId: number): AccountRef => ({ playerId, purpose: 'main' });
export const playerSafebox = (playerId: number): AccountRef => ({ playerId, purpose: 'safebox' });
export const systemAccount = (name: SystemAccount): AccountRef => ({ system: name });

export interface TransferRequest {
  /** Idempotency key: the same key with the same content returns the first result. */
  key: string;
  kind: TransferKind;
  asset: Asset;
  debit: AccountRef;
  credit: AccountRef;
  /** Integer hundredths, > 0. */
  amount: number;
  /** What the transfer belongs to (an order id, a game round, a request id). */
  reference?: string;
  /**
   * Descriptive details. Not part of the idempotency comparison: they may carry request details
   * (device, address) that legitimately differ between retries of the same request.
   */
  meta?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: number;
  /** True when the key had been used with the same content: nothing moved this time. */
  replayed: boolean;
  debitBalanceAfter: number;
  creditBalanceAfter: number;
  createdAt: Date;
}

export { InvalidTransfer, LedgerRefusal } from './ledger-errors.ts';
export type { TransferRow } from './ledger-store.ts';
export type { LedgerRefusalReason } from './ledger-errors.ts';

/** Only what the ledger needs of the database. */
export type LedgerDb = Pick<Db, 'query' | 'transaction'>;
export type { SqlRunner };

export interface LedgerWriter {
  transfer(request: TransferRequest): Promise<TransferResult>;
  /** All or none: either every transfer is applied (or replayed) or nothing moves. */
  transferBatch(requests: readonly TransferRequest[]): Promise<TransferResult[]>;
}

export interface Ledger extends LedgerWriter {
  /**
   * A checked transfer as ledger_transfer's arguments (transferArgs), for a caller that runs it
   * inside one larger statement of its own and handles its outcomes there.
   */
  prepare(request: TransferRequest): TransferRow;
  /**
   * Writes inside the caller's transaction. A refusal of a single transfer leaves that
   * transaction unchanged and usable, except request_in_progress, after which it must be rolled
   * back and retried; a refused batch leaves earlier legs applied, so roll back.
   */
  within(tx: SqlRunner): LedgerWriter;
}

export interface LedgerOptions {
  clock?: Clock;
  /** Shards per system account (1 puts every transfer of a system account on one row). */
  systemShards?: number;
  /** Attempts for a transfer that lost a race (same-key commit, deadlock, serialization). */
  maxAttempts?: number;
  /** Called after each transfer applied (not replayed), with the handle it ran on (balance-moves.ts). */
  onApplied?: (q: SqlRunner, request: TransferRequest) => void;
}

const KEY_MAX = 200;
const REFERENCE_MAX = 200;

export function createLedger(db: LedgerDb, options: LedgerOptions = {}): Ledger {
  const shards = options.systemShards ?? SYSTEM_ACCOUNT_SHARDS;
  const clock = options.clock ?? systemClock;
  return {
    ...ledgerWriter(db, options),
    within: (tx) => ledgerWriter(tx, options),
    prepare: (request) => prepareTransfer(request, shards, clock.now()),
  };
}

/**
 * Transfers through the database or through an open transaction. Given the database, the
 * writer owns each unit of work and re-runs one that lost a race (see LedgerOptions.maxAttempts);
 * given a transaction, it writes into it and leaves retrying to whoever owns the transaction.
 */
export function ledgerWriter(q: SqlRunner | LedgerDb, options: LedgerOptions = {}): LedgerWriter {
  const clock = options.clock ?? systemClock;
  const shards = options.systemShards ?? SYSTEM_ACCOUNT_SHARDS;
  if (!Number.isInteger(shards) || shards < 1 || shards > 1024) throw new RangeError('systemShards must be 1 to 1024');
  const apply = async (runner: SqlRunner, request: TransferRequest) => {
    const result = await applyTransfer(runner, request, shards, clock.now());
    if (!result.replayed) options.onApplied?.(runner, request);
    return result;
  };
  const applyAll = async (runner: SqlRunner, requests: readonly TransferRequest[]) => {
    assertDistinctKeys(requests);
    const results: TransferResult[] = [];
    for (const request of requests) results.push(await apply(runner, request));
    return results;
  };
  if (!('transaction' in q)) {
    return { transfer: (request) => apply(q, request), transferBatch: (requests) => applyAll(q, requests) };
  }
  const attempts = options.maxAttempts ?? DEFAULT_ATTEMPTS;
  return {
    // A single transfer is a single statement: atomic on its own, no explicit transaction needed.
    transfer: (request) => withRetry(attempts, () => apply(q, request)),
    transferBatch: (requests) => withRetry(attempts, () => q.transaction((tx) => applyAll(tx, requests))),
  };
}

function prepareTransfer(request: TransferRequest, shards: number, at: Date): TransferRow {
  validate(request);
  const shard = shardOf(request.key, shards);
  return {
    key: request.key,
    contentHash: contentHash(request),
    kind: request.kind,
    asset: request.asset,
    debit: columnsOf(request.debit, shard),
    credit: columnsOf(request.credit, shard),
    amount: request.amount,
    reference: request.reference ?? '',
    meta: request.meta ?? {},
    at,
  };
}

async function applyTransfer(q: SqlRunner, request: TransferRequest, shards: number, at: Date): Promise<TransferResult> {
  const row = await applyTransferRow(q, prepareTransfer(request, shards, at));
  switch (row.outcome) {
    case 'applied':
    case 'replayed':
      return {
        transferId: row.transferId,
        replayed: row.outcome === 'replayed',
        debitBalanceAfter: row.debitBalanceAfter,
        creditBalanceAfter: row.creditBalanceAfter,
        createdAt: row.createdAt,
      };
    case 'conflict':
      throw new LedgerRefusal('idempotency_conflict', request.key);
    case 'insufficient':
      throw new LedgerRefusal('insufficient_balance', request.key);
    case 'in_progress':
      throw new LedgerRefusal('request_in_progress', request.key);
  }
}

function validate(request: TransferRequest): void {
  const { key, amount, debit, credit, asset } = request;
  if (key.length === 0 || key.length > KEY_MAX) throw new InvalidTransfer(`key must be 1 to ${KEY_MAX} characters`);
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new InvalidTransfer(`${key}: amount must be a positive integer of hundredths`);
  if ((request.reference ?? '').length > REFERENCE_MAX) throw new InvalidTransfer(`${key}: reference longer than ${REFERENCE_MAX}`);
  if (refName(debit) === refName(credit)) throw new InvalidTransfer(`${key}: debit and credit are the same account`);
  for (const ref of [debit, credit]) {
    if ('playerId' in ref) {
      if (!Number.isSafeInteger(ref.playerId) || ref.playerId <= 0) throw new InvalidTransfer(`${key}: bad player id`);
      if (ref.purpose === 'safebox' && asset !== 'COIN') throw new InvalidTransfer(`${key}: only coins go into a safebox`);
    } else if (!SYSTEM_ACCOUNTS.includes(ref.system)) {
      throw new InvalidTransfer(`${key}: unknown system account ${String(ref.system)}`);
    }
  }
}

function assertDistinctKeys(requests: readonly TransferRequest[]): void {
  const keys = new Set(requests.map((r) => r.key));
  if (keys.size !== requests.length) throw new InvalidTransfer('a batch must not repeat a key');
}

const refName = (ref: AccountRef): string => ('playerId' in ref ? `player:${ref.playerId}:${ref.purpose}` : `system:${ref.system}`);

/** What the transfer moves; the shard a system leg lands on is not part of it. */
export function contentHash(request: TransferRequest): string {
  const content = [request.kind, request.asset, refName(request.debit), refName(request.credit), request.amount, request.reference ?? ''];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

const columnsOf = (ref: AccountRef, shard: number): AccountColumns =>
  'playerId' in ref ? { playerId: ref.playerId, purpose: ref.purpose, shard: 0 } : { playerId: null, purpose: ref.system, shard };

/** FNV-1a of the key: a cheap, stable spread of transfers over the shards of a system account. */
export function shardOf(key: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}
