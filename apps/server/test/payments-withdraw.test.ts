import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentErrcode, WithdrawPasswordWrongReply } from '@casino/contract';
import { readSystemBalance } from '../src/modules/wallet/ledger-store.ts';
import { SAFEBOX_LOCK_MS, SAFEBOX_MAX_FAILURES } from '../src/modules/wallet/safebox.ts';
import { createWalletService } from '../src/modules/wallet/service.ts';
import { call, encryptPassword, registerPlayer } from './helper.ts';
import {
  bind, buildPaymentsApp, coinOf, drainCallbacks, expectBooksClean, fundedPlayer, GCASH, readyToWithdraw, requestId, submitKyc,
  WALLET_PASSWORD,
} from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp({ withdraw: { minAmount: 10_000, maxAmount: 500_000, dailyMaxAmount: 800_000, dailyMaxCount: 3 } });
});
afterAll(() => t.dispose());

const withdraw = (token: string, body: { amount: number; bankId?: number; password: string; requestId?: string }) =>
  call(t.app, 'exchange', { bankId: GCASH, requestId: requestId(), ...body }, token);
const ordersOf = async (playerId: number) =>
  (await t.app.db.query<{ id: string; status: string }>('SELECT id, status FROM withdrawal_orders WHERE player_id = $1 ORDER BY seq', [playerId])).rows;
const statusOf = async (orderId: string) =>
  (await t.app.db.query<{ status: string; reason: string }>('SELECT status, reason FROM withdrawal_orders WHERE id = $1', [orderId])).rows[0];

