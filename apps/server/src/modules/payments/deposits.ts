import { PaymentErrcode } from '@casino/contract';
import type { DepositOrder, DepositStatus, calls } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CallInput, CallPayload } from '../../platform/call-route.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PaymentSettings } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import { refusal } from '../../platform/refusal.ts';
import { addTurnover, playerMain, systemAccount, turnoverFor } from '../wallet/index.ts';
import type { Ledger } from '../wallet/index.ts';
import type { Channel } from './channels.ts';
import { toRechargeChannel } from './channels.ts';
import { newOrderId } from './ids.ts';
import type { DepositInstructions, PaymentEvent } from './providers/provider.ts';
import type { ProviderRegistry } from './providers/registry.ts';
import { canTransition, DEPOSIT_TRANSITIONS, OPEN_DEPOSIT_STATUSES } from './states.ts';
import * as store from './store.ts';
import type { CallbackOutcome, DepositRow } from './store.ts';

/**
 * Deposits: an order per attempt, paid through the provider; the coins are credited when the
 * provider confirms (callback, or our query when no callback came), exactly once however often
 * and in whatever order confirmations arrive: the order row is locked, its status must allow
 * paid, and the ledger transfer is keyed by the order id. With DEPOSIT_TURNOVER_MULTIPLIER set,
 * the credit also adds amount x multiplier to the turnover owed, in the same transaction.
 */

/** Unpaid, unexpired orders a player may hold at once. */
export const MAX_OPEN_DEPOSITS = 5;
/** An order without a callback is first asked about after this long, then at most this often. */
export const CHECK_AFTER_MS = 60_000;
/** isRechargeDone asks the provider at most this often per order. */
const ON_DEMAND_CHECK_MS = 2_000;
/** A created order the provider never heard of is failed after this long. */
const CREATED_GIVE_UP_MS = 5 * 60_000;
/** Where the provider's page sends the payer back: the deposit page, which runs the done-check. */
export const depositReturnUrl = (orderId: string) => `/lobby/wallets/deposit?orderId=${encodeURIComponent(orderId)}&check=1`;

/** What recharge3 answers; the router adds the envelope fields. */
export type Recharge3Reply = CallPayload<typeof calls.recharge3>;
type RechargeInput = Pick<CallInput<typeof calls.recharge3>, 'amount' | 'actType' | 'rechargeType'>;

export interface DepositsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  ledger: Ledger;
  channels: readonly Channel[];
  providers: ProviderRegistry;
  settings: PaymentSettings;
  events: EventPublisher;
}

export const toDepositOrder = (r: DepositRow): DepositOrder => ({
  orderId: r.id,
  amount: Number(r.amount),
  rechargeType: r.channel_id,
  channelName: r.channel_name,
  kind: r.kind,
  status: r.status,
  actType: r.act_type,
  createTime: new Date(r.created_at).getTime(),
  expireTime: new Date(r.expires_at).getTime(),
  paidTime: r.paid_at ? new Date(r.paid_at).getTime() : null,
});

/** What a provider (or the expiry) says about an order. */
export interface DepositOutcome {
  orderId: string;
  status: PaymentEvent['status'];
  amount: number;
  providerRef: string | null;
  /** callback, query, expiry. */
  cause: string;
  detail?: Record<string, unknown>;
}

export type Deposits = ReturnType<typeof createDeposits>;

/** Refuses a deposit of `amount` by throwing a Refusal (a time-out, a deposit limit); checked before the provider is called. */
export type DepositGuard = (q: Pick<Db, 'query'>, playerId: number, amount: number) => Promise<void>;

