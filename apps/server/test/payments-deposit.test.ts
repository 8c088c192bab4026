import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentErrcode } from '@casino/contract';
import { hasValidCrc, parseTlv } from '../src/modules/payments/qr-ph.ts';
import { createOpsContext } from '../src/ops/context.ts';
import { call, registerPlayer } from './helper.ts';
import {
  bind, buildPaymentsApp, CHANNEL, coinOf, drainCallbacks, expectBooksClean, fundedPlayer, payOnPage, paymentEvent, postCallback,
  recharge, refOf, SANDBOX_SECRET, sandboxRefOf, userInfo,
} from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp();
});
afterAll(() => t.dispose());

const depositRow = async (orderId: string) =>
  (await t.app.db.query<{ status: string; needs_review: boolean; paid_at: Date | null }>('SELECT status, needs_review, paid_at FROM deposit_orders WHERE id = $1', [orderId])).rows[0];
const creditsOf = async (orderId: string) =>
  Number((await t.app.db.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ledger_transfers WHERE kind = 'deposit' AND reference = $1`, [orderId])).rows[0]?.n);

describe('deposit channels', () => {
  it('appConfig serves appRechargeTypeList and appRechargeTypeMap; getRechargeConfig names the channels with limits', async () => {
    const config = await call(t.app, 'appConfig', {});
    expect(config.appRechargeTypeList).toEqual([
      { id: 1, iconH5: '/media/payments/channel-1.svg', bankId: 101, sort: 1 },
      { id: 2, iconH5: '/media/payments/channel-2.svg', bankId: 102, sort: 2 },
      { id: 3, iconH5: '/media/payments/channel-3.svg', bankId: 0, sort: 3 },
      { id: 4, iconH5: '/media/payments/channel-4.svg', bankId: 0, sort: 4 },
    ]);
    expect(config.appRechargeTypeMap).toEqual({ 1: { sort: 1 }, 2: { sort: 2 }, 3: { sort: 3 }, 4: { sort: 4 } });
    const icon = await t.app.inject({ method: 'GET', url: '/media/payments/channel-3.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');

    const player = await registerPlayer(t.app);
    const rc = await call(t.app, 'getRechargeConfig', {}, player.token);
    expect(rc).toMatchObject({ errcode: 0, orderValiditySeconds: 600, firstRecharge: false, totalRecharge: 0 });
    expect(rc.channels?.map((c) => [c.id, c.name, c.kind, c.minAmount, c.maxAmount])).toEqual([
      [1, 'GCash', 'payUrl', 10_000, 5_000_000], [2, 'Maya', 'payUrl', 10_000, 5_000_000],
      [3, 'QR Ph', 'qr', 10_000, 5_000_000], [4, 'Bank transfer', 'bankOwn', 10_000, 5_000_000],
    ]);
    expect(rc.channels?.[0]?.presetAmounts).toEqual([10_000, 20_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000]);
  });

  it('refuses with its own errcode: unknown channel, below minimum, above maximum, no bound account (§5)', async () => {
    const player = await registerPlayer(t.app);
    const body = { amount: 10_000, version: 4, actType: 0, rechargeType: CHANNEL.gcash };
    expect(await call(t.app, 'recharge3', body, player.token)).toMatchObject({ errcode: PaymentErrcode.NoBoundAccount });
    expect(await call(t.app, 'recharge3', { ...body, rechargeType: CHANNEL.qr }, player.token)).toMatchObject({ errcode: PaymentErrcode.NoBoundAccount });
    await bind(t.app, player.token, 201);
    // A channel without a bankId takes any bound account; GCash needs GCash.
    expect(await call(t.app, 'recharge3', body, player.token)).toMatchObject({ errcode: PaymentErrcode.NoBoundAccount });
    expect(await call(t.app, 'recharge3', { ...body, rechargeType: 99 }, player.token)).toMatchObject({ errcode: PaymentErrcode.ChannelUnavailable });
    expect(await call(t.app, 'recharge3', { ...body, rechargeType: CHANNEL.qr, amount: 9_999 }, player.token)).toMatchObject({ errcode: PaymentErrcode.AmountBelowMinimum });
    expect(await call(t.app, 'recharge3', { ...body, rechargeType: CHANNEL.qr, amount: 5_000_001 }, player.token)).toMatchObject({ errcode: PaymentErrcode.AmountAboveMaximum });
    expect(await call(t.app, 'recharge3', { ...body, version: 3 }, player.token)).toMatchObject({ code: 400, msg: expect.stringMatching(/^version: /) });
    const { rows } = await t.app.db.query('SELECT 1 FROM deposit_orders WHERE player_id = $1', [player.user.id]);
    expect(rows).toHaveLength(0);
  });
});

describe('a deposit through the payment page', () => {
  it('page return before the callback: the done-check asks the provider, credits once; the late callback is a replay', async () => {
    const player = await registerPlayer(t.app);
    await bind(t.app, player.token);
    const order = await recharge(t.app, player.token, 25_000);
    expect(order).toMatchObject({ kind: 'payUrl', isDepositBank: false, amount: 25_000, rechargeType: CHANNEL.gcash });
    expect(order.expireTime - order.createTime).toBe(10 * 60_000);
    expect(order.orderId).toMatch(/^D\d{8}[0-9A-Z]{10}$/);
    expect(await call(t.app, 'isRechargeDone', { orderId: order.orderId }, player.token)).toMatchObject({ isRechargeDone: false, status: 'pending' });

    const page = await t.app.inject({ method: 'GET', url: order.payUrl as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<script src="/sandbox/pay-assets/page.js"></script>');
    expect(page.body).not.toMatch(/<script>/);
    expect(page.body).toContain(order.orderId);
    const script = await t.app.inject({ method: 'GET', url: '/sandbox/pay-assets/page.js' });
    expect(script.headers['content-type']).toContain('javascript');

    const paid = await payOnPage(t.app, refOf(order.payUrl as string));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/lobby/wallets/deposit?orderId=${order.orderId}&check=1`);
    // Back on the deposit page a few seconds later: the callback has not been delivered yet.
    t.app.clock.advance(3_000);
    const done = await call(t.app, 'isRechargeDone', { orderId: order.orderId }, player.token);
    expect(done).toMatchObject({ isRechargeDone: true, status: 'paid', amount: 25_000 });
    expect(await coinOf(t.app, player.token)).toBe(25_000);

    expect(await drainCallbacks(t.app)).toMatchObject({ delivered: 1 });
    expect(await coinOf(t.app, player.token)).toBe(25_000);
    expect(await creditsOf(order.orderId)).toBe(1);
    const { rows } = await t.app.db.query<{ outcome: string }>('SELECT outcome FROM payment_callbacks WHERE order_id = $1', [order.orderId]);
    expect(rows.map((r) => r.outcome)).toEqual(['replayed']);
    await expectBooksClean(t.app);
  });

  it('callback before the page return; replays of the same callback credit nothing more', async () => {
    const player = await registerPlayer(t.app);
    await bind(t.app, player.token);
    const order = await recharge(t.app, player.token, 30_000);
    await payOnPage(t.app, refOf(order.payUrl as string));
    await drainCallbacks(t.app);
    expect(await coinOf(t.app, player.token)).toBe(30_000);
    // The provider repeats its callback (new signature each time), in any number.
    const event = paymentEvent('payment.paid', order.orderId, 30_000, await sandboxRefOf(t.app, order.orderId));
    const replies = await Promise.all(Array.from({ length: 5 }, () => postCallback(t.app, event)));
    for (const r of replies) expect(r.json()).toMatchObject({ code: 200, errcode: 0, outcome: 'replayed' });
    expect(await call(t.app, 'isRechargeDone', { orderId: order.orderId }, player.token)).toMatchObject({ isRechargeDone: true });
    expect(await coinOf(t.app, player.token)).toBe(30_000);
    expect(await creditsOf(order.orderId)).toBe(1);

    const info = await userInfo(t.app, player.token);
    expect(info).toMatchObject({ firstRecharge: true, totalRecharge: 30_000 });
    expect(await call(t.app, 'getRechargeConfig', {}, player.token)).toMatchObject({ firstRecharge: true, totalRecharge: 30_000 });
    await expectBooksClean(t.app);
  });

  it('a failed payment fails the order and credits nothing', async () => {
    const player = await registerPlayer(t.app);
    await bind(t.app, player.token);
    const order = await recharge(t.app, player.token, 10_000);
    expect((await payOnPage(t.app, refOf(order.payUrl as string), 'fail')).statusCode).toBe(303);
    await drainCallbacks(t.app);
    expect(await call(t.app, 'isRechargeDone', {}, player.token)).toMatchObject({ isRechargeDone: false, status: 'failed', orderId: order.orderId });
    expect(await coinOf(t.app, player.token)).toBe(0);
    // The page cannot be paid any more.
    expect((await payOnPage(t.app, refOf(order.payUrl as string))).statusCode).toBe(409);
    expect((await userInfo(t.app, player.token)).firstRecharge).toBe(false);
  });
});

