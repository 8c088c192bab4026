import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentErrcode } from '@casino/contract';
import { readSystemBalance } from '../src/modules/wallet/ledger-store.ts';
import { call } from './helper.ts';
import { buildPaymentsApp, coinOf, drainCallbacks, expectBooksClean, GCASH, readyToWithdraw, requestId } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/** cancelExchange: a player takes back a withdrawal still waiting for review (docs/decisions/047). */

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp({ withdraw: { minAmount: 10_000, maxAmount: 500_000, dailyMaxAmount: 800_000, dailyMaxCount: 50 } });
});
afterAll(() => t.dispose());

type Player = Awaited<ReturnType<typeof readyToWithdraw>>;

async function withdraw(player: Player, amount: number, on = t): Promise<string> {
  const res = await call(on.app, 'exchange', { amount, bankId: GCASH, password: player.password, requestId: requestId() }, player.token);
  expect(res, JSON.stringify(res)).toMatchObject({ errcode: 0, order: { status: 'pending' } });
  return res.order!.orderId;
}
const cancel = (player: Player, orderId: string, on = t) => call(on.app, 'cancelExchange', { orderId }, player.token);
const statusOf = async (orderId: string) =>
  (await t.app.db.query<{ status: string }>('SELECT status FROM withdrawal_orders WHERE id = $1', [orderId])).rows[0]?.status;
const transferKinds = async (orderId: string) =>
  (await t.app.db.query<{ kind: string; amount: number }>('SELECT kind, amount FROM ledger_transfers WHERE reference = $1 ORDER BY id', [orderId])).rows
    .map((r) => `${r.kind} ${Number(r.amount)}`);
const auditOf = async (orderId: string) =>
  (await t.app.db.query<{ operator: string; action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    'SELECT operator, action, before, after FROM ops_audit WHERE subject_id = $1 ORDER BY id', [orderId])).rows;
const transitionsOf = async (orderId: string) =>
  (await t.app.db.query<{ from_status: string | null; to_status: string; cause: string }>(
    'SELECT from_status, to_status, cause FROM payment_order_transitions WHERE order_id = $1 ORDER BY id', [orderId])).rows;

