import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentErrcode } from '@casino/contract';
import { parseConfig } from '../src/platform/config.ts';
import { call, encryptPassword } from './helper.ts';
import {
  buildPaymentsApp, coinOf, drainCallbacks, expectBooksClean, fundedPlayer, GCASH, readyToWithdraw, requestId, WALLET_PASSWORD,
} from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/** WITHDRAW_AUTO_APPROVE_MAX: small withdrawals of verified players skip operator review (docs/decisions/048). */

const AUTO_MAX = 50_000;
let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp({ withdraw: { autoApproveMax: AUTO_MAX } });
});
afterAll(() => t.dispose());

const statusOf = async (app: PaymentsTestApp, orderId: string) =>
  (await app.app.db.query<{ status: string }>('SELECT status FROM withdrawal_orders WHERE id = $1', [orderId])).rows[0]?.status;
const transferKinds = async (app: PaymentsTestApp, orderId: string) =>
  (await app.app.db.query<{ kind: string }>('SELECT kind FROM ledger_transfers WHERE reference = $1 ORDER BY id', [orderId])).rows.map((r) => r.kind);
const auditOf = async (app: PaymentsTestApp, orderId: string) =>
  (await app.app.db.query<{ operator: string; action: string; before: Record<string, unknown>; after: Record<string, unknown>; detail: Record<string, unknown> }>(
    'SELECT operator, action, before, after, detail FROM ops_audit WHERE subject_id = $1 ORDER BY id', [orderId])).rows;
const causesOf = async (app: PaymentsTestApp, orderId: string) =>
  (await app.app.db.query<{ to_status: string; cause: string }>('SELECT to_status, cause FROM payment_order_transitions WHERE order_id = $1 ORDER BY id', [orderId])).rows
    .map((r) => `${r.to_status} by ${r.cause}`);

describe('automatic approval', () => {
  it('at the limit: approved at once (audited as "auto"), paid out without an operator, the coins move once', async () => {
    const player = await readyToWithdraw(t, 100_000);
    const id = requestId();
    const res = await call(t.app, 'exchange', { amount: AUTO_MAX, bankId: GCASH, password: player.password, requestId: id }, player.token);
    expect(res).toMatchObject({ errcode: 0, coin: 50_000, order: { amount: AUTO_MAX, status: 'processing' } });
    const orderId = res.order!.orderId;
    expect(await causesOf(t, orderId)).toEqual(['pending by player', 'processing by auto']);
    expect(await auditOf(t, orderId)).toMatchObject([{
      operator: 'auto', action: 'withdrawal.approve', before: { status: 'pending', amount: AUTO_MAX }, after: { status: 'processing' },
      detail: { rule: 'WITHDRAW_AUTO_APPROVE_MAX', autoApproveMax: AUTO_MAX },
    }]);
    // Not in the operators' queue, and the player can no longer cancel it.
    expect((await t.ops('withdrawals', 'list')).lines.some((l) => l.startsWith(orderId))).toBe(false);
    expect(await call(t.app, 'cancelExchange', { orderId }, player.token)).toMatchObject({ errcode: PaymentErrcode.WithdrawalNotCancellable });

    await drainCallbacks(t.app);
    expect(await statusOf(t, orderId)).toBe('paid');
    // A retry of the request answers the same order and pays nothing more.
    const again = await call(t.app, 'exchange', { amount: AUTO_MAX, bankId: GCASH, password: player.password, requestId: id }, player.token);
    expect(again).toMatchObject({ errcode: 0, order: { orderId, status: 'paid' } });
    expect(await transferKinds(t, orderId)).toEqual(['withdrawalHold', 'withdrawalPaid']);
    expect(await coinOf(t.app, player.token)).toBe(50_000);
    await expectBooksClean(t.app);
  });

  it('above the limit: waits for an operator as before', async () => {
    const player = await readyToWithdraw(t, 100_000);
    const res = await call(t.app, 'exchange', { amount: AUTO_MAX + 1, bankId: GCASH, password: player.password, requestId: requestId() }, player.token);
    expect(res).toMatchObject({ errcode: 0, order: { status: 'pending' } });
    const orderId = res.order!.orderId;
    await drainCallbacks(t.app);
    expect(await statusOf(t, orderId)).toBe('pending');
    expect(await auditOf(t, orderId)).toEqual([]);
    expect(await transferKinds(t, orderId)).toEqual(['withdrawalHold']);
    expect((await t.ops('withdrawals', 'list')).lines.some((l) => l.startsWith(orderId))).toBe(true);
  });

  it('never for a player whose identity is not verified: refused (2110), nothing held', async () => {
    const player = await fundedPlayer(t.app, 100_000);
    const password = await encryptPassword(t.app, WALLET_PASSWORD);
    await call(t.app, 'safeboxPasswordInit', { password }, player.token);
    expect(await call(t.app, 'exchange', { amount: 10_000, bankId: GCASH, password, requestId: requestId() }, player.token))
      .toMatchObject({ errcode: PaymentErrcode.KycRequired });
    expect(await coinOf(t.app, player.token)).toBe(100_000);
    const { rows } = await t.app.db.query('SELECT 1 FROM withdrawal_orders WHERE player_id = $1', [player.user.id]);
    expect(rows).toEqual([]);
  });

  it('off by default: every withdrawal waits for review', async () => {
    expect(parseConfig({}).payments.withdraw.autoApproveMax).toBe(0);
    const plain = await buildPaymentsApp();
    try {
      const player = await readyToWithdraw(plain, 100_000);
      const res = await call(plain.app, 'exchange', { amount: 10_000, bankId: GCASH, password: player.password, requestId: requestId() }, player.token);
      expect(res).toMatchObject({ errcode: 0, order: { status: 'pending' } });
      expect(await auditOf(plain, res.order!.orderId)).toEqual([]);
    } finally {
      await plain.dispose();
    }
  });

  it('the setting is whole hundredths, 0 or more', () => {
    expect(parseConfig({ WITHDRAW_AUTO_APPROVE_MAX: '250000' }).payments.withdraw.autoApproveMax).toBe(250_000);
    expect(() => parseConfig({ WITHDRAW_AUTO_APPROVE_MAX: '-1' })).toThrow(/WITHDRAW_AUTO_APPROVE_MAX/);
    expect(() => parseConfig({ WITHDRAW_AUTO_APPROVE_MAX: '12.5' })).toThrow(/WITHDRAW_AUTO_APPROVE_MAX/);
  });
});