describe('callback security', () => {
  it('refuses a bad or missing signature and a stale timestamp (401), credits nothing, records each', async () => {
    const player = await registerPlayer(t.app);
    await bind(t.app, player.token);
    const order = await recharge(t.app, player.token, 10_000);
    const event = paymentEvent('payment.paid', order.orderId, 10_000);
    const now = Math.floor(t.app.clock.now().getTime() / 1000);
    const lastId = Number((await t.app.db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM payment_callbacks')).rows[0]?.id);

    const wrongSecret = await postCallback(t.app, event, { secret: 'not-the-secret' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toMatchObject({ errcode: PaymentErrcode.CallbackSignatureInvalid });
    expect((await postCallback(t.app, event, { header: null })).json()).toMatchObject({ errcode: PaymentErrcode.CallbackSignatureInvalid });
    expect((await postCallback(t.app, event, { header: 'garbage' })).statusCode).toBe(401);
    // The signature of another body does not carry over.
    const other = paymentEvent('payment.paid', order.orderId, 99_999_999);
    const signedOther = (await import('../src/modules/payments/providers/signature.ts')).signatureHeader(SANDBOX_SECRET, now, JSON.stringify(other));
    expect((await postCallback(t.app, event, { header: signedOther })).statusCode).toBe(401);

    const stale = await postCallback(t.app, event, { timestamp: now - 301 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ errcode: PaymentErrcode.CallbackStale });
    expect((await postCallback(t.app, event, { timestamp: now + 301 })).json()).toMatchObject({ errcode: PaymentErrcode.CallbackStale });
    expect((await postCallback(t.app, event, { timestamp: now - 299 })).json()).toMatchObject({ errcode: 0, outcome: 'applied' });

    const outcomes = (await t.app.db.query<{ outcome: string }>(
      'SELECT outcome FROM payment_callbacks WHERE id > $1 ORDER BY id', [lastId],
    )).rows.map((r) => r.outcome);
    expect(outcomes).toEqual(['signature_invalid', 'signature_invalid', 'signature_invalid', 'signature_invalid', 'stale', 'stale', 'applied']);
    expect(await coinOf(t.app, player.token)).toBe(10_000);
  });

  it('refuses an amount mismatch (recorded, flagged for review), then credits the right amount once', async () => {
    const player = await registerPlayer(t.app);
    await bind(t.app, player.token);
    const order = await recharge(t.app, player.token, 20_000);
    const wrong = await postCallback(t.app, paymentEvent('payment.paid', order.orderId, 2_000_000));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ errcode: PaymentErrcode.AmountMismatch, outcome: 'amount_mismatch' });
    expect(await depositRow(order.orderId)).toMatchObject({ status: 'pending', needs_review: true });
    expect(await coinOf(t.app, player.token)).toBe(0);
    const { rows } = await t.app.db.query<{ outcome: string; amount: number }>('SELECT outcome, amount FROM payment_callbacks WHERE order_id = $1', [order.orderId]);
    expect(rows).toEqual([{ outcome: 'amount_mismatch', amount: 2_000_000 }]);

    expect((await postCallback(t.app, paymentEvent('payment.paid', order.orderId, 20_000))).json()).toMatchObject({ outcome: 'applied' });
    expect(await coinOf(t.app, player.token)).toBe(20_000);
    await expectBooksClean(t.app);
  });

  it('answers an unknown order with a recorded 200 (nothing to retry) and a malformed body with 400', async () => {
    const unknown = await postCallback(t.app, paymentEvent('payment.paid', 'D20300101NOSUCHORDER', 10_000));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ outcome: 'unknown_order' });
    expect((await postCallback(t.app, '{"id": ')).statusCode).toBe(400);
    expect((await postCallback(t.app, { id: 'evt_1', type: 'payment.refunded', created: 0, data: {} })).json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^type: /) });
    expect((await t.app.inject({ method: 'POST', url: '/payments/callback/nobody', payload: '{}' })).statusCode).toBe(404);
  });
});

