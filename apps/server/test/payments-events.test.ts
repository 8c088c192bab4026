import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../src/platform/events.ts';
import type { DomainEvents, EventName } from '../src/platform/events.ts';
import { createKycService, openKycStorage } from '../src/modules/kyc/index.ts';
import type { KycService, KycStorage } from '../src/modules/kyc/index.ts';
import { createPaymentsService } from '../src/modules/payments/index.ts';
import type { PaymentsService } from '../src/modules/payments/index.ts';
import { createWalletService } from '../src/modules/wallet/index.ts';
import { call, encryptPassword, registerPlayer } from './helper.ts';
import {
  bind, buildPaymentsApp, coinOf, expectBooksClean, fundedPlayer, GCASH, payOnPage, recharge, refOf, requestId, SANDBOX_SECRET, submitKyc, WALLET_PASSWORD,
} from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/**
 * The events payments and kyc publish (depositCredited, withdrawalRequested, withdrawalPaid,
 * withdrawalRefused, kycDecided): once per change, inside the transaction that makes it true.
 * The services run here on the app's database with a bus of the test's own, as the operator
 * command line runs them; the wallet reads passwords in plain text (the test's stand-in key).
 */

const NAMES = ['depositCredited', 'withdrawalRequested', 'withdrawalPaid', 'withdrawalRefused', 'kycDecided'] as const satisfies readonly EventName[];
type Seen = { [K in (typeof NAMES)[number]]: { name: K; event: DomainEvents[K]; visible: boolean } }[(typeof NAMES)[number]];

let t: PaymentsTestApp;
let storage: KycStorage;
let kyc: KycService;
let payments: PaymentsService;
const seen: Seen[] = [];
/** Set to make the next depositCredited subscriber throw. */
let failNextDeposit = false;