describe('withdrawal rules, each with its own errcode, nothing held when refused', () => {
  it('identity: none or rejected is 2110, pending is 2111', async () => {
    const player = await fundedPlayer(t.app, 100_000);
    const password = await encryptPassword(t.app, WALLET_PASSWORD);
    expect(await withdraw(player.token, { amount: 10_000, password })).toMatchObject({ errcode: PaymentErrcode.KycRequired });
    const submission = await submitKyc(t.app, player.token);
    expect(await withdraw(player.token, { amount: 10_000, password })).toMatchObject({ errcode: PaymentErrcode.KycPending });
    expect((await t.ops('kyc', 'reject', String(submission), '--reason', 'blurred photo', '--operator', 'tester')).status).toBe(0);
    expect(await withdraw(player.token, { amount: 10_000, password })).toMatchObject({ errcode: PaymentErrcode.KycRequired });
    expect(await coinOf(t.app, player.token)).toBe(100_000);
    expect(await ordersOf(player.user.id)).toEqual([]);
  });

  it('wallet password: not set 2112, wrong 2113 counting attemptsLeft down, locked after five wrong 2114 with retryAfter', async () => {
    const player = await fundedPlayer(t.app, 100_000);
    const submission = await submitKyc(t.app, player.token);
    await t.ops('kyc', 'approve', String(submission), '--operator', 'tester');
    const right = await encryptPassword(t.app, WALLET_PASSWORD);
    const wrong = await encryptPassword(t.app, 'Not-the-one-1');
    expect(await withdraw(player.token, { amount: 10_000, password: right })).toMatchObject({ errcode: PaymentErrcode.WithdrawPasswordNotSet });
    await call(t.app, 'safeboxPasswordInit', { password: right }, player.token);
    // The count is a declared field of the reply (WithdrawPasswordWrongReply), not only text in msg.
    const left: number[] = [];
    for (let i = 1; i < SAFEBOX_MAX_FAILURES; i++) left.push(WithdrawPasswordWrongReply.parse(await withdraw(player.token, { amount: 10_000, password: wrong })).attemptsLeft);
    expect(left).toEqual([4, 3, 2, 1]);
    const locked = await withdraw(player.token, { amount: 10_000, password: wrong });
    expect(locked).toMatchObject({ code: 200, errcode: PaymentErrcode.WithdrawPasswordLocked, retryAfter: SAFEBOX_LOCK_MS / 1000 });
    expect(locked).not.toHaveProperty('attemptsLeft');
    expect(await withdraw(player.token, { amount: 10_000, password: right })).toMatchObject({ errcode: PaymentErrcode.WithdrawPasswordLocked });
    expect(await ordersOf(player.user.id)).toEqual([]);
  });

  it('bound account 2103, turnover 2030, minimum 2101, maximum 2102, balance 2117', async () => {
    const player = await readyToWithdraw(t, 600_000);
    const { password } = player;
    expect(await withdraw(player.token, { amount: 10_000, password, bankId: 201 })).toMatchObject({ errcode: PaymentErrcode.NoBoundAccount });
    expect(await withdraw(player.token, { amount: 9_999, password })).toMatchObject({ errcode: PaymentErrcode.AmountBelowMinimum });
    expect(await withdraw(player.token, { amount: 500_001, password })).toMatchObject({ errcode: PaymentErrcode.AmountAboveMaximum });

    const wallet = createWalletService({ db: t.app.db, clock: t.app.clock, decryptPassword: () => null });
    await wallet.grantReward(t.app.db, player.user.id, { id: 2001, count: 1_000, betRate: 3 }, { key: `test-reward-${player.user.id}` });
    expect(await withdraw(player.token, { amount: 10_000, password })).toMatchObject({ errcode: PaymentErrcode.TurnoverOutstanding, msg: expect.stringContaining('30.00') });
    await wallet.recordBet(player.user.id, 3_000);
    expect(await coinOf(t.app, player.token)).toBe(601_000);

    const other = await readyToWithdraw(t, 10_000);
    expect(await withdraw(other.token, { amount: 10_001, password: other.password })).toMatchObject({ errcode: PaymentErrcode.InsufficientBalance });
    expect(await ordersOf(other.user.id)).toEqual([]);
    expect(await ordersOf(player.user.id)).toEqual([]);
    await expectBooksClean(t.app);
  });

  it('daily count 2116 and daily amount 2115 (Philippine day); a rejected one does not count; a new day resets', async () => {
    const player = await readyToWithdraw(t, 1_500_000);
    const { password } = player;
    const first = await withdraw(player.token, { amount: 400_000, password });
    expect(first).toMatchObject({ errcode: 0, order: { status: 'pending', amount: 400_000, fee: 0, payoutAmount: 400_000 }, coin: 1_100_000 });
    expect(await withdraw(player.token, { amount: 400_001, password })).toMatchObject({ errcode: PaymentErrcode.DailyAmountExceeded });
    expect(await withdraw(player.token, { amount: 400_000, password })).toMatchObject({ errcode: 0 });
    expect(await t.ops('withdrawals', 'reject', first.order!.orderId, '--reason', 'test', '--operator', 'tester')).toMatchObject({ status: 0 });
    expect(await withdraw(player.token, { amount: 10_000, password })).toMatchObject({ errcode: 0 });
    expect(await withdraw(player.token, { amount: 10_000, password })).toMatchObject({ errcode: 0 });
    expect(await withdraw(player.token, { amount: 10_000, password })).toMatchObject({ errcode: PaymentErrcode.DailyCountExceeded });
    const info = await call(t.app, 'getExchange', {}, player.token);
    expect(info).toMatchObject({ todayCount: 3, todayAmount: 420_000, withdrawable: 0, kycStatus: 'approved', hasSafeboxPassword: true });

    // 2030-01-01T00:00Z is 08:00 in Manila; the Philippine day ends at 16:00Z.
    t.app.clock.set(new Date('2030-01-01T15:59:00Z'));
    expect(await withdraw(player.token, { amount: 10_000, password })).toMatchObject({ errcode: PaymentErrcode.DailyCountExceeded });
    t.app.clock.set(new Date('2030-01-01T16:00:00Z'));
    expect(await withdraw(player.token, { amount: 10_000, password })).toMatchObject({ errcode: 0 });
    t.app.clock.set(new Date('2030-01-01T00:00:00Z'));
    await expectBooksClean(t.app);
  });

  it('a retry with the same requestId returns the first order; with other content it is 2118', async () => {
    const player = await readyToWithdraw(t, 100_000);
    const id = requestId();
    const first = await withdraw(player.token, { amount: 20_000, password: player.password, requestId: id });
    const again = await withdraw(player.token, { amount: 20_000, password: player.password, requestId: id });
    expect(again.order).toEqual(first.order);
    expect(await withdraw(player.token, { amount: 30_000, password: player.password, requestId: id })).toMatchObject({ errcode: PaymentErrcode.RequestIdReused });
    expect(await coinOf(t.app, player.token)).toBe(80_000);
    expect(await ordersOf(player.user.id)).toHaveLength(1);
  });
});

