import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentErrcode } from '@casino/contract';
import { createWalletService } from '../src/modules/wallet/service.ts';
import { parseConfig } from '../src/platform/config.ts';
import { call } from './helper.ts';
import {
  buildPaymentsApp, coinOf, drainCallbacks, expectBooksClean, GCASH, paymentEvent, postCallback, readyToWithdraw, requestId, sandboxRefOf,
} from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/** DEPOSIT_TURNOVER_MULTIPLIER: a credited deposit must be bet before a withdrawal (docs/decisions/051). */

let on: PaymentsTestApp;
let off: PaymentsTestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([buildPaymentsApp({ deposit: { turnoverMultiplier: 1 } }), buildPaymentsApp()]);
});
afterAll(async () => {
  await Promise.all([on?.dispose(), off?.dispose()]);
});

const withdraw = (t: PaymentsTestApp, player: { token: string; password: string }, amount: number) =>
  call(t.app, 'exchange', { amount, bankId: GCASH, password: player.password, requestId: requestId() }, player.token);
const turnoverOwed = async (t: PaymentsTestApp, token: string) => (await call(t.app, 'getExchange', {}, token)).turnoverOwed;
const latestDeposit = async (t: PaymentsTestApp, playerId: number) =>
  (await t.app.db.query<{ id: string }>('SELECT id FROM deposit_orders WHERE player_id = $1 ORDER BY created_at DESC LIMIT 1', [playerId])).rows[0]!.id;
const walletOf = (t: PaymentsTestApp) => createWalletService({ db: t.app.db, clock: t.app.clock, decryptPassword: () => null });

describe('deposit wagering on (multiplier 1)', () => {
  it('a 100.00 deposit credited by callback must be bet once: withdrawal refused with 2030 naming 100.00 until it is', async () => {
    const player = await readyToWithdraw(on, 10_000);
    expect(await coinOf(on.app, player.token)).toBe(10_000);
    expect(await turnoverOwed(on, player.token)).toBe(10_000);
    expect(await withdraw(on, player, 10_000)).toMatchObject({ errcode: PaymentErrcode.TurnoverOutstanding, msg: expect.stringContaining('100.00') });

    // Bets pay it down; what is left is named.
    await walletOf(on).recordBet(player.user.id, 2_500);
    expect(await withdraw(on, player, 10_000)).toMatchObject({ errcode: PaymentErrcode.TurnoverOutstanding, msg: expect.stringContaining('75.00') });
    await walletOf(on).recordBet(player.user.id, 7_500);
    expect(await turnoverOwed(on, player.token)).toBe(0);
    expect(await withdraw(on, player, 10_000)).toMatchObject({ errcode: 0, coin: 0, order: { amount: 10_000 } });
    await expectBooksClean(on.app);
  });

  it('replayed callbacks (and the provider query) add the wagering once, with the one credit', async () => {
    const player = await readyToWithdraw(on, 10_000);
    const orderId = await latestDeposit(on, player.user.id);
    const event = paymentEvent('payment.paid', orderId, 10_000, await sandboxRefOf(on.app, orderId));
    const replies = await Promise.all(Array.from({ length: 5 }, () => postCallback(on.app, event)));
    for (const r of replies) expect(r.json()).toMatchObject({ code: 200, errcode: 0, outcome: 'replayed' });
    expect(await call(on.app, 'isRechargeDone', { orderId }, player.token)).toMatchObject({ isRechargeDone: true });
    await drainCallbacks(on.app);

    expect(await coinOf(on.app, player.token)).toBe(10_000);
    expect(await turnoverOwed(on, player.token)).toBe(10_000);
    const { rows } = await on.app.db.query<{ meta: { turnover?: number } }>(
      `SELECT meta FROM ledger_transfers WHERE kind = 'deposit' AND reference = $1`, [orderId]);
    expect(rows.map((r) => r.meta.turnover)).toEqual([10_000]);
    expect(await withdraw(on, player, 10_000)).toMatchObject({ errcode: PaymentErrcode.TurnoverOutstanding, msg: expect.stringContaining('100.00') });
    await expectBooksClean(on.app);
  });

  it('a second deposit adds to what is still owed', async () => {
    const player = await readyToWithdraw(on, 10_000);
    await walletOf(on).recordBet(player.user.id, 4_000);
    expect(await turnoverOwed(on, player.token)).toBe(6_000);
    const order = await call(on.app, 'recharge3', { amount: 20_000, version: 4, actType: 0, rechargeType: 1 }, player.token);
    const event = paymentEvent('payment.paid', order.orderId as string, 20_000, await sandboxRefOf(on.app, order.orderId as string));
    expect((await postCallback(on.app, event)).json()).toMatchObject({ outcome: 'applied' });
    expect(await coinOf(on.app, player.token)).toBe(30_000);
    expect(await turnoverOwed(on, player.token)).toBe(26_000);
    await expectBooksClean(on.app);
  });
});

describe('deposit wagering off (the default)', () => {
  it('a credited deposit adds no turnover: the withdrawal goes through', async () => {
    expect(parseConfig({}).payments.deposit.turnoverMultiplier).toBe(0);
    const player = await readyToWithdraw(off, 10_000);
    expect(await turnoverOwed(off, player.token)).toBe(0);
    const { rows } = await off.app.db.query<{ meta: Record<string, unknown> }>(
      `SELECT meta FROM ledger_transfers WHERE kind = 'deposit' AND reference = $1`, [await latestDeposit(off, player.user.id)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.meta).not.toHaveProperty('turnover');
    expect(await withdraw(off, player, 10_000)).toMatchObject({ errcode: 0, coin: 0, order: { amount: 10_000 } });
    await expectBooksClean(off.app);
  });
});

describe('DEPOSIT_TURNOVER_MULTIPLIER setting', () => {
  it('takes a decimal from 0 to 1000 with at most two decimals; anything else is refused naming the setting', () => {
    expect(parseConfig({ DEPOSIT_TURNOVER_MULTIPLIER: '1.5' }).payments.deposit.turnoverMultiplier).toBe(1.5);
    expect(parseConfig({ DEPOSIT_TURNOVER_MULTIPLIER: 0.35 }).payments.deposit.turnoverMultiplier).toBe(0.35);
    for (const bad of ['1.255', '-1', '1001', 'once', 2.001, -2]) {
      expect(() => parseConfig({ DEPOSIT_TURNOVER_MULTIPLIER: bad }), String(bad))
        .toThrow('DEPOSIT_TURNOVER_MULTIPLIER: must be a number from 0 to 1000 with at most two decimals');
    }
  });

  it('rounds the wagering up to a hundredth (100.01 x 0.33 = 33.0033 -> 33.01)', async () => {
    const odd = await buildPaymentsApp({ deposit: { turnoverMultiplier: 0.33 } });
    try {
      const player = await readyToWithdraw(odd, 10_001);
      expect(await turnoverOwed(odd, player.token)).toBe(3_301);
      expect(await withdraw(odd, player, 10_000)).toMatchObject({ errcode: PaymentErrcode.TurnoverOutstanding, msg: expect.stringContaining('33.01') });
      await expectBooksClean(odd.app);
    } finally {
      await odd.dispose();
    }
  });
});
