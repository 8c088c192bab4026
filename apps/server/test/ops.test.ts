import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GCASH, buildPaymentsApp, coinOf, PNG, readyToWithdraw, requestId, submitKyc, uploadKyc } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { call, registerPlayer } from './helper.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp();
});
afterAll(() => t.dispose());

interface AuditRow { operator: string; action: string; subject_kind: string; subject_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; detail: Record<string, unknown>; at: Date }
const auditOf = async (subjectId: string) =>
  (await t.app.db.query<AuditRow>('SELECT operator, action, subject_kind, subject_id, before, after, detail, at FROM ops_audit WHERE subject_id = $1 ORDER BY id', [subjectId])).rows;

async function pendingWithdrawal(amount: number) {
  const player = await readyToWithdraw(t, 100_000);
  const res = await call(t.app, 'exchange', { amount, bankId: GCASH, password: player.password, requestId: requestId() }, player.token);
  expect(res.errcode).toBe(0);
  return { player, orderId: res.order!.orderId };
}

describe('operator commands', () => {
  it('lists pending withdrawals and approves one: payout made, audit row with who, what, when, before and after', async () => {
    const { player, orderId } = await pendingWithdrawal(40_000);
    const listed = await t.ops('withdrawals', 'list');
    expect(listed.status).toBe(0);
    expect(listed.lines.some((l) => l.startsWith(orderId) && l.includes('pending') && l.includes('400.00'))).toBe(true);
    // Account numbers never appear in full.
    expect(listed.lines.join('\n')).not.toMatch(/09\d{9}/);

    const approved = await t.ops('withdrawals', 'approve', orderId, '--operator', 'alice');
    expect(approved).toMatchObject({ status: 0 });
    const audit = await auditOf(orderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator: 'alice', action: 'withdrawal.approve', subject_kind: 'withdrawal',
      before: { status: 'pending', amount: 40_000, playerId: player.user.id }, after: { status: 'processing' },
    });
    expect(new Date(audit[0]!.at).getTime()).toBe(t.app.clock.now().getTime());
    expect(await call(t.app, 'getExchangeOrder', {}, player.token)).toMatchObject({ list: [{ orderId, status: 'paid' }] });
  });

  it('rejects with a reason: the coins come back, the audit row keeps the reason', async () => {
    const { player, orderId } = await pendingWithdrawal(30_000);
    expect(await coinOf(t.app, player.token)).toBe(70_000);
    const rejected = await t.ops('withdrawals', 'reject', orderId, '--reason', 'Account name does not match KYC', '--operator', 'bob');
    expect(rejected.status).toBe(0);
    expect(await coinOf(t.app, player.token)).toBe(100_000);
    expect(await call(t.app, 'getExchangeOrder', {}, player.token)).toMatchObject({ list: [{ orderId, status: 'rejected', reason: 'Account name does not match KYC' }] });
    expect(await auditOf(orderId)).toMatchObject([{ operator: 'bob', action: 'withdrawal.reject', before: { status: 'pending' }, after: { status: 'rejected' }, detail: { reason: 'Account name does not match KYC' } }]);
    // Already decided: refused, nothing written.
    expect(await t.ops('withdrawals', 'approve', orderId, '--operator', 'bob')).toMatchObject({ status: 1, lines: [expect.stringContaining('is rejected, not pending')] });
    expect(await auditOf(orderId)).toHaveLength(1);
  });

  it('requires --operator (and a reason to reject); a refused command changes nothing', async () => {
    const { orderId } = await pendingWithdrawal(20_000);
    expect(await t.ops('withdrawals', 'approve', orderId)).toMatchObject({ status: 2, lines: [expect.stringContaining('--operator NAME is required')] });
    expect(await t.ops('withdrawals', 'reject', orderId, '--operator', 'bob')).toMatchObject({ status: 2 });
    expect(await t.ops('withdrawals', 'approve', orderId, '--operator', 'no spaces allowed')).toMatchObject({ status: 2 });
    // The names the log gives automatic approvals and players' own actions cannot be claimed.
    expect(await t.ops('withdrawals', 'approve', orderId, '--operator', 'auto')).toMatchObject({ status: 2, lines: [expect.stringContaining('reserved')] });
    expect(await t.ops('withdrawals', 'reject', orderId, '--reason', 'x', '--operator', 'player.42')).toMatchObject({ status: 2, lines: [expect.stringContaining('reserved')] });
    expect(await t.ops('withdrawals', 'approve', 'W00000000NOSUCHORDR', '--operator', 'bob')).toMatchObject({ status: 1 });
    expect(await t.ops('withdrawals', 'frobnicate')).toMatchObject({ status: 2 });
    expect(await t.ops('withdrawals', 'list', '--bogus', 'x')).toMatchObject({ status: 2 });
    expect(await auditOf(orderId)).toEqual([]);
    expect((await t.app.db.query<{ status: string }>('SELECT status FROM withdrawal_orders WHERE id = $1', [orderId])).rows[0]?.status).toBe('pending');
  });

  it('reviews KYC: list, show (audited), copy a file out (audited), approve and reject with audit rows', async () => {
    const player = await registerPlayer(t.app);
    const submission = await submitKyc(t.app, player.token);
    const listed = await t.ops('kyc', 'list');
    expect(listed.lines.some((l) => l.startsWith(`${submission} `) && l.includes(`player ${player.user.id}`))).toBe(true);

    expect(await t.ops('kyc', 'show', String(submission))).toMatchObject({ status: 2 });
    const shown = await t.ops('kyc', 'show', String(submission), '--operator', 'carol');
    expect(shown.lines.join('\n')).toContain('passport P1234567A');
    const fileId = /ID photo (kf_[0-9a-f]+)/.exec(shown.lines.join('\n'))?.[1] as string;

    const outDir = mkdtempSync(join(tmpdir(), 'casino-ops-test-'));
    try {
      const target = join(outDir, 'photo.png');
      expect((await t.ops('kyc', 'file', fileId, '--out', target, '--operator', 'carol')).status).toBe(0);
      const row = (await t.app.db.query<{ storage_name: string }>('SELECT storage_name FROM kyc_files WHERE id = $1', [fileId])).rows[0];
      expect(readFileSync(target).equals(readFileSync(join(t.config.kyc.dir as string, row!.storage_name)))).toBe(true);
      // Never over an existing file.
      expect((await t.ops('kyc', 'file', fileId, '--out', target, '--operator', 'carol')).status).toBe(1);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }

    expect((await t.ops('kyc', 'reject', String(submission), '--reason', 'Selfie does not show the ID', '--operator', 'carol')).status).toBe(0);
    expect(await t.ops('kyc', 'approve', String(submission), '--operator', 'carol')).toMatchObject({ status: 1 });
    const audit = await auditOf(String(submission));
    expect(audit.map((a) => [a.operator, a.action])).toEqual([['carol', 'kyc.view'], ['carol', 'kyc.reject']]);
    expect(audit[1]).toMatchObject({ before: { status: 'pending' }, after: { status: 'rejected', reason: 'Selfie does not show the ID' } });
    expect(await auditOf(fileId)).toMatchObject([{ operator: 'carol', action: 'kyc.readFile', subject_kind: 'kycFile', detail: { playerId: player.user.id } }]);

    const again = await submitKyc(t.app, player.token);
    expect((await t.ops('kyc', 'approve', String(again), '--operator', 'dave')).status).toBe(0);
    expect(await auditOf(String(again))).toMatchObject([{ operator: 'dave', action: 'kyc.approve', before: { status: 'pending' }, after: { status: 'approved' } }]);
    expect((await t.ops('audit', 'list', '--subject', `kyc:${again}`)).lines[0]).toContain('dave  kyc.approve');
  });

  it('keeps the audit log append-only', async () => {
    const player = await registerPlayer(t.app);
    const photo = (await uploadKyc(t.app, player.token, { kind: 'idPhoto', file: PNG() })).json() as { fileId: string };
    await t.ops('kyc', 'file', photo.fileId, '--out', join(tmpdir(), `casino-ops-${photo.fileId}`), '--operator', 'erin');
    rmSync(join(tmpdir(), `casino-ops-${photo.fileId}`), { force: true });
    await expect(t.app.db.query(`UPDATE ops_audit SET operator = 'someone-else' WHERE subject_id = $1`, [photo.fileId])).rejects.toThrow(/append-only/);
    await expect(t.app.db.query('DELETE FROM ops_audit WHERE subject_id = $1', [photo.fileId])).rejects.toThrow(/append-only/);
  });
});

describe('npm run ops', () => {
  it('runs against the configured database (usage errors: see the operator commands above)', { timeout: 120_000 }, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'casino-ops-cli-'));
    const cli = fileURLToPath(new URL('../src/ops/cli.ts', import.meta.url));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', CONFIG_FILE: '' };
    try {
      const list = spawnSync(process.execPath, ['--import', 'tsx', cli, 'withdrawals', 'list'], { env, encoding: 'utf8' });
      expect(list.stderr).not.toMatch(/error/i);
      expect(list.status).toBe(0);
      expect(list.stdout).toContain('0 pending withdrawal(s)');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
