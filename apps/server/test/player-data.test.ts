import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_INTERVAL_SECONDS, EXPORT_LIST_LIMIT, Errcode, KYC_RETENTION_DAYS, PrivacyErrcode } from '@casino/contract';
import type { ExportList, PlayerDataDocument } from '@casino/contract';
import { KYC_RETENTION_JOB } from '../src/modules/kyc/index.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, callRaw, encryptPassword, registerPlayer, uniqueName } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { buildPaymentsApp, fundedPlayer, GCASH, requestId, submitKyc, WALLET_PASSWORD } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp({ withdraw: { minAmount: 10_000, maxAmount: 500_000, dailyMaxAmount: 800_000, dailyMaxCount: 3 } });
});
afterAll(async () => {
  // Closing accounts and removing identity data never moved a coin: the books still balance.
  expect((await checkBooks(t.app.db)).breaches).toEqual([]);
  await t.dispose();
});

async function exportOf(app: TestApp, token: string): Promise<PlayerDataDocument> {
  const res = await call(app, 'exportMyData', {}, token);
  expect(res, JSON.stringify(res).slice(0, 300)).toMatchObject({ code: 200, errcode: 0 });
  // Each call counts against the once-a-minute rule; the next one in a test comes a minute later.
  app.clock.advance(EXPORT_INTERVAL_SECONDS * 1000);
  return res.document as PlayerDataDocument;
}

const list = (document: PlayerDataDocument, section: string, name: string) => document.sections[section]?.[name] as ExportList;

const closeAccount = async (app: TestApp, player: RegisteredPlayer, body: Record<string, unknown> = {}) =>
  call(app, 'closeAccount', { password: await encryptPassword(app, player.password), ...body }, player.token);