export function createDeposits(deps: DepositsDeps) {
  const { db, clock, log, ledger, channels, providers, settings, events } = deps;
  const guards: DepositGuard[] = [];

  function replyOf(order: DepositRow, instructions: DepositInstructions): Recharge3Reply {
    const base = {
      orderId: order.id, rechargeType: order.channel_id, kind: order.kind,
      amount: Number(order.amount), createTime: new Date(order.created_at).getTime(), expireTime: new Date(order.expires_at).getTime(),
    };
    switch (instructions.method) {
      case 'payUrl': return { ...base, isDepositBank: false, payUrl: instructions.payUrl };
      case 'qr': return { ...base, isDepositBank: false, qrCodeText: instructions.qrCodeText };
      case 'bankOwn': return { ...base, isDepositBank: true, appRechargeBankOwn: { ...instructions.bank, amount: Number(order.amount), reference: instructions.reference } };
    }
  }

  /** Applies a confirmation to an order; the outcome says what it did. */
  async function applyOutcome(outcome: DepositOutcome): Promise<CallbackOutcome> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const order = await store.lockDeposit(tx, outcome.orderId);
      if (!order) return 'unknown_order';
      const amount = Number(order.amount);
      if (outcome.status === 'paid') {
        if (order.status === 'paid') return 'replayed';
        if (outcome.amount !== amount) {
          await store.flagDepositForReview(tx, order.id, now);
          log.warn({ orderId: order.id, expected: amount, reported: outcome.amount, cause: outcome.cause }, 'deposit confirmation with a different amount: not credited, flagged for review');
          return 'amount_mismatch';
        }
        if (!canTransition(DEPOSIT_TRANSITIONS, order.status, 'paid')) return 'ignored';
        // Player lock, then wagering, then ledger rows: the order a withdrawal request takes them in.
        await store.lockPlayerState(tx, order.player_id, now);
        const key = `deposit:${order.id}`;
        // DEPOSIT_TURNOVER_MULTIPLIER (decision 051): the deposit must be bet before a withdrawal.
        // Keyed by the credit, so it is added with it or not at all, and once.
        const turnover = turnoverFor(amount, settings.deposit.turnoverMultiplier);
        await addTurnover(tx, order.player_id, turnover, now, key);
        await ledger.within(tx).transfer({
          key, kind: 'deposit', asset: 'COIN',
          debit: systemAccount('payments_clearing'), credit: playerMain(order.player_id), amount,
          reference: order.id, meta: { provider: order.provider, providerRef: outcome.providerRef ?? order.provider_ref, ...(turnover > 0 ? { turnover } : {}) },
        });
        await store.addRecharge(tx, order.player_id, amount, now);
        await store.setDepositStatus(tx, order.id, order.status, 'paid', now, { paidAt: now, ...(outcome.providerRef ? { providerRef: outcome.providerRef } : {}) });
        await store.recordTransition(tx, { kind: 'deposit', orderId: order.id, from: order.status, to: 'paid', cause: outcome.cause, detail: outcome.detail, at: now });
        await events.publish(tx, 'depositCredited', { playerId: Number(order.player_id), orderId: order.id, amount, actType: Number(order.act_type), at: now });
        return 'applied';
      }
      if (order.status === outcome.status) return 'replayed';
      if (!canTransition(DEPOSIT_TRANSITIONS, order.status, outcome.status)) return 'ignored';
      await store.setDepositStatus(tx, order.id, order.status, outcome.status, now);
      await store.recordTransition(tx, { kind: 'deposit', orderId: order.id, from: order.status, to: outcome.status, cause: outcome.cause, detail: outcome.detail, at: now });
      return 'applied';
    });
  }

  /** Asks the provider about an open order and applies what it says (reconciliation). */
  async function check(order: DepositRow): Promise<void> {
    if (!OPEN_DEPOSIT_STATUSES.includes(order.status)) return;
    const provider = providers.get(order.provider);
    const now = clock.now();
    await store.markDepositChecked(db, order.id, now);
    const expired = now >= new Date(order.expires_at);
    if (!provider) {
      if (expired) await applyOutcome({ orderId: order.id, status: 'expired', amount: Number(order.amount), providerRef: null, cause: 'expiry' });
      return;
    }
    let result;
    try {
      result = await provider.queryOrder('deposit', order.id);
    } catch (err) {
      log.warn({ orderId: order.id, provider: provider.name, err: (err as Error).message }, 'deposit query failed; will ask again');
      return;
    }
    const base = { orderId: order.id, providerRef: result.providerRef, amount: result.amount ?? Number(order.amount), cause: 'query' };
    if (result.status === 'paid' || result.status === 'failed' || result.status === 'expired') {
      await applyOutcome({ ...base, status: result.status, detail: result.reason ? { reason: result.reason } : undefined });
    } else if (expired) {
      // Still unpaid at the provider once its time is up. A payment arriving later is still credited.
      await applyOutcome({ ...base, status: 'expired', cause: 'expiry' });
    } else if (result.status === 'unknown' && order.status === 'created' && now.getTime() - new Date(order.created_at).getTime() >= CREATED_GIVE_UP_MS) {
      await applyOutcome({ ...base, status: 'failed', detail: { reason: 'the provider has no such order' } });
    }
  }

  async function findOwn(playerId: number, orderId: string | undefined): Promise<DepositRow> {
    const order = orderId === undefined ? await store.latestDeposit(db, playerId) : await store.findDeposit(db, playerId, orderId);
    if (!order) throw refusal(PaymentErrcode.OrderNotFound, 'No deposit order with that id');
    return order;
  }

  /** Checks an open order now unless it was checked a moment ago; the order as it then stands. */
  async function checkNow(playerId: number, order: DepositRow): Promise<DepositRow> {
    if (!OPEN_DEPOSIT_STATUSES.includes(order.status)) return order;
    const last = order.last_checked_at ? new Date(order.last_checked_at).getTime() : 0;
    if (clock.now().getTime() - last >= ON_DEMAND_CHECK_MS) await check(order);
    return (await store.findDeposit(db, playerId, order.id)) ?? order;
  }

  return {
    applyOutcome,

    /** Another module's rule that may refuse a deposit before anything is written. */
    addGuard: (guard: DepositGuard) => void guards.push(guard),

    /** getRechargeConfig. */
    async config(playerId: number) {
      const summary = await store.readPaymentSummary(db, playerId);
      return {
        channels: channels.map(toRechargeChannel),
        orderValiditySeconds: settings.deposit.orderTtlMinutes * 60,
        ...summary,
      };
    },

    /** recharge3: opens an order with the provider and answers how to pay it. */
    async create(playerId: number, input: RechargeInput): Promise<Recharge3Reply> {
      for (const guard of guards) await guard(db, playerId, input.amount);
      const channel = channels.find((c) => c.id === input.rechargeType);
      const provider = providers.active;
      if (!channel || !provider) throw refusal(PaymentErrcode.ChannelUnavailable, 'This deposit channel is not available');
      if (input.amount < channel.minAmount) throw refusal(PaymentErrcode.AmountBelowMinimum, `The smallest deposit is ${(channel.minAmount / 100).toFixed(2)}`);
      if (input.amount > channel.maxAmount) throw refusal(PaymentErrcode.AmountAboveMaximum, `The largest deposit is ${(channel.maxAmount / 100).toFixed(2)}`);
      const accounts = await store.listBankAccounts(db, playerId);
      if (channel.bankId !== 0 && !accounts.some((a) => a.bank_id === channel.bankId)) {
        throw refusal(PaymentErrcode.NoBoundAccount, `Bind your ${channel.name} account first`);
      }
      if (channel.bankId === 0 && accounts.length === 0) throw refusal(PaymentErrcode.NoBoundAccount, 'Bind a bank account or e-wallet first');
      const now = clock.now();
      if ((await store.countOpenDeposits(db, playerId, now)) >= MAX_OPEN_DEPOSITS) {
        throw refusal(PaymentErrcode.TooManyOpenOrders, 'Too many unpaid deposit orders are open; pay one or wait until they expire');
      }
      const orderId = newOrderId('D', now);
      const expiresAt = new Date(now.getTime() + settings.deposit.orderTtlMinutes * 60_000);
      await db.transaction(async (tx) => {
        await store.insertDeposit(tx, {
          id: orderId, playerId, channelId: channel.id, channelName: channel.name, kind: channel.kind, provider: provider.name,
          amount: input.amount, actType: input.actType, now, expiresAt,
        });
        await store.recordTransition(tx, { kind: 'deposit', orderId, from: null, to: 'created', cause: 'player', detail: { actType: input.actType }, at: now });
      });

      let instructions: DepositInstructions;
      try {
        instructions = await provider.createDeposit({
          orderId, amount: input.amount, method: channel.kind, description: `Deposit ${orderId}`, expiresAt,
          returnUrl: depositReturnUrl(orderId), ownBank: channel.ownBank,
        });
      } catch (err) {
        log.warn({ orderId, provider: provider.name, err: (err as Error).message }, 'provider refused a deposit order');
        await applyOutcome({ orderId, status: 'failed', amount: input.amount, providerRef: null, cause: 'provider', detail: { reason: 'create refused' } });
        throw refusal(PaymentErrcode.ProviderUnavailable, 'The payment provider is not available; try again later');
      }
      const order = await db.transaction(async (tx) => {
        const current = await store.lockDeposit(tx, orderId);
        if (!current) throw new Error(`deposit ${orderId} vanished`);
        const stored = { ...instructions } as Record<string, unknown>;
        if (current.status === 'created') {
          await store.setDepositStatus(tx, orderId, 'created', 'pending', clock.now(), { providerRef: instructions.providerRef, instructions: stored });
          await store.recordTransition(tx, { kind: 'deposit', orderId, from: 'created', to: 'pending', cause: 'provider', at: clock.now() });
        }
        return (await store.lockDeposit(tx, orderId)) ?? current;
      });
      return replyOf(order, instructions);
    },

    /** isRechargeDone: the order (default: the latest), asking the provider first if it is still open. */
    async isDone(playerId: number, orderId: string | undefined) {
      const order = await checkNow(playerId, await findOwn(playerId, orderId));
      return { isRechargeDone: order.status === 'paid', orderId: order.id, status: order.status, amount: Number(order.amount) };
    },

    /** getRechargeRecord. */
    async records(playerId: number, query: store.PageQuery & { status?: DepositStatus }) {
      const { rows, total } = await store.listDeposits(db, playerId, { ...query, statuses: query.status ? [query.status] : undefined });
      return { list: rows.map(toDepositOrder), total, page: query.page, pageSize: query.pageSize };
    },

    /** checkRechargeOrder: re-checks the open orders on the page (or the one named) and returns them. */
    async checkOrders(playerId: number, query: store.PageQuery & { orderId?: string }) {
      if (query.orderId !== undefined) {
        const order = await checkNow(playerId, await findOwn(playerId, query.orderId));
        return { list: [toDepositOrder(order)], total: 1, page: 1, pageSize: query.pageSize };
      }
      const filter = { ...query, statuses: OPEN_DEPOSIT_STATUSES };
      const before = await store.listDeposits(db, playerId, filter);
      for (const order of before.rows) await checkNow(playerId, order);
      const after = await store.listDeposits(db, playerId, filter);
      return { list: after.rows.map(toDepositOrder), total: after.total, page: query.page, pageSize: query.pageSize };
    },

    /** The periodic reconciliation: asks about orders no callback has settled; returns how many. */
    async reconcileDue(limit = 50): Promise<number> {
      const now = clock.now();
      const due = await store.depositsDueForCheck(db, now, new Date(now.getTime() - CHECK_AFTER_MS), new Date(now.getTime() - CHECK_AFTER_MS), limit);
      for (const order of due) await check(order);
      return due.length;
    },
  };
}