describe('QR Ph and own-bank deposits', () => {
  it('answers a QR Ph payload with a valid CRC that expires after 10 minutes', async () => {
    const player = await registerPlayer(t.app);
    await bind(t.app, player.token, 202);
    const order = await recharge(t.app, player.token, 12_345, CHANNEL.qr);
    expect(order).toMatchObject({ kind: 'qr', isDepositBank: false });
    const qr = order.qrCodeText as string;
    expect(hasValidCrc(qr)).toBe(true);
    const fields = Object.fromEntries(parseTlv(qr).map((f) => [f.tag, f.value]));
    expect(fields).toMatchObject({ '00': '01', '01': '12', 52: '7995', 53: '608', 54: '123.45', 58: 'PH', 59: 'Casino', 60: 'Manila' });
    expect(parseTlv(fields['62'] as string)).toEqual([{ tag: '05', value: order.orderId }]);
    expect(parseTlv(fields['28'] as string)[0]).toEqual({ tag: '00', value: 'ph.ppmi.p2m' });
    expect(qr.slice(-8, -4)).toBe('6304');

    t.app.clock.advance(10 * 60_000 + 1_000);
    expect(await call(t.app, 'isRechargeDone', { orderId: order.orderId }, player.token)).toMatchObject({ isRechargeDone: false, status: 'expired' });
    const ref = await sandboxRefOf(t.app, order.orderId);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${ref}` });
    expect(page.body).toContain('This payment is expired');
    expect((await payOnPage(t.app, ref)).statusCode).toBe(409);
    await drainCallbacks(t.app);
    expect(await depositRow(order.orderId)).toMatchObject({ status: 'expired' });

    // Money a provider confirms late is still credited: expired -> paid.
    expect((await postCallback(t.app, paymentEvent('payment.paid', order.orderId, 12_345, ref))).json()).toMatchObject({ outcome: 'applied' });
    expect(await coinOf(t.app, player.token)).toBe(12_345);
    const transitions = (await t.app.db.query<{ from_status: string | null; to_status: string; cause: string }>(
      'SELECT from_status, to_status, cause FROM payment_order_transitions WHERE order_id = $1 ORDER BY id', [order.orderId],
    )).rows;
    expect(transitions).toEqual([
      { from_status: null, to_status: 'created', cause: 'player' },
      { from_status: 'created', to_status: 'pending', cause: 'provider' },
      { from_status: 'pending', to_status: 'expired', cause: 'query' },
      { from_status: 'expired', to_status: 'paid', cause: 'callback' },
    ]);
    await expectBooksClean(t.app);
  });

  it('answers the operator\'s bank account for a bank transfer, settled when the transfer arrives', async () => {
    const player = await registerPlayer(t.app);
    await bind(t.app, player.token, 203);
    const order = await recharge(t.app, player.token, 50_000, CHANNEL.bank);
    expect(order).toMatchObject({
      kind: 'bankOwn', isDepositBank: true,
      appRechargeBankOwn: { bankName: 'BDO Unibank', shortBankName: 'BDO', accountName: 'Casino Operator Inc.', cardNum: '001234567890', amount: 50_000, reference: order.orderId },
    });
    expect(order.payUrl).toBeUndefined();
    await payOnPage(t.app, await sandboxRefOf(t.app, order.orderId));
    await drainCallbacks(t.app);
    expect(await coinOf(t.app, player.token)).toBe(50_000);
  });
});

describe('reconciliation and delivery', () => {
  it('runs as the module job payments.reconcile: the callback a payment left is delivered and credits once', async () => {
    expect(t.app.jobs.names()).toContain('payments.reconcile');
    const player = await registerPlayer(t.app);
    await bind(t.app, player.token);
    const order = await recharge(t.app, player.token, 12_000);
    await payOnPage(t.app, refOf(order.payUrl as string));
    // The jobs' timer is off in these tests: nothing is delivered until the job runs.
    expect(await coinOf(t.app, player.token)).toBe(0);
    await t.app.jobs.runOnce('payments.reconcile');
    expect(await coinOf(t.app, player.token)).toBe(12_000);
    expect(await creditsOf(order.orderId)).toBe(1);
  });

  it('credits an order whose callback never came by asking the provider', async () => {
    const player = await registerPlayer(t.app);
    await bind(t.app, player.token);
    const order = await recharge(t.app, player.token, 15_000);
    await payOnPage(t.app, refOf(order.payUrl as string));
    // Not old enough to be asked about yet.
    expect(await t.app.payments.deposits.reconcileDue()).toBe(0);
    t.app.clock.advance(61_000);
    expect(await t.app.payments.deposits.reconcileDue()).toBeGreaterThanOrEqual(1);
    expect(await depositRow(order.orderId)).toMatchObject({ status: 'paid' });
    expect(await coinOf(t.app, player.token)).toBe(15_000);
    await drainCallbacks(t.app);
    expect(await creditsOf(order.orderId)).toBe(1);
    await expectBooksClean(t.app);
  });

  it('retries a callback the endpoint did not take, with growing pauses, and resumes from the database in a new process', async () => {
    const sandbox = t.app.payments.providers.sandbox!;
    const player = await registerPlayer(t.app);
    await bind(t.app, player.token);
    const order = await recharge(t.app, player.token, 11_000);
    sandbox.outbox.setDeliverer(async () => 503);
    try {
      await payOnPage(t.app, refOf(order.payUrl as string));
      expect(await sandbox.outbox.drain()).toMatchObject({ delivered: 0, retried: 1 });
      expect(await sandbox.outbox.drain()).toMatchObject({ delivered: 0, retried: 0 });
      t.app.clock.advance(10_000);
      expect(await sandbox.outbox.drain()).toMatchObject({ retried: 1 });
      t.app.clock.advance(10_000);
      expect(await sandbox.outbox.drain()).toMatchObject({ retried: 0 });
      const row = (await t.app.db.query<{ attempts: number; last_status: number; next_attempt_at: Date }>(
        `SELECT attempts, last_status, next_attempt_at FROM sandbox_callback_outbox WHERE body LIKE $1`, [`%${order.orderId}%`],
      )).rows[0];
      expect(row).toMatchObject({ attempts: 2, last_status: 503 });
      expect(new Date(row!.next_attempt_at).getTime() - t.app.clock.now().getTime()).toBe(20_000);
    } finally {
      sandbox.outbox.setDeliverer(async (d) => (await t.app.inject({ method: 'POST', url: '/payments/callback/sandbox', headers: d.headers, payload: d.body })).statusCode);
    }
    expect(await coinOf(t.app, player.token)).toBe(0);
    // Another process on the same database (here the operator tooling) finds the row and delivers it.
    t.app.clock.advance(30_000);
    const other = createOpsContext({ db: t.app.db, clock: t.app.clock, config: t.config, log: t.app.log, derivedSecret: () => SANDBOX_SECRET, out: () => undefined });
    expect(await other.payments.providers.sandbox!.outbox.drain()).toMatchObject({ delivered: 1 });
    expect(await coinOf(t.app, player.token)).toBe(11_000);
  });
});

describe('order lists and ownership', () => {
  it('pages getRechargeRecord, re-checks open orders with checkRechargeOrder, and caps open orders', async () => {
    const player = await fundedPlayer(t.app, 10_000);
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await recharge(t.app, player.token, 10_000 + i));
    expect(await call(t.app, 'recharge3', { amount: 10_000, version: 4, rechargeType: CHANNEL.gcash }, player.token)).toMatchObject({ errcode: PaymentErrcode.TooManyOpenOrders });
    const page1 = await call(t.app, 'getRechargeRecord', { page: 1, pageSize: 4 }, player.token);
    expect(page1).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(page1.list?.map((o) => o.orderId)).toEqual(open.slice(1).reverse().map((o) => o.orderId));
    const page2 = await call(t.app, 'getRechargeRecord', { page: 2, pageSize: 4 }, player.token);
    expect(page2.list?.map((o) => o.status)).toEqual(['pending', 'paid']);
    expect((await call(t.app, 'getRechargeRecord', { status: 'paid' }, player.token)).total).toBe(1);

    await payOnPage(t.app, refOf(open[0]!.payUrl as string));
    const checked = await call(t.app, 'checkRechargeOrder', {}, player.token);
    expect(checked).toMatchObject({ total: 4 });
    expect(checked.list?.every((o) => o.status === 'pending')).toBe(true);
    expect(await coinOf(t.app, player.token)).toBe(20_000);
    expect(await call(t.app, 'checkRechargeOrder', { orderId: open[0]!.orderId }, player.token)).toMatchObject({ total: 1, list: [{ status: 'paid' }] });
  });

  it('never shows or checks another player\'s order', async () => {
    const owner = await fundedPlayer(t.app, 10_000);
    const other = await registerPlayer(t.app);
    const { list } = await call(t.app, 'getRechargeRecord', {}, owner.token);
    const orderId = list?.[0]?.orderId as string;
    expect(await call(t.app, 'isRechargeDone', { orderId }, other.token)).toMatchObject({ errcode: PaymentErrcode.OrderNotFound });
    expect(await call(t.app, 'checkRechargeOrder', { orderId }, other.token)).toMatchObject({ errcode: PaymentErrcode.OrderNotFound });
    expect(await call(t.app, 'getRechargeRecord', {}, other.token)).toMatchObject({ total: 0, list: [] });
    expect(await call(t.app, 'isRechargeDone', {}, other.token)).toMatchObject({ errcode: PaymentErrcode.OrderNotFound });
  });
});