describe('cancelExchange', () => {
  it('gives a pending withdrawal\'s coins back once, records who did it, and the operator can no longer act on it', async () => {
    const player = await readyToWithdraw(t, 100_000);
    const orderId = await withdraw(player, 60_000);
    expect(await coinOf(t.app, player.token)).toBe(40_000);
    const pendingBefore = await readSystemBalance(t.app.db, 'withdrawals_pending', 'COIN');

    const res = await cancel(player, orderId);
    expect(res).toMatchObject({ code: 200, errcode: 0, coin: 100_000, order: { orderId, status: 'cancelled', amount: 60_000, reason: '' } });
    expect(await coinOf(t.app, player.token)).toBe(100_000);
    expect(await readSystemBalance(t.app.db, 'withdrawals_pending', 'COIN')).toBe(pendingBefore - 60_000);
    expect(await transferKinds(orderId)).toEqual(['withdrawalHold 60000', 'withdrawalRefund 60000']);
    expect(await transitionsOf(orderId)).toEqual([
      { from_status: null, to_status: 'pending', cause: 'player' },
      { from_status: 'pending', to_status: 'cancelled', cause: 'player' },
    ]);
    expect(await auditOf(orderId)).toMatchObject([{
      operator: `player.${player.user.id}`, action: 'withdrawal.cancel', before: { status: 'pending', amount: 60_000 }, after: { status: 'cancelled' },
    }]);
    expect(await call(t.app, 'getExchangeOrder', { status: 'cancelled' }, player.token)).toMatchObject({ total: 1, list: [{ orderId, status: 'cancelled' }] });

    // The operator's queue no longer has it; the cancelled list does.
    expect((await t.ops('withdrawals', 'list')).lines.some((l) => l.startsWith(orderId))).toBe(false);
    expect((await t.ops('withdrawals', 'list', '--status', 'cancelled')).lines.some((l) => l.startsWith(orderId) && l.includes('cancelled'))).toBe(true);
    expect(await t.ops('withdrawals', 'approve', orderId, '--operator', 'alice')).toMatchObject({ status: 1, lines: [expect.stringContaining('is cancelled, not pending')] });
    expect(await t.ops('withdrawals', 'reject', orderId, '--reason', 'late', '--operator', 'alice')).toMatchObject({ status: 1 });
    expect(await auditOf(orderId)).toHaveLength(1);
    await expectBooksClean(t.app);
  });

  it('replays: cancelling again, or many times at once, answers the cancelled order and moves nothing more', async () => {
    const player = await readyToWithdraw(t, 100_000);
    const orderId = await withdraw(player, 30_000);
    const first = await cancel(player, orderId);
    expect(first).toMatchObject({ errcode: 0, coin: 100_000 });
    const again = await cancel(player, orderId);
    expect(again).toMatchObject({ errcode: 0, coin: 100_000 });
    expect(again.order).toEqual(first.order);

    const other = await withdraw(player, 20_000);
    const together = await Promise.all(Array.from({ length: 5 }, () => cancel(player, other)));
    expect(together.map((r) => r.errcode)).toEqual([0, 0, 0, 0, 0]);
    expect(together.every((r) => r.order?.status === 'cancelled' && r.coin === 100_000)).toBe(true);
    expect(await coinOf(t.app, player.token)).toBe(100_000);
    expect(await transferKinds(orderId)).toEqual(['withdrawalHold 30000', 'withdrawalRefund 30000']);
    expect(await transferKinds(other)).toEqual(['withdrawalHold 20000', 'withdrawalRefund 20000']);
    expect(await auditOf(other)).toHaveLength(1);
    await expectBooksClean(t.app);
  });

  it('another player\'s order and an unknown id are both "not found" (2104); nothing moves', async () => {
    const owner = await readyToWithdraw(t, 100_000);
    const stranger = await readyToWithdraw(t, 100_000);
    const orderId = await withdraw(owner, 50_000);
    const foreign = await cancel(stranger, orderId);
    const unknown = await cancel(stranger, 'W20300101NOSUCHORDR');
    expect(foreign).toMatchObject({ code: 200, errcode: PaymentErrcode.OrderNotFound });
    expect(unknown).toMatchObject({ code: 200, errcode: PaymentErrcode.OrderNotFound });
    // The same answer either way: nothing tells whether the order exists.
    expect(foreign.msg).toBe(unknown.msg);
    expect(await statusOf(orderId)).toBe('pending');
    expect(await coinOf(t.app, owner.token)).toBe(50_000);
    expect(await coinOf(t.app, stranger.token)).toBe(100_000);
    expect(await auditOf(orderId)).toEqual([]);
  });

  it('once approved, paid or rejected it cannot be cancelled (2140) and nothing moves', async () => {
    const player = await readyToWithdraw(t, 300_000);
    const processing = await withdraw(player, 40_000);
    // Approved by the server's own service: the sandbox's callback waits undelivered, so it stays processing.
    await t.app.payments.withdrawals.approve(processing, 'alice');
    expect(await statusOf(processing)).toBe('processing');
    expect(await cancel(player, processing)).toMatchObject({ errcode: PaymentErrcode.WithdrawalNotCancellable, msg: expect.stringContaining('processing') });
    await drainCallbacks(t.app);
    expect(await statusOf(processing)).toBe('paid');
    expect(await cancel(player, processing)).toMatchObject({ errcode: PaymentErrcode.WithdrawalNotCancellable });

    const rejected = await withdraw(player, 50_000);
    expect((await t.ops('withdrawals', 'reject', rejected, '--reason', 'Name mismatch', '--operator', 'bob')).status).toBe(0);
    expect(await cancel(player, rejected)).toMatchObject({ errcode: PaymentErrcode.WithdrawalNotCancellable });

    expect(await coinOf(t.app, player.token)).toBe(260_000);
    expect(await transferKinds(processing)).toEqual(['withdrawalHold 40000', 'withdrawalPaid 40000']);
    expect(await transferKinds(rejected)).toEqual(['withdrawalHold 50000', 'withdrawalRefund 50000']);
    await expectBooksClean(t.app);
  });

  it('a cancelled withdrawal no longer counts toward today\'s amount or number of withdrawals', async () => {
    const daily = await buildPaymentsApp({ withdraw: { minAmount: 10_000, maxAmount: 500_000, dailyMaxAmount: 800_000, dailyMaxCount: 3 } });
    try {
      const player = await readyToWithdraw(daily, 1_000_000);
      const exchange = (amount: number) => call(daily.app, 'exchange', { amount, bankId: GCASH, password: player.password, requestId: requestId() }, player.token);
      const first = await withdraw(player, 400_000, daily);
      await withdraw(player, 400_000, daily);
      expect(await exchange(10_000)).toMatchObject({ errcode: PaymentErrcode.DailyAmountExceeded });
      expect(await cancel(player, first, daily)).toMatchObject({ errcode: 0, coin: 600_000 });
      expect(await call(daily.app, 'getExchange', {}, player.token)).toMatchObject({ todayAmount: 400_000, todayCount: 1, withdrawable: 400_000 });

      const second = await withdraw(player, 10_000, daily);
      await withdraw(player, 10_000, daily);
      expect(await exchange(10_000)).toMatchObject({ errcode: PaymentErrcode.DailyCountExceeded });
      expect(await cancel(player, second, daily)).toMatchObject({ errcode: 0 });
      expect(await call(daily.app, 'getExchange', {}, player.token)).toMatchObject({ todayAmount: 410_000, todayCount: 2 });
      await withdraw(player, 10_000, daily);
      expect(await coinOf(daily.app, player.token)).toBe(1_000_000 - 400_000 - 10_000 - 10_000);
      await expectBooksClean(daily.app);
    } finally {
      await daily.dispose();
    }
  });
});

