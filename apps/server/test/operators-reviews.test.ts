import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorErrcode } from '@casino/contract/operator';
import { call, registerPlayer } from './helper.ts';
import { coinOf, expectBooksClean, GCASH, PNG, readyToWithdraw, requestId, submitKyc, uploadKyc, JPEG, KYC_DETAILS, buildPaymentsApp } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { auditRows, opCall, signedInOperator } from './operators-helper.ts';

/** The review queues in the console: KYC with its images, withdrawals through the payments module. */

let t: PaymentsTestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
let finance: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  t = await buildPaymentsApp();
  support = await signedInOperator(t.app, 'support');
  finance = await signedInOperator(t.app, 'finance');
});
afterAll(() => t.dispose());

const kycState = async (token: string) => (await call(t.app, 'kyc', {}, token)) as { status?: string; reason?: string };

describe('KYC review', () => {
  it('support sees the queue, the details and the images (each read audited), and approves', async () => {
    const player = await registerPlayer(t.app);
    const photo = PNG(4096);
    const photoId = ((await uploadKyc(t.app, player.token, { kind: 'idPhoto', file: photo })).json() as { fileId: string }).fileId;
    const selfieId = ((await uploadKyc(t.app, player.token, { kind: 'selfie', file: JPEG(), filename: 'me.jpg', contentType: 'image/jpeg' })).json() as { fileId: string }).fileId;
    expect((await call(t.app, 'addKyc', { ...KYC_DETAILS, photoFileId: photoId, selfieFileId: selfieId }, player.token)).errcode).toBe(0);
    const submissionId = Number((await t.app.db.query<{ id: number }>('SELECT id FROM kyc_submissions WHERE photo_file_id = $1', [photoId])).rows[0]?.id);

    const queue = await opCall(t.app, 'kycList', {}, support.cookie);
    expect(queue.list).toEqual(expect.arrayContaining([expect.objectContaining({ id: submissionId, playerId: player.user.id, status: 'pending', idType: 'passport' })]));
    const shown = await opCall(t.app, 'kycShow', { submissionId }, support.cookie);
    expect(shown.submission).toMatchObject({ id: submissionId, idNumber: KYC_DETAILS.idNumber, firstName: 'Juan', lastName: 'Dela Cruz', birthDate: '1990-05-17', photoFileId: photoId, selfieFileId: selfieId });
    expect(await auditRows(t.app, { action: 'kyc.view', subjectId: String(submissionId) })).toMatchObject([{ operator: support.username, player_id: player.user.id }]);

    const image = await t.app.inject({ method: 'GET', url: `/admin/api/kycFile/${photoId}`, headers: { cookie: support.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(photo)).toBe(true);
    expect(await auditRows(t.app, { action: 'kyc.readFile', subjectId: photoId })).toMatchObject([{ operator: support.username, player_id: player.user.id }]);
    // Finance may not see identity images; nothing is read, nothing is logged.
    const denied = await t.app.inject({ method: 'GET', url: `/admin/api/kycFile/${selfieId}`, headers: { cookie: finance.cookie } });
    expect(denied.json()).toMatchObject({ code: 403 });
    expect(denied.rawPayload.length).toBeLessThan(200);
    expect(await auditRows(t.app, { action: 'kyc.readFile', subjectId: selfieId })).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/kycFile/kf_nosuchfile', headers: { cookie: support.cookie } })).statusCode).toBe(404);

    expect(await opCall(t.app, 'kycApprove', { submissionId }, support.cookie)).toMatchObject({ errcode: 0, submission: { id: submissionId, status: 'approved', reviewedBy: support.username } });
    expect((await kycState(player.token)).status).toBe('approved');
    expect(await auditRows(t.app, { action: 'kyc.approve', subjectId: String(submissionId) })).toMatchObject([{ operator: support.username, before: { status: 'pending' }, after: { status: 'approved' } }]);
    const again = await opCall(t.app, 'kycApprove', { submissionId }, support.cookie);
    expect(again).toMatchObject({ errcode: OperatorErrcode.Refused, msg: expect.stringContaining('not pending') });
  });

  it('support rejects with a reason the player sees', async () => {
    const player = await registerPlayer(t.app);
    const submissionId = await submitKyc(t.app, player.token);
    expect(await opCall(t.app, 'kycReject', { submissionId, reason: 'The photo is blurred' }, support.cookie)).toMatchObject({ errcode: 0, submission: { status: 'rejected', reason: 'The photo is blurred' } });
    expect(await kycState(player.token)).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    expect((await opCall(t.app, 'kycShow', { submissionId: 999_999 }, support.cookie)).errcode).toBe(OperatorErrcode.Refused);
  });
});

describe('withdrawal review', () => {
  async function pendingWithdrawal(amount: number) {
    const player = await readyToWithdraw(t, 100_000);
    const res = await call(t.app, 'exchange', { amount, bankId: GCASH, password: player.password, requestId: requestId() }, player.token);
    expect(res.errcode).toBe(0);
    return { player, orderId: res.order!.orderId };
  }

  it('finance approves: processing at once, paid when the provider confirms; audited; books clean', async () => {
    const { player, orderId } = await pendingWithdrawal(40_000);
    const queue = await opCall(t.app, 'withdrawalList', {}, finance.cookie);
    const listed = queue.list?.find((w) => w.orderId === orderId);
    expect(listed).toMatchObject({ playerId: player.user.id, status: 'pending', amount: 40_000 });
    expect(listed?.accountNumber).toMatch(/\*/);

    const approved = await opCall(t.app, 'withdrawalApprove', { orderId }, finance.cookie);
    expect(approved).toMatchObject({ errcode: 0, withdrawal: { orderId, status: 'processing' } });
    await t.app.face('payments').providers.sandbox?.outbox.drain();
    expect(await call(t.app, 'getExchangeOrder', {}, player.token)).toMatchObject({ list: [{ orderId, status: 'paid' }] });
    expect(await auditRows(t.app, { action: 'withdrawal.approve', subjectId: orderId })).toMatchObject([{ operator: finance.username, player_id: player.user.id, after: { status: 'processing' } }]);
    expect((await opCall(t.app, 'withdrawalApprove', { orderId }, finance.cookie)).errcode).toBe(OperatorErrcode.Refused);
    await expectBooksClean(t.app);
  });

  it('finance rejects with a reason: the coins come back; books clean', async () => {
    const { player, orderId } = await pendingWithdrawal(30_000);
    expect(await coinOf(t.app, player.token)).toBe(70_000);
    expect(await opCall(t.app, 'withdrawalReject', { orderId, reason: 'Account name does not match' }, finance.cookie)).toMatchObject({ errcode: 0, withdrawal: { status: 'rejected', reason: 'Account name does not match' } });
    expect(await coinOf(t.app, player.token)).toBe(100_000);
    expect((await opCall(t.app, 'withdrawalList', { status: 'rejected' }, finance.cookie)).list?.some((w) => w.orderId === orderId)).toBe(true);
    await expectBooksClean(t.app);
  });
});
