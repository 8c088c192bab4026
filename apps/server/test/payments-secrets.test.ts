import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, encryptPassword } from './helper.ts';
import {
  bind, buildPaymentsApp, drainCallbacks, GCASH, JPEG, KYC_DETAILS, payOnPage, PNG, recharge, refOf, requestId, SANDBOX_SECRET, uploadKyc,
  WALLET_PASSWORD,
} from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { registerPlayer } from './helper.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp({ app: { logLevel: 'trace' } });
});
afterAll(() => t.dispose());

describe('payments and KYC keep secrets and personal data out of the logs', () => {
  it('logs no account number, uploaded file content, ID number, signing secret or signature', async () => {
    const { app } = t;
    const player = await registerPlayer(app);
    const gcash = '09175550123';
    const bank = '987654321012';
    await bind(app, player.token, GCASH, gcash);
    await bind(app, player.token, 202, bank);

    const marker = `KYCFILE${randomBytes(12).toString('hex')}`;
    const photo = Buffer.concat([PNG(16), Buffer.from(marker), PNG(16)]);
    const photoId = ((await uploadKyc(app, player.token, { kind: 'idPhoto', file: photo, filename: `${marker}.png` })).json() as { fileId: string }).fileId;
    const selfieId = ((await uploadKyc(app, player.token, { kind: 'selfie', file: JPEG() })).json() as { fileId: string }).fileId;
    const idNumber = `N${randomBytes(5).toString('hex').toUpperCase()}`;
    expect((await call(app, 'addKyc', { ...KYC_DETAILS, idNumber, photoFileId: photoId, selfieFileId: selfieId }, player.token)).errcode).toBe(0);

    const order = await recharge(app, player.token, 100_000);
    await payOnPage(app, refOf(order.payUrl as string));
    await drainCallbacks(app);
    // A refused callback too: its header must not be logged.
    const forged = 't=1,v1=' + 'ab'.repeat(32);
    await app.inject({ method: 'POST', url: '/payments/callback/sandbox', headers: { 'content-type': 'application/json', 'x-sandbox-signature': forged }, payload: '{}' });

    const password = await encryptPassword(app, WALLET_PASSWORD);
    await call(app, 'safeboxPasswordInit', { password }, player.token);
    const submission = (await app.db.query<{ id: number }>('SELECT id FROM kyc_submissions WHERE player_id = $1', [player.user.id])).rows[0]!.id;
    await t.ops('kyc', 'approve', String(submission), '--operator', 'alice');
    const withdrawal = await call(app, 'exchange', { amount: 20_000, bankId: 202, password, requestId: requestId() }, player.token);
    await t.ops('withdrawals', 'approve', withdrawal.order!.orderId, '--operator', 'alice');

    const logs = app.logText();
    expect(logs).toContain('payment callback');
    const outbox = (await app.db.query<{ body: string }>('SELECT body FROM sandbox_callback_outbox')).rows.map((r) => r.body);
    for (const secret of [gcash, bank, marker, photo.toString('base64'), idNumber, SANDBOX_SECRET, forged, WALLET_PASSWORD, password]) {
      expect(logs, 'secret in logs').not.toContain(secret);
    }
    // The account numbers do not travel to the provider's callbacks either.
    for (const body of outbox) {
      expect(body).not.toContain(gcash);
      expect(body).not.toContain(bank);
    }
  });
});