describe('exportMyData', () => {
  it("holds the caller's data from every module, and nothing of another player", async () => {
    const alice = await fundedPlayer(t.app, 42_000);
    const bob = await fundedPlayer(t.app, 17_500);
    await submitKyc(t.app, alice.token, { idNumber: 'ALICE-0001', firstName: 'Alicia', lastName: 'Santos' });
    await submitKyc(t.app, bob.token, { idNumber: 'BOBBY-0002', firstName: 'Roberto', lastName: 'Reyes' });
    const details = { realName: 'Alicia Santos', email: 'alicia@example.com', birthday: '1991-02-03', gender: 'female' };
    expect(await call(t.app, 'updateAppUserOther', details, alice.token)).toMatchObject({ errcode: 0 });
    expect(await call(t.app, 'updateAppUserOther', { ...details, realName: 'Roberto Reyes', email: 'roberto@example.com' }, bob.token)).toMatchObject({ errcode: 0 });

    const document = await exportOf(t.app, alice.token);
    expect(document).toMatchObject({ format: 'player-data', version: 1, playerId: alice.user.id, listLimit: EXPORT_LIST_LIMIT });
    expect(Object.keys(document.sections)).toEqual(expect.arrayContaining(['account', 'wallet', 'payments', 'kyc', 'rewards', 'vip', 'tasks', 'mail']));

    const account = document.sections.account as Record<string, unknown>;
    expect(account.player).toMatchObject({ id: alice.user.id, uuid: alice.user.uuid, account: alice.account, status: 'active' });
    expect(account.details).toMatchObject({ realName: 'Alicia Santos', email: 'alicia@example.com' });
    expect(list(document, 'account', 'sessions').items[0]).toMatchObject({ deviceId: expect.stringMatching(/^test-device-[0-9a-f]{16}$/), ip: expect.any(String), createdAt: expect.stringMatching(/Z$/) });
    expect(document.sections.wallet).toMatchObject({ balances: { coin: 42_000, safebox: 0 } });
    expect(list(document, 'wallet', 'transfers').items).toContainEqual(expect.objectContaining({ amount: 42_000, balanceAfter: 42_000, account: 'main' }));
    expect(list(document, 'payments', 'deposits').items).toEqual([expect.objectContaining({ amount: 42_000, status: 'paid' })]);
    const bound = list(document, 'payments', 'boundAccounts').items;
    expect(bound).toEqual([expect.objectContaining({ bankId: GCASH, accountNumber: `${'*'.repeat(alice.gcash.length - 4)}${alice.gcash.slice(-4)}` })]);
    expect(list(document, 'kyc', 'submissions').items).toEqual([
      expect.objectContaining({ status: 'pending', idNumber: 'ALICE-0001', firstName: 'Alicia', lastName: 'Santos', removedAt: null }),
    ]);
    expect(list(document, 'kyc', 'images').items).toHaveLength(2);

    const text = JSON.stringify(document);
    // The full account number is never in it; nothing of Bob is.
    expect(text).not.toContain(alice.gcash);
    for (const bobs of [bob.account, bob.user.uuid, bob.user.inviteCode, bob.gcash.slice(-6), 'BOBBY-0002', 'Roberto', 'roberto@example.com']) {
      expect(text, bobs).not.toContain(bobs);
    }
    // Any player id in it is Alice's.
    expect([...text.matchAll(/"(?:playerId|player_id|id)":(\d{6,})/g)].map((m) => Number(m[1]))).not.toContain(bob.user.id);
    // Nor anything that works as a credential.
    expect(text).not.toMatch(/password_hash|token_hash|\$argon2/);
  });

  it('answers a complete, empty document for a player with no activity', async () => {
    const idle = await registerPlayer(t.app);
    const document = await exportOf(t.app, idle.token);
    expect(document.playerId).toBe(idle.user.id);
    expect(document.sections.wallet).toMatchObject({ balances: { coin: 0, safebox: 0, points: 0 } });
    for (const [section, name] of [['payments', 'deposits'], ['payments', 'withdrawals'], ['kyc', 'submissions'], ['kyc', 'images'], ['rewards', 'claims']] as const) {
      expect(list(document, section, name), `${section}.${name}`).toEqual({ items: [], truncated: false });
    }
    expect(document.sections.vip).toMatchObject({ standing: { level: 0, experience: 0 } });
    expect(list(document, 'account', 'sessions').items).toHaveLength(1);
    expect(document.notes.join(' ')).toContain(String(EXPORT_LIST_LIMIT));
  });

  it('is answered once a minute per player (429 with retryAfter), whatever the configured scale', async () => {
    const player = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    expect((await call(t.app, 'exportMyData', {}, player.token)).errcode).toBe(0);
    const again = await call(t.app, 'exportMyData', {}, player.token);
    expect(again).toMatchObject({ code: 429, retryAfter: expect.any(Number) });
    expect(again.retryAfter).toBeLessThanOrEqual(EXPORT_INTERVAL_SECONDS);
    expect(again.document).toBeUndefined();
    // Another player's download is their own.
    expect((await call(t.app, 'exportMyData', {}, other.token)).errcode).toBe(0);
    t.app.clock.advance(EXPORT_INTERVAL_SECONDS * 1000);
    expect((await call(t.app, 'exportMyData', {}, player.token)).errcode).toBe(0);
    expect((await callRaw(t.app, 'exportMyData', {})).json()).toMatchObject({ code: 401 });
  });
});