describe('hold, payout, refund', () => {
  it('holds at request, pays out on approval (callback), each movement once', async () => {
    const player = await readyToWithdraw(t, 200_000);
    const res = await withdraw(player.token, { amount: 150_000, password: player.password });
    expect(res).toMatchObject({ errcode: 0, coin: 50_000, order: { status: 'pending', bankId: GCASH, bankName: 'GCash', accountName: 'Juan Dela Cruz' } });
    expect(res.order?.cardNum).toBe(`*******${player.gcash.slice(-4)}`);
    const orderId = res.order!.orderId;
    expect(orderId).toMatch(/^W\d{8}[0-9A-Z]{10}$/);
    expect(await call(t.app, 'getExchangeOrder', {}, player.token)).toMatchObject({ total: 1, list: [{ orderId, status: 'pending' }] });

    const approved = await t.ops('withdrawals', 'approve', orderId, '--operator', 'alice');
    expect(approved.status).toBe(0);
    expect(approved.lines[0]).toContain('paid');
    expect(await statusOf(orderId)).toMatchObject({ status: 'paid' });
    // The sandbox repeats its callback: nothing moves twice.
    const { rows } = await t.app.db.query<{ id: number }>(`SELECT id FROM sandbox_callback_outbox WHERE body LIKE $1`, [`%${orderId}%`]);
    await t.app.db.query('UPDATE sandbox_callback_outbox SET delivered_at = NULL, next_attempt_at = $2 WHERE id = $1', [rows[0]?.id, t.app.clock.now()]);
    await drainCallbacks(t.app);
    expect(await t.ops('withdrawals', 'approve', orderId, '--operator', 'alice')).toMatchObject({ status: 1 });
    const kinds = (await t.app.db.query<{ kind: string }>('SELECT kind FROM ledger_transfers WHERE reference = $1 ORDER BY id', [orderId])).rows.map((r) => r.kind);
    expect(kinds).toEqual(['withdrawalHold', 'withdrawalPaid']);
    expect(await coinOf(t.app, player.token)).toBe(50_000);
    expect(await call(t.app, 'getExchangeOrder', { status: 'paid' }, player.token)).toMatchObject({ total: 1 });
    await expectBooksClean(t.app);
  });

  it('gives the coins back when the payout fails (the sandbox bank refuses accounts ending 0000)', async () => {
    const player = await readyToWithdraw(t, 100_000);
    await bind(t.app, player.token, 202, '123456780000');
    const res = await withdraw(player.token, { amount: 60_000, password: player.password, bankId: 202 });
    expect(await coinOf(t.app, player.token)).toBe(40_000);
    await t.ops('withdrawals', 'approve', res.order!.orderId, '--operator', 'alice');
    expect(await statusOf(res.order!.orderId)).toMatchObject({ status: 'failed', reason: expect.stringContaining('refused') });
    expect(await coinOf(t.app, player.token)).toBe(100_000);
    const kinds = (await t.app.db.query<{ kind: string }>('SELECT kind FROM ledger_transfers WHERE reference = $1 ORDER BY id', [res.order!.orderId])).rows.map((r) => r.kind);
    expect(kinds).toEqual(['withdrawalHold', 'withdrawalRefund']);
    await expectBooksClean(t.app);
  });

  it('settles a payout whose callback never came by asking the provider', async () => {
    const player = await readyToWithdraw(t, 100_000);
    const res = await withdraw(player.token, { amount: 70_000, password: player.password });
    const orderId = res.order!.orderId;
    // Approved by the server's own service: its callback waits in the outbox, undelivered.
    await t.app.payments.withdrawals.approve(orderId, 'bob');
    expect(await statusOf(orderId)).toMatchObject({ status: 'processing' });
    expect(await t.app.payments.withdrawals.reconcileDue()).toBe(0);
    t.app.clock.advance(61_000);
    expect(await t.app.payments.withdrawals.reconcileDue()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toMatchObject({ status: 'paid' });
    await drainCallbacks(t.app);
    const kinds = (await t.app.db.query<{ kind: string }>('SELECT kind FROM ledger_transfers WHERE reference = $1 ORDER BY id', [orderId])).rows.map((r) => r.kind);
    expect(kinds).toEqual(['withdrawalHold', 'withdrawalPaid']);
    await expectBooksClean(t.app);
  });

  it('an account cannot be changed while a withdrawal to it is in progress', async () => {
    const player = await readyToWithdraw(t, 100_000);
    await withdraw(player.token, { amount: 10_000, password: player.password });
    expect(await call(t.app, 'modifyBankInfo', { bankId: GCASH, accountName: 'Juan Dela Cruz', cardNum: '09998887766' }, player.token))
      .toMatchObject({ errcode: PaymentErrcode.AccountInUse });
    expect(await call(t.app, 'addBankInfo', { bankId: GCASH, accountName: 'Other Name', cardNum: player.gcash }, player.token))
      .toMatchObject({ errcode: PaymentErrcode.AccountInUse });
  });

  it('withdrawals racing for the same balance: exactly as many hold as the balance covers', async () => {
    const player = await readyToWithdraw(t, 250_000);
    const results = await Promise.all(Array.from({ length: 6 }, () => withdraw(player.token, { amount: 100_000, password: player.password })));
    expect(results.map((r) => r.errcode).sort()).toEqual([0, 0, ...Array(4).fill(PaymentErrcode.InsufficientBalance)]);
    expect(await coinOf(t.app, player.token)).toBe(50_000);
    expect(await ordersOf(player.user.id)).toHaveLength(2);
    expect(await readSystemBalance(t.app.db, 'withdrawals_pending', 'COIN')).toBeGreaterThanOrEqual(200_000);
    await expectBooksClean(t.app);
  });
});

describe('getExchange and fees', () => {
  it('shows limits, what is withdrawable now, the bound accounts and the processing periods', async () => {
    const fresh = await registerPlayer(t.app);
    expect(await call(t.app, 'getExchange', {}, fresh.token)).toMatchObject({
      coin: 0, withdrawable: 0, minAmount: 10_000, maxAmount: 500_000, dailyMaxAmount: 800_000, dailyMaxCount: 3, feePercent: 0,
      kycStatus: 'none', hasSafeboxPassword: false, appUserBank: null, appUserBankList: {},
      processingPeriods: [{ from: 1, to: 50_000, businessDays: '1-3' }, { from: 50_000, to: 500_000, businessDays: '3-5' }, { from: 500_000, to: null, businessDays: '5-10' }],
    });
    const player = await readyToWithdraw(t, 300_000);
    const info = await call(t.app, 'getExchange', {}, player.token);
    expect(info).toMatchObject({ coin: 300_000, withdrawable: 300_000, kycStatus: 'approved', turnoverOwed: 0 });
    expect(Object.keys(info.appUserBankList ?? {})).toEqual([String(GCASH)]);
  });

  it('takes the fee (rounded up) for the house and pays out the rest', async () => {
    const feeApp = await buildPaymentsApp({ withdraw: { feePercent: 1.5 } });
    try {
      const player = await readyToWithdraw(feeApp, 100_000);
      const res = await call(feeApp.app, 'exchange', { amount: 33_333, bankId: GCASH, password: player.password, requestId: requestId() }, player.token);
      expect(res.order).toMatchObject({ amount: 33_333, fee: 500, payoutAmount: 32_833 });
      const houseBefore = await readSystemBalance(feeApp.app.db, 'house', 'COIN');
      await feeApp.ops('withdrawals', 'approve', res.order!.orderId, '--operator', 'alice');
      expect(await readSystemBalance(feeApp.app.db, 'house', 'COIN')).toBe(houseBefore + 500);
      expect(await readSystemBalance(feeApp.app.db, 'withdrawals_pending', 'COIN')).toBe(0);
      await expectBooksClean(feeApp.app);
    } finally {
      await feeApp.dispose();
    }
  });
});
