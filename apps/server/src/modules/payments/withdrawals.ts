import { PaymentErrcode, ProcessingPeriods } from '@casino/contract';
import type { WithdrawalOrder, WithdrawalStatus } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { PaymentSettings } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import { refusal } from '../../platform/refusal.ts';
import { OperatorRefusal, recordAudit } from '../audit/index.ts';
import type { KycFace } from '../kyc/index.ts';
import { playerMain, systemAccount } from '../wallet/index.ts';
import type { TransferRequest, WalletService } from '../wallet/index.ts';
import { userBanksOf } from './bank-accounts.ts';
import { findBank, maskAccountNumber } from './banks.ts';
import { asPaymentError } from './errors.ts';
import { newOrderId, phDayStart } from './ids.ts';
import type { ProviderRegistry } from './providers/registry.ts';
import { canTransition, WITHDRAWAL_TRANSITIONS } from './states.ts';
import * as store from './store.ts';
import type { CallbackOutcome, WithdrawalRow } from './store.ts';

/**
 * Withdrawals: the rules a request must pass (each refusing with its own errcode), the coins
 * held at request (player main -> withdrawals pending), then paid out through the provider once
 * an operator approves, or at once when the amount is within automatic approval
 * (withdrawals pending -> payments clearing), or given back when rejected, cancelled by the
 * player while pending, or when the payout fails (withdrawals pending -> player main). Each
 * movement happens once: the order row is locked, its status must allow the change, and every
 * transfer is keyed by order.
 */

/** A payout without a confirmation is asked about at most this often. */
export const PAYOUT_CHECK_MS = 60_000;

/** The audit log's actor for approvals by the WITHDRAW_AUTO_APPROVE_MAX rule (docs/decisions/048). */
export const AUTO_APPROVER = 'auto';
/** The audit log's actor for a player's own action, e.g. `player.42` cancelling a withdrawal (docs/decisions/047). */
export const PLAYER_ACTOR_PREFIX = 'player.';
export const playerActor = (playerId: number): string => `${PLAYER_ACTOR_PREFIX}${playerId}`;

export interface WithdrawalsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  wallet: Pick<WalletService, 'ledger' | 'safebox' | 'readBalances' | 'turnoverStatus' | 'assertWithdrawable'>;
  kyc: Pick<KycFace, 'kycStatusOf'>;
  providers: ProviderRegistry;
  settings: PaymentSettings;
  events: EventPublisher;
}

export interface WithdrawalInput {
  amount: number;
  bankId: number;
  /** The wallet password, encrypted like login passwords. */
  password: string;
  requestId: string;
}

export interface PayoutOutcome {
  orderId: string;
  status: 'paid' | 'failed' | 'expired';
  amount: number;
  providerRef: string | null;
  reason: string;
  cause: string;
}

export const toWithdrawalOrder = (r: WithdrawalRow): WithdrawalOrder => ({
  orderId: r.id,
  amount: Number(r.amount),
  fee: Number(r.fee),
  payoutAmount: Number(r.amount) - Number(r.fee),
  bankId: r.bank_id,
  bankName: findBank(r.bank_id)?.bankName ?? '',
  accountName: r.account_name,
  cardNum: maskAccountNumber(r.account_number),
  status: r.status,
  reason: r.reason,
  createTime: new Date(r.created_at).getTime(),
  updateTime: new Date(r.updated_at).getTime(),
});

/** What the audit log keeps of an order: no account number. */
const auditView = (r: WithdrawalRow) => ({
  status: r.status, amount: Number(r.amount), fee: Number(r.fee), playerId: Number(r.player_id), bankId: r.bank_id, reason: r.reason,
});