describe('closeAccount', () => {
  it('is refused while coins are left in the wallet or the safebox, and the account stays open', async () => {
    const player = await fundedPlayer(t.app, 10_000);
    expect(await closeAccount(t.app, player)).toMatchObject({
      code: 200, errcode: PrivacyErrcode.ClosureBalanceLeft, coin: 10_000, safebox: 0, msg: expect.stringMatching(/withdraw your balance first/i),
    });
    // All but one hundredth into the safebox: both still count.
    expect(await call(t.app, 'safeboxDeposit', { amount: 9_999, requestId: requestId() }, player.token)).toMatchObject({ errcode: 0 });
    expect(await closeAccount(t.app, player)).toMatchObject({ errcode: PrivacyErrcode.ClosureBalanceLeft, coin: 1, safebox: 9_999 });
    expect(await call(t.app, 'safeboxDeposit', { amount: 1, requestId: requestId() }, player.token)).toMatchObject({ errcode: 0 });
    expect(await closeAccount(t.app, player)).toMatchObject({ errcode: PrivacyErrcode.ClosureBalanceLeft, coin: 0, safebox: 10_000 });
    expect((await call(t.app, 'getAfterLoginInfo', {}, player.token)).errcode).toBe(0);
  });

  it('is refused while a withdrawal is in progress, even with nothing left in the wallet', async () => {
    const player = await fundedPlayer(t.app, 20_000);
    expect(await call(t.app, 'safeboxPasswordInit', { password: await encryptPassword(t.app, WALLET_PASSWORD) }, player.token)).toMatchObject({ errcode: 0 });
    expect((await t.ops('kyc', 'approve', String(await submitKyc(t.app, player.token)), '--operator', 'tester')).status).toBe(0);
    const held = await call(t.app, 'exchange', {
      bankId: GCASH, requestId: requestId(), amount: 20_000, password: await encryptPassword(t.app, WALLET_PASSWORD),
    }, player.token);
    expect(held, JSON.stringify(held)).toMatchObject({ errcode: 0 });
    expect((await call(t.app, 'refreshData', {}, player.token)).coin).toBe(0);
    expect(await closeAccount(t.app, player)).toMatchObject({ errcode: PrivacyErrcode.ClosureWithdrawalInProgress });
    const { rows } = await t.app.db.query<{ status: string }>('SELECT status FROM players WHERE id = $1', [player.user.id]);
    expect(rows[0]?.status).toBe('active');
  });

  it('closes an empty account: every session ends at once, sign-in is refused with its own errcode, and the closure is recorded', async () => {
    const player = await registerPlayer(t.app);
    const second = await call(t.app, 'accountLogin', { account: player.account, password: await encryptPassword(t.app, player.password) });
    expect(second.errcode).toBe(0);
    const closed = await closeAccount(t.app, player, { reason: 'Too much time on games' });
    expect(closed).toMatchObject({ code: 200, errcode: 0, closedAt: t.app.clock.now().getTime() });

    for (const token of [player.token, second.token as string]) {
      expect((await call(t.app, 'getAfterLoginInfo', {}, token)).code).toBe(401);
    }
    const login = await call(t.app, 'accountLogin', { account: player.account, password: await encryptPassword(t.app, player.password) });
    expect(login).toMatchObject({ errcode: PrivacyErrcode.AccountClosed, msg: expect.stringMatching(/closed/) });
    expect(login.token).toBeUndefined();
    // A wrong password still says only that the password is wrong.
    expect((await call(t.app, 'accountLogin', { account: player.account, password: await encryptPassword(t.app, 'Wrong-pass-1') })).errcode).toBe(Errcode.WrongPassword);

    const audit = await t.app.db.query<{ operator: string; action: string; after: unknown; detail: Record<string, unknown> }>(
      `SELECT operator, action, after, detail FROM ops_audit WHERE subject_kind = 'player' AND subject_id = $1`, [String(player.user.id)]);
    expect(audit.rows).toEqual([expect.objectContaining({
      operator: `player.${player.user.id}`, action: 'player.close', after: { status: 'closed' },
      detail: { reason: 'Too much time on games', sessionsEnded: 2 },
    })]);
  });

  it('refuses a wrong password (1056) and bad input (400 naming the field), closing nothing', async () => {
    const player = await registerPlayer(t.app);
    expect(await call(t.app, 'closeAccount', { password: await encryptPassword(t.app, 'Not-my-pass-9') }, player.token)).toMatchObject({ errcode: Errcode.CurrentPasswordWrong });
    expect(await call(t.app, 'closeAccount', {}, player.token)).toMatchObject({ code: 400, msg: expect.stringMatching(/^password: /) });
    expect(await call(t.app, 'closeAccount', { password: 'not base64!' }, player.token)).toMatchObject({ code: 400, msg: expect.stringMatching(/^password: /) });
    expect(await closeAccount(t.app, player, { reason: 'x'.repeat(501) })).toMatchObject({ code: 400, msg: expect.stringMatching(/^reason: /) });
    expect(await closeAccount(t.app, player, { reason: 42 })).toMatchObject({ code: 400, msg: expect.stringMatching(/^reason: /) });
    expect((await call(t.app, 'getAfterLoginInfo', {}, player.token)).errcode).toBe(0);
  });
});