beforeAll(async () => {
  t = await buildPaymentsApp();
  const { db, clock, log } = t.app;
  const events = createEventBus();
  for (const name of NAMES) {
    events.subscribe(name, async (tx, event) => {
      if (name === 'depositCredited' && failNextDeposit) {
        failNextDeposit = false;
        throw new Error('subscriber refuses');
      }
      // What the event tells is already written in the publisher's transaction.
      const id = 'orderId' in event ? event.orderId : String((event as DomainEvents['kycDecided']).submissionId);
      const table = name === 'kycDecided' ? 'kyc_submissions' : name === 'depositCredited' ? 'deposit_orders' : 'withdrawal_orders';
      const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE id::text = $1`, [id]);
      seen.push({ name, event, visible: rows.length === 1 } as Seen);
    });
  }
  const wallet = createWalletService({ db, clock, decryptPassword: (plain) => plain });
  storage = openKycStorage({ dir: t.config.kyc.dir, dataDir: null });
  kyc = createKycService({ db, clock, storage, maxFileBytes: t.config.kyc.maxFileBytes, events });
  payments = createPaymentsService({
    db, clock, log, wallet, kyc, events, settings: t.config.payments, merchantName: t.config.site.appName, derivedSecret: () => SANDBOX_SECRET,
  });
});
afterAll(async () => {
  storage.dispose();
  await t.dispose();
});

const take = () => seen.splice(0, seen.length);

describe('events of payments and kyc', () => {
  it('kycDecided on approval and rejection, with the operator and the reason', async () => {
    const first = await registerPlayer(t.app);
    const rejected = await submitKyc(t.app, first.token);
    await kyc.reject(rejected, 'carol', 'Blurred photo');
    const approved = await submitKyc(t.app, first.token);
    await kyc.approve(approved, 'dave');
    expect(take()).toEqual([
      { name: 'kycDecided', visible: true, event: { playerId: first.user.id, submissionId: rejected, approved: false, reason: 'Blurred photo', operator: 'carol', at: t.app.clock.now() } },
      { name: 'kycDecided', visible: true, event: { playerId: first.user.id, submissionId: approved, approved: true, reason: '', operator: 'dave', at: t.app.clock.now() } },
    ]);
  });

  it('depositCredited once when the credit commits; a subscriber that throws takes the credit back with it', async () => {
    const player = await fundedPlayer(t.app, 10_000);
    take();
    const order = await recharge(t.app, player.token, 25_000);
    await payOnPage(t.app, refOf(order.payUrl as string));
    t.app.clock.advance(61_000);
    failNextDeposit = true;
    await expect(payments.deposits.reconcileDue()).rejects.toThrow('subscriber refuses');
    expect(await coinOf(t.app, player.token)).toBe(10_000);
    expect(take()).toEqual([]);
    // Asked about again once the order is due again.
    t.app.clock.advance(61_000);
    expect(await payments.deposits.reconcileDue()).toBeGreaterThanOrEqual(1);
    expect(await coinOf(t.app, player.token)).toBe(35_000);
    // A replay credits nothing and tells nothing.
    await payments.deposits.reconcileDue();
    await payments.providers.sandbox!.outbox.drain();
    expect(take()).toEqual([
      { name: 'depositCredited', visible: true, event: { playerId: player.user.id, orderId: order.orderId, amount: 25_000, actType: 0, at: t.app.clock.now() } },
    ]);
    await expectBooksClean(t.app);
  });

  it('withdrawalRequested at the hold, then withdrawalPaid, or withdrawalRefused when rejected, cancelled or failed', async () => {
    const player = await fundedPlayer(t.app, 400_000);
    await call(t.app, 'safeboxPasswordInit', { password: await encryptPassword(t.app, WALLET_PASSWORD) }, player.token);
    await kyc.approve(await submitKyc(t.app, player.token), 'dave');
    await bind(t.app, player.token, 202, '123456780000');
    take();
    const request = (amount: number, bankId = GCASH, id = requestId()) =>
      payments.withdrawals.request(player.user.id, { amount, bankId, password: WALLET_PASSWORD, requestId: id });
    const at = t.app.clock.now();
    const who = { playerId: player.user.id, at };

    const paidRequest = requestId();
    const paid = (await request(100_000, GCASH, paidRequest)).order.orderId;
    await payments.withdrawals.approve(paid, 'alice');
    await payments.providers.sandbox!.outbox.drain();
    const rejected = (await request(50_000)).order.orderId;
    await payments.withdrawals.reject(rejected, 'bob', 'Name mismatch');
    const cancelled = (await request(20_000)).order.orderId;
    await payments.withdrawals.cancel(player.user.id, cancelled);
    // The sandbox bank refuses accounts ending 0000.
    const failed = (await request(30_000, 202)).order.orderId;
    await payments.withdrawals.approve(failed, 'alice');
    await payments.providers.sandbox!.outbox.drain();

    const events = take();
    expect(events.every((e) => e.visible)).toBe(true);
    expect(events.map((e) => ({ name: e.name, ...e.event }))).toEqual([
      { name: 'withdrawalRequested', ...who, orderId: paid, amount: 100_000 },
      { name: 'withdrawalPaid', ...who, orderId: paid, amount: 100_000 },
      { name: 'withdrawalRequested', ...who, orderId: rejected, amount: 50_000 },
      { name: 'withdrawalRefused', ...who, orderId: rejected, amount: 50_000, outcome: 'rejected', reason: 'Name mismatch' },
      { name: 'withdrawalRequested', ...who, orderId: cancelled, amount: 20_000 },
      { name: 'withdrawalRefused', ...who, orderId: cancelled, amount: 20_000, outcome: 'cancelled', reason: '' },
      { name: 'withdrawalRequested', ...who, orderId: failed, amount: 30_000 },
      { name: 'withdrawalRefused', ...who, orderId: failed, amount: 30_000, outcome: 'failed', reason: expect.stringContaining('refused') },
    ]);
    // A replayed request answers the first order and tells nothing new.
    expect((await request(100_000, GCASH, paidRequest)).order).toMatchObject({ orderId: paid, status: 'paid' });
    expect(take()).toEqual([]);
    await expectBooksClean(t.app);
  });
});