/** The fee in hundredths: feePercent of the amount, rounded up, in integer maths. */
export function withdrawalFee(amount: number, feePercent: number): number {
  const basisPoints = BigInt(Math.round(feePercent * 100));
  return Number((BigInt(amount) * basisPoints + 9_999n) / 10_000n);
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;

export function createWithdrawals(deps: WithdrawalsDeps) {
  const { db, clock, log, wallet, kyc, providers, settings, events } = deps;
  const limits = settings.withdraw;

  function replayOf(existing: WithdrawalRow, input: WithdrawalInput): WithdrawalRow {
    if (Number(existing.amount) !== input.amount || existing.bank_id !== input.bankId) {
      throw refusal(PaymentErrcode.RequestIdReused, 'This request id was already used for a different withdrawal');
    }
    return existing;
  }

  /** Sends a payout approved just now; a failure here is left to reconciliation, never to the caller. */
  async function submitApproved(order: WithdrawalRow): Promise<WithdrawalRow> {
    try {
      await submitPayout(order);
    } catch (err) {
      log.error({ orderId: order.id, err: (err as Error).message }, 'approved payout could not be submitted; reconciliation will send it');
    }
    return (await store.findWithdrawal(db, order.id)) ?? order;
  }

  /** Settles an approved payout: paid (out to clearing, the fee to the house) or failed (refund). */
  async function applyPayoutOutcome(outcome: PayoutOutcome): Promise<CallbackOutcome> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const order = await store.lockWithdrawal(tx, outcome.orderId);
      if (!order) return 'unknown_order';
      const target: WithdrawalStatus = outcome.status === 'paid' ? 'paid' : 'failed';
      if (order.status === target) return 'replayed';
      const payout = Number(order.amount) - Number(order.fee);
      if (target === 'paid' && outcome.amount !== payout) {
        log.error({ orderId: order.id, expected: payout, reported: outcome.amount, cause: outcome.cause }, 'payout confirmation with a different amount: not settled, needs review');
        return 'amount_mismatch';
      }
      if (!canTransition(WITHDRAWAL_TRANSITIONS, order.status, target)) {
        // A payout reported paid after we gave the coins back (or the reverse) needs a person.
        if (order.status !== 'pending') log.error({ orderId: order.id, status: order.status, reported: target, cause: outcome.cause }, 'payout outcome contradicts the order; needs review');
        return 'ignored';
      }
      await settle(tx, order, target, outcome.reason, outcome.cause, now, outcome.providerRef);
      return 'applied';
    });
  }

  /** Moves the held coins for a final status, with its transition row, in the caller's transaction. */
  async function settle(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0], order: WithdrawalRow, to: 'paid' | 'failed' | 'rejected' | 'cancelled',
    reason: string, cause: string, now: Date, providerRef: string | null,
  ): Promise<WithdrawalRow> {
    const amount = Number(order.amount);
    const fee = Number(order.fee);
    const transfers: TransferRequest[] = to === 'paid'
      ? [
          { key: `withdrawal:paid:${order.id}`, kind: 'withdrawalPaid', asset: 'COIN', debit: systemAccount('withdrawals_pending'), credit: systemAccount('payments_clearing'), amount: amount - fee, reference: order.id, meta: { provider: order.provider, providerRef } },
          ...(fee > 0 ? [{ key: `withdrawal:fee:${order.id}`, kind: 'withdrawalPaid', asset: 'COIN', debit: systemAccount('withdrawals_pending'), credit: systemAccount('house'), amount: fee, reference: order.id, meta: { part: 'fee' } } as TransferRequest] : []),
        ]
      : [{ key: `withdrawal:refund:${order.id}`, kind: 'withdrawalRefund', asset: 'COIN', debit: systemAccount('withdrawals_pending'), credit: playerMain(Number(order.player_id)), amount, reference: order.id, meta: { status: to } }];
    await wallet.ledger.within(tx).transferBatch(transfers);
    const after = await store.setWithdrawalStatus(tx, order.id, order.status, to, now, { reason, ...(providerRef ? { providerRef } : {}) });
    if (!after) throw new Error(`withdrawal ${order.id} changed under its lock`);
    await store.recordTransition(tx, { kind: 'withdrawal', orderId: order.id, from: order.status, to, cause, detail: reason ? { reason } : {}, at: now });
    const event = { playerId: Number(order.player_id), orderId: order.id, amount, at: now };
    if (to === 'paid') await events.publish(tx, 'withdrawalPaid', event);
    else await events.publish(tx, 'withdrawalRefused', { ...event, outcome: to, reason });
    return after;
  }

  /** Sends an approved withdrawal to the provider; a failure to reach it is retried by reconciliation. */
  async function submitPayout(order: WithdrawalRow): Promise<void> {
    const provider = providers.get(order.provider) ?? providers.active;
    const bank = findBank(order.bank_id);
    if (!provider || !bank) return;
    let result;
    try {
      result = await provider.createPayout({
        orderId: order.id, amount: Number(order.amount) - Number(order.fee),
        account: { bankId: bank.bankId, shortBankName: bank.shortBankName, kind: bank.kind, accountName: order.account_name, accountNumber: order.account_number },
      });
    } catch (err) {
      log.warn({ orderId: order.id, provider: provider.name, err: (err as Error).message }, 'payout could not be sent; will try again');
      await store.markWithdrawalChecked(db, order.id, clock.now());
      return;
    }
    await store.setWithdrawalProviderRef(db, order.id, result.providerRef, clock.now());
    if (result.status !== 'pending') {
      await applyPayoutOutcome({
        orderId: order.id, status: result.status, amount: Number(order.amount) - Number(order.fee),
        providerRef: result.providerRef, reason: result.reason, cause: 'provider',
      });
    }
  }

  /** Automatic approval applies: switched on, a provider to pay out through, and the amount at or under the setting. */
  function withinAutoApproval(amount: number): boolean {
    return limits.autoApproveMax > 0 && Boolean(providers.active) && amount <= limits.autoApproveMax;
  }

  /** pending -> processing by the automatic-approval rule, audited as AUTO_APPROVER, in the request's transaction. */
  async function autoApprove(tx: Parameters<Parameters<Db['transaction']>[0]>[0], order: WithdrawalRow, now: Date): Promise<WithdrawalRow> {
    const provider = providers.active!;
    const after = await store.setWithdrawalStatus(tx, order.id, 'pending', 'processing', now, { provider: provider.name });
    if (!after) throw new Error(`withdrawal ${order.id} changed under its lock`);
    await store.recordTransition(tx, { kind: 'withdrawal', orderId: order.id, from: 'pending', to: 'processing', cause: AUTO_APPROVER, at: now });
    await events.publish(tx, 'withdrawalApproved', { playerId: Number(order.player_id), orderId: order.id, amount: Number(order.amount), at: now });
    await recordAudit(tx, {
      operator: AUTO_APPROVER, action: 'withdrawal.approve', subjectKind: 'withdrawal', subjectId: order.id,
      before: auditView(order), after: auditView(after), detail: { rule: 'WITHDRAW_AUTO_APPROVE_MAX', autoApproveMax: limits.autoApproveMax }, at: now,
    });
    return after;
  }

  async function lockForReview(tx: Parameters<Parameters<Db['transaction']>[0]>[0], orderId: string): Promise<WithdrawalRow> {
    const order = await store.lockWithdrawal(tx, orderId);
    if (!order) throw new OperatorRefusal(`no withdrawal ${orderId}`);
    if (order.status !== 'pending') throw new OperatorRefusal(`withdrawal ${orderId} is ${order.status}, not pending`);
    return order;
  }

  return {
    applyPayoutOutcome,

    /** exchange: checks every rule, then holds the coins; a retry with the same requestId returns the first order. */
    async request(playerId: number, input: WithdrawalInput): Promise<{ order: WithdrawalOrder; coin: number }> {
      try {
        const earlier = await store.findWithdrawalByRequest(db, playerId, input.requestId);
        if (earlier) {
          const order = replayOf(earlier, input);
          return { order: toWithdrawalOrder(order), coin: (await wallet.readBalances(playerId)).coin };
        }
        const kycStatus = await kyc.kycStatusOf(db, playerId);
        if (kycStatus === 'pending') throw refusal(PaymentErrcode.KycPending, 'Your identity verification is being reviewed');
        if (kycStatus !== 'approved') throw refusal(PaymentErrcode.KycRequired, 'Verify your identity before your first withdrawal');
        await wallet.safebox.verifyPassword(playerId, input.password);
        const account = await store.findBankAccount(db, playerId, input.bankId);
        if (!account) throw refusal(PaymentErrcode.NoBoundAccount, 'Bind an account for this bank or e-wallet first');

        const held = await db.transaction(async (tx) => {
          const now = clock.now();
          // One request of a player at a time: the daily limits and the replay check see the last one.
          await store.lockPlayerState(tx, playerId, now);
          const racing = await store.findWithdrawalByRequest(tx, playerId, input.requestId);
          if (racing) return { row: replayOf(racing, input), coin: (await wallet.readBalances(playerId, tx)).coin, autoApproved: false };
          await wallet.assertWithdrawable(playerId, tx);
          if (input.amount < limits.minAmount) throw refusal(PaymentErrcode.AmountBelowMinimum, `The smallest withdrawal is ${(limits.minAmount / 100).toFixed(2)}`);
          if (input.amount > limits.maxAmount) throw refusal(PaymentErrcode.AmountAboveMaximum, `The largest withdrawal is ${(limits.maxAmount / 100).toFixed(2)}`);
          const fee = withdrawalFee(input.amount, limits.feePercent);
          if (fee >= input.amount) throw refusal(PaymentErrcode.AmountBelowMinimum, 'The amount does not cover the fee');
          const today = await store.withdrawnSince(tx, playerId, phDayStart(now));
          if (today.count >= limits.dailyMaxCount) throw refusal(PaymentErrcode.DailyCountExceeded, `At most ${limits.dailyMaxCount} withdrawals a day`);
          if (today.amount + input.amount > limits.dailyMaxAmount) {
            throw refusal(PaymentErrcode.DailyAmountExceeded, `At most ${(limits.dailyMaxAmount / 100).toFixed(2)} a day; ${((limits.dailyMaxAmount - today.amount) / 100).toFixed(2)} left today`);
          }
          const order = await store.insertWithdrawal(tx, {
            id: newOrderId('W', now), playerId, requestId: input.requestId, account, amount: input.amount, fee,
            provider: providers.active?.name ?? 'none', now,
          });
          await store.recordTransition(tx, { kind: 'withdrawal', orderId: order.id, from: null, to: 'pending', cause: 'player', at: now });
          const hold = await wallet.ledger.within(tx).transfer({
            key: `withdrawal:hold:${order.id}`, kind: 'withdrawalHold', asset: 'COIN',
            debit: playerMain(playerId), credit: systemAccount('withdrawals_pending'), amount: input.amount, reference: order.id,
          });
          await events.publish(tx, 'withdrawalRequested', { playerId, orderId: order.id, amount: input.amount, at: now });
          const approved = kycStatus === 'approved' && withinAutoApproval(input.amount) ? await autoApprove(tx, order, now) : null;
          return { row: approved ?? order, coin: hold.debitBalanceAfter, autoApproved: approved !== null };
        });
        // The payout leaves after the commit, like an operator's approval.
        const row = held.autoApproved ? await submitApproved(held.row) : held.row;
        return { order: toWithdrawalOrder(row), coin: held.coin };
      } catch (err) {
        throw asPaymentError(err);
      }
    },

    /** getExchange: what the withdraw page needs. */
    async info(playerId: number) {
      const now = clock.now();
      const [balances, turnover, today, kycStatus, accounts] = await Promise.all([
        wallet.readBalances(playerId), wallet.turnoverStatus(playerId), store.withdrawnSince(db, playerId, phDayStart(now)),
        kyc.kycStatusOf(db, playerId), store.listBankAccounts(db, playerId),
      ]);
      const blocked = kycStatus !== 'approved' || turnover.owed > 0 || today.count >= limits.dailyMaxCount;
      const most = Math.min(balances.coin, limits.maxAmount, Math.max(0, limits.dailyMaxAmount - today.amount));
      return {
        coin: balances.coin,
        withdrawable: blocked || most < limits.minAmount ? 0 : most,
        minAmount: limits.minAmount,
        maxAmount: limits.maxAmount,
        dailyMaxAmount: limits.dailyMaxAmount,
        dailyMaxCount: limits.dailyMaxCount,
        todayAmount: today.amount,
        todayCount: today.count,
        feePercent: limits.feePercent,
        turnoverOwed: turnover.owed,
        kycStatus,
        hasSafeboxPassword: balances.hasSafeboxPassword,
        processingPeriods: ProcessingPeriods.map((p) => ({ ...p })),
        ...userBanksOf(accounts),
      };
    },

    /** getExchangeOrder. */
    async list(playerId: number, query: store.PageQuery & { status?: WithdrawalStatus }) {
      const { rows, total } = await store.listWithdrawals(db, { playerId, page: query.page, pageSize: query.pageSize, statuses: query.status ? [query.status] : undefined });
      return { list: rows.map(toWithdrawalOrder), total, page: query.page, pageSize: query.pageSize };
    },

    /** The operators' queue, oldest first. */
    listForReview: (statuses: readonly WithdrawalStatus[], limit: number) => store.listWithdrawals(db, { statuses, page: 1, pageSize: limit }),

    /** An operator approves: the order goes to processing and its payout is sent. */
    async approve(orderId: string, operator: string): Promise<WithdrawalRow> {
      const provider = providers.active;
      if (!provider) throw new OperatorRefusal('no payment provider is configured (PAYMENT_PROVIDER=off): nothing can be paid out');
      const approved = await db.transaction(async (tx) => {
        const now = clock.now();
        const order = await lockForReview(tx, orderId);
        const after = await store.setWithdrawalStatus(tx, order.id, 'pending', 'processing', now, { provider: provider.name });
        if (!after) throw new OperatorRefusal(`withdrawal ${orderId} changed meanwhile`);
        await store.recordTransition(tx, { kind: 'withdrawal', orderId, from: 'pending', to: 'processing', cause: `operator:${operator}`, at: now });
        await events.publish(tx, 'withdrawalApproved', { playerId: Number(order.player_id), orderId, amount: Number(order.amount), at: now });
        await recordAudit(tx, { operator, action: 'withdrawal.approve', subjectKind: 'withdrawal', subjectId: orderId, before: auditView(order), after: auditView(after), at: now });
        return after;
      });
      await submitPayout(approved);
      return (await store.findWithdrawal(db, orderId)) ?? approved;
    },

    /**
     * cancelExchange: the player takes back a withdrawal still waiting for review; the held
     * coins go back to the balance. The order row's lock decides a race with an operator's
     * approval or rejection: whichever locks first wins, the other finds the order moved.
     * Cancelling a cancelled order again answers it unchanged.
     */
    async cancel(playerId: number, orderId: string): Promise<{ order: WithdrawalOrder; coin: number }> {
      try {
        return await db.transaction(async (tx) => {
          const now = clock.now();
          const order = await store.lockPlayerWithdrawal(tx, playerId, orderId);
          if (!order) throw refusal(PaymentErrcode.OrderNotFound, 'You have no withdrawal with this order id');
          // A replay: already cancelled, nothing moves again.
          if (order.status === 'cancelled') return { order: toWithdrawalOrder(order), coin: (await wallet.readBalances(playerId, tx)).coin };
          if (!canTransition(WITHDRAWAL_TRANSITIONS, order.status, 'cancelled')) {
            throw refusal(PaymentErrcode.WithdrawalNotCancellable, `This withdrawal is ${order.status}: only one waiting for review can be cancelled`);
          }
          const after = await settle(tx, order, 'cancelled', '', 'player', now, null);
          await recordAudit(tx, {
            operator: playerActor(playerId), action: 'withdrawal.cancel', subjectKind: 'withdrawal', subjectId: order.id,
            before: auditView(order), after: auditView(after), at: now,
          });
          return { order: toWithdrawalOrder(after), coin: (await wallet.readBalances(playerId, tx)).coin };
        });
      } catch (err) {
        throw asPaymentError(err);
      }
    },

    /** An operator rejects: the held coins go back to the player. */
    async reject(orderId: string, operator: string, reason: string): Promise<WithdrawalRow> {
      if (reason.trim() === '') throw new OperatorRefusal('a reason is required to reject');
      return db.transaction(async (tx) => {
        const now = clock.now();
        const order = await lockForReview(tx, orderId);
        const after = await settle(tx, order, 'rejected', reason.trim(), `operator:${operator}`, now, null);
        await recordAudit(tx, { operator, action: 'withdrawal.reject', subjectKind: 'withdrawal', subjectId: orderId, before: auditView(order), after: auditView(after), detail: { reason: reason.trim() }, at: now });
        return after;
      });
    },

    /** The periodic reconciliation of payouts no callback has settled; returns how many were asked about. */
    async reconcileDue(limit = 50): Promise<number> {
      const now = clock.now();
      const due = await store.payoutsDueForCheck(db, new Date(now.getTime() - PAYOUT_CHECK_MS), limit);
      for (const order of due) {
        const provider = providers.get(order.provider);
        if (!provider) continue;
        await store.markWithdrawalChecked(db, order.id, now);
        let result;
        try {
          result = await provider.queryOrder('payout', order.id);
        } catch (err) {
          log.warn({ orderId: order.id, err: (err as Error).message }, 'payout query failed; will ask again');
          continue;
        }
        if (result.status === 'unknown') await submitPayout(order);
        else if (result.status !== 'pending') {
          await applyPayoutOutcome({
            orderId: order.id, status: result.status, amount: result.amount ?? Number(order.amount) - Number(order.fee),
            providerRef: result.providerRef, reason: result.reason, cause: 'query',
          });
        }
      }
      return due.length;
    },
  };
}