describe('the retention of identity data', () => {
  let r: PaymentsTestApp;
  beforeAll(async () => {
    r = await buildPaymentsApp();
  });
  afterAll(async () => {
    expect((await checkBooks(r.app.db)).breaches).toEqual([]);
    await r.dispose();
  });

  const filesOf = async (playerId: number) =>
    (await r.app.db.query<{ id: string; storage_name: string }>('SELECT id, storage_name FROM kyc_files WHERE player_id = $1 ORDER BY id', [playerId])).rows;
  const submissionsOf = async (playerId: number) =>
    (await r.app.db.query<Record<string, unknown>>(
      `SELECT id_type, id_number, first_name, middle_name, last_name, birth_date::text AS birth_date, photo_file_id, selfie_file_id,
              status, reason, created_at, reviewed_at, reviewed_by, redacted_at
         FROM kyc_submissions WHERE player_id = $1 ORDER BY id`, [playerId])).rows;
  const onDisk = (storageName: string) => existsSync(join(r.config.kyc.dir as string, storageName));

  it(`removes images and details ${KYC_RETENTION_DAYS} days after the last visit, keeps them a day less, and runs again without effect`, async () => {
    // Away 366 days: an approved submission and an upload never submitted; the account closed.
    const away = await registerPlayer(r.app);
    const awayId = await submitKyc(r.app, away.token, { idNumber: 'AWAY-366', firstName: 'Awa' });
    expect((await r.ops('kyc', 'approve', String(awayId), '--operator', 'reviewer')).status).toBe(0);
    expect(await call(r.app, 'closeAccount', { password: await encryptPassword(r.app, away.password) }, away.token)).toMatchObject({ errcode: 0 });
    const awayFiles = await filesOf(away.user.id);
    // Away 364 days: back two days later.
    const recent = await registerPlayer(r.app, uniqueName('r'));
    await submitKyc(r.app, recent.token, { idNumber: 'RECENT-364' });
    r.app.clock.advance(2 * DAY_MS);
    expect((await call(r.app, 'accountLogin', { account: recent.account, password: await encryptPassword(r.app, recent.password) })).errcode).toBe(0);
    const recentBefore = { files: await filesOf(recent.user.id), submissions: await submissionsOf(recent.user.id) };
    expect(recentBefore.files).toHaveLength(2);
    const awayBefore = (await submissionsOf(away.user.id))[0] as Record<string, unknown>;

    r.app.clock.advance((KYC_RETENTION_DAYS - 1) * DAY_MS);
    await r.app.jobs.runOnce(KYC_RETENTION_JOB);

    expect(awayFiles).toHaveLength(2);
    expect(await filesOf(away.user.id)).toEqual([]);
    for (const file of awayFiles) expect(onDisk(file.storage_name), file.storage_name).toBe(false);
    expect(await submissionsOf(away.user.id)).toEqual([{
      id_type: awayBefore.id_type, id_number: '', first_name: '', middle_name: '', last_name: '', birth_date: null, photo_file_id: null, selfie_file_id: null,
      status: 'approved', reason: awayBefore.reason, created_at: awayBefore.created_at, reviewed_at: awayBefore.reviewed_at, reviewed_by: 'reviewer',
      redacted_at: r.app.clock.now(),
    }]);
    const audit = await r.app.db.query<{ after: unknown }>(`SELECT after FROM ops_audit WHERE action = 'kyc.retention' AND subject_id = $1`, [String(away.user.id)]);
    expect(audit.rows).toEqual([{ after: { submissions: 1, images: 2 } }]);

    expect({ files: await filesOf(recent.user.id), submissions: await submissionsOf(recent.user.id) }).toEqual(recentBefore);
    for (const file of recentBefore.files) expect(onDisk(file.storage_name)).toBe(true);

    // Again: nothing more changes, and no second record.
    const awayAfter = await submissionsOf(away.user.id);
    r.app.clock.advance(DAY_MS / 2);
    await r.app.jobs.runOnce(KYC_RETENTION_JOB);
    expect(await submissionsOf(away.user.id)).toEqual(awayAfter);
    expect((await r.app.db.query(`SELECT 1 FROM ops_audit WHERE action = 'kyc.retention'`)).rowCount).toBe(1);
    expect(await submissionsOf(recent.user.id)).toEqual(recentBefore.submissions);

    // What is left answers no identity to compare (the restricted list at login).
    expect(await r.app.face('kyc').identityOf(r.app.db, away.user.id)).toBeNull();
    expect(await r.app.face('kyc').identityOf(r.app.db, recent.user.id)).toMatchObject({ idNumber: 'RECENT-364' });
  });
});