describe('cancelExchange racing the operator', () => {
  it('against approval: exactly one wins, every time, and the coins move once', async () => {
    const player = await readyToWithdraw(t, 500_000);
    for (let round = 0; round < 8; round++) {
      const orderId = await withdraw(player, 10_000);
      const coinBefore = await coinOf(t.app, player.token);
      // Started in both orders across the rounds.
      let cancelling: ReturnType<typeof cancel>;
      let approving: Promise<unknown>;
      if (round % 2 === 0) {
        cancelling = cancel(player, orderId);
        approving = t.app.payments.withdrawals.approve(orderId, 'alice');
      } else {
        approving = t.app.payments.withdrawals.approve(orderId, 'alice');
        cancelling = cancel(player, orderId);
      }
      const [cancelled, approved] = await Promise.allSettled([cancelling, approving]);
      expect(cancelled.status).toBe('fulfilled');
      const cancelAnswer = (cancelled as PromiseFulfilledResult<Awaited<ReturnType<typeof cancel>>>).value;
      await drainCallbacks(t.app);
      if (cancelAnswer.errcode === 0) {
        expect(approved.status).toBe('rejected');
        expect(String((approved as PromiseRejectedResult).reason)).toContain('not pending');
        expect(await statusOf(orderId)).toBe('cancelled');
        expect(await transferKinds(orderId)).toEqual(['withdrawalHold 10000', 'withdrawalRefund 10000']);
        expect(await coinOf(t.app, player.token)).toBe(coinBefore + 10_000);
        expect((await auditOf(orderId)).map((a) => a.action)).toEqual(['withdrawal.cancel']);
      } else {
        expect(cancelAnswer.errcode).toBe(PaymentErrcode.WithdrawalNotCancellable);
        expect(approved.status).toBe('fulfilled');
        expect(await statusOf(orderId)).toBe('paid');
        expect(await transferKinds(orderId)).toEqual(['withdrawalHold 10000', 'withdrawalPaid 10000']);
        expect(await coinOf(t.app, player.token)).toBe(coinBefore);
        expect((await auditOf(orderId)).map((a) => a.action)).toEqual(['withdrawal.approve']);
      }
    }
    await expectBooksClean(t.app);
  });

  it('against rejection: exactly one gives the coins back', async () => {
    const player = await readyToWithdraw(t, 500_000);
    for (let round = 0; round < 6; round++) {
      const orderId = await withdraw(player, 10_000);
      const coinBefore = await coinOf(t.app, player.token);
      const [cancelled, rejected] = await Promise.allSettled([
        cancel(player, orderId),
        t.app.payments.withdrawals.reject(orderId, 'bob', 'Name mismatch'),
      ]);
      const cancelAnswer = (cancelled as PromiseFulfilledResult<Awaited<ReturnType<typeof cancel>>>).value;
      const won = cancelAnswer.errcode === 0 ? 'cancelled' : 'rejected';
      expect([cancelAnswer.errcode === 0, rejected.status === 'fulfilled'].filter(Boolean)).toHaveLength(1);
      expect(await statusOf(orderId)).toBe(won);
      expect(await transferKinds(orderId)).toEqual(['withdrawalHold 10000', 'withdrawalRefund 10000']);
      expect(await coinOf(t.app, player.token)).toBe(coinBefore + 10_000);
    }
    await expectBooksClean(t.app);
  });
});
