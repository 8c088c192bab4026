import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENESIS_HASH, recordAudit, verifyAuditChain } from '../src/modules/audit/index.ts';
import { createOpsContext } from '../src/ops/context.ts';
import { runOps } from '../src/ops/commands.ts';
import { parseConfig } from '../src/platform/config.ts';
import { buildTestApp, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { auditRows, opCall, signedInOperator } from './operators-helper.ts';

/** The audit log chained by hash: written with each action, checked by `audit verify`, a tampered row named. */

async function verifyCommand(app: TestApp) {
  const lines: string[] = [];
  const ctx = createOpsContext({ db: app.db, clock: app.clock, config: { ...parseConfig({}), dataDir: null }, log: app.log, derivedSecret: () => 'unused', out: (l) => lines.push(l) });
  try {
    return { status: await runOps(['audit', 'verify'], ctx), lines };
  } finally {
    ctx.storage.dispose();
  }
}

/** Changes rows the way someone with the database's keys could: the append-only trigger off for one transaction. */
async function tamper(app: TestApp, sql: string, params: unknown[]) {
  await app.db.transaction(async (tx) => {
    await tx.query('ALTER TABLE ops_audit DISABLE TRIGGER ops_audit_append_only');
    await tx.query(sql, params);
    await tx.query('ALTER TABLE ops_audit ENABLE TRIGGER ops_audit_append_only');
  });
}

describe('the audit chain', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInOperator>>;
  let support: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signedInOperator(app, 'admin');
    support = await signedInOperator(app, 'support');
  });
  afterAll(() => app.dispose());

  it('chains every row, whoever writes it: seq in order, each carrying the previous hash; verify says intact', async () => {
    const player = await registerPlayer(app);
    expect((await opCall(app, 'playerNoteAdd', { playerId: player.user.id, text: 'first' }, support.cookie)).errcode).toBe(0);
    expect((await opCall(app, 'playerBan', { playerId: player.user.id, reason: 'test' }, support.cookie)).errcode).toBe(0);
    // A module writing through the face (as kyc and payments do) is chained the same way.
    await app.db.transaction((tx) => recordAudit(tx, { operator: 'alice', action: 'test.direct', subjectKind: 'thing', subjectId: 'x', before: null, after: { n: 1 }, detail: { playerId: player.user.id }, at: app.clock.now() }));

    const { rows } = await app.db.query<{ seq: number; prev_hash: string; hash: string }>('SELECT seq, prev_hash, hash FROM ops_audit ORDER BY seq');
    expect(rows.length).toBeGreaterThanOrEqual(5);
    rows.forEach((row, i) => {
      expect(Number(row.seq)).toBe(i + 1);
      expect(row.prev_hash).toBe(i === 0 ? GENESIS_HASH : rows[i - 1]!.hash);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    });
    expect((await auditRows(app, { action: 'test.direct' }))[0]?.player_id).toBe(player.user.id);

    const verified = await verifyCommand(app);
    expect(verified).toMatchObject({ status: 0, lines: [`audit chain intact: ${rows.length} row(s), head ${rows.at(-1)!.hash}`] });
    expect(await opCall(app, 'auditVerify', {}, admin.cookie)).toMatchObject({ errcode: 0, intact: true, rows: rows.length, headHash: rows.at(-1)!.hash, brokenAt: null });
  });

  it('stays append-only, and an action that fails leaves neither its row nor a gap', async () => {
    await expect(app.db.query("UPDATE ops_audit SET detail = '{}' WHERE seq = 1")).rejects.toThrow(/append-only/);
    await expect(app.db.query('DELETE FROM ops_audit WHERE seq = 1')).rejects.toThrow(/append-only/);
    const before = (await verifyAuditChain(app.db)).rows;
    await expect(app.db.transaction(async (tx) => {
      await recordAudit(tx, { operator: 'alice', action: 'test.rolledBack', subjectKind: 'thing', subjectId: 'y', before: null, after: null, at: app.clock.now() });
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    expect(await verifyAuditChain(app.db)).toMatchObject({ intact: true, rows: before });
  });

  it('concurrent actions never fork the chain', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => registerPlayer(app)));
    const before = (await verifyAuditChain(app.db)).rows;
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) =>
      opCall(app, 'playerNoteAdd', { playerId: players[i % players.length]!.user.id, text: `note ${i}` }, support.cookie)));
    expect(results.every((r) => r.errcode === 0)).toBe(true);
    expect(await verifyAuditChain(app.db)).toMatchObject({ intact: true, rows: before + 24 });
    const { rows } = await app.db.query<{ n: number; distinct_prev: number }>('SELECT count(*)::bigint AS n, count(DISTINCT prev_hash)::bigint AS distinct_prev FROM ops_audit');
    expect(Number(rows[0]?.distinct_prev)).toBe(Number(rows[0]?.n));
  });

  it('the audit view filters by operator, player and action, newest first, in pages', async () => {
    const player = await registerPlayer(app);
    for (const text of ['a', 'b', 'c']) await opCall(app, 'playerNoteAdd', { playerId: player.user.id, text }, support.cookie);
    await opCall(app, 'playerBan', { playerId: player.user.id, reason: 'filters' }, admin.cookie);

    const byPlayer = await opCall(app, 'auditList', { playerId: player.user.id }, admin.cookie);
    expect(byPlayer.list?.map((r) => r.action)).toEqual(['player.ban', 'player.note', 'player.note', 'player.note']);
    const bySupport = await opCall(app, 'auditList', { playerId: player.user.id, operator: support.username }, admin.cookie);
    expect(bySupport.list?.map((r) => r.detail.text)).toEqual(['c', 'b', 'a']);
    expect((await opCall(app, 'auditList', { playerId: player.user.id, action: 'player.ban' }, admin.cookie)).list).toMatchObject([{ operator: admin.username, subjectKind: 'player', subjectId: String(player.user.id), after: { status: 'banned' } }]);
    const page1 = await opCall(app, 'auditList', { playerId: player.user.id, limit: 2 }, admin.cookie);
    expect(page1.list).toHaveLength(2);
    const page2 = await opCall(app, 'auditList', { playerId: player.user.id, limit: 2, beforeId: page1.nextBeforeId }, admin.cookie);
    expect(page2.list?.map((r) => r.detail.text)).toEqual(['b', 'a']);
  });
});

describe('a tampered audit log', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInOperator>>;
  let rowIds: number[];
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signedInOperator(app, 'admin');
    const player = await registerPlayer(app);
    for (const text of ['one', 'two', 'three', 'four']) await opCall(app, 'playerNoteAdd', { playerId: player.user.id, text }, admin.cookie);
    rowIds = (await auditRows(app)).map((r) => r.id);
    expect((await verifyCommand(app)).status).toBe(0);
  });
  afterAll(() => app.dispose());

  it('a changed row is named by the command (exit 1) and by the console', async () => {
    const target = rowIds[2] as number;
    await tamper(app, `UPDATE ops_audit SET detail = jsonb_set(detail, '{text}', '"rewritten"') WHERE id = $1`, [target]);
    const verified = await verifyCommand(app);
    expect(verified.status).toBe(1);
    expect(verified.lines[0]).toBe(`audit chain BROKEN at row ${target} (seq 3): its content does not match its hash (changed after it was written)`);
    expect(await opCall(app, 'auditVerify', {}, admin.cookie)).toMatchObject({ intact: false, brokenAt: { id: target, seq: 3 } });
    // Rewriting its hash too only moves the break to the next row.
    await tamper(app, 'UPDATE ops_audit SET hash = ops_audit_row_hash(prev_hash, ops_audit) WHERE id = $1', [target]);
    expect((await verifyCommand(app)).lines[0]).toMatch(new RegExp(`^audit chain BROKEN at row ${rowIds[3]} \\(seq 4\\): its previous hash`));
  });

  it('a deleted row is named by the row after the gap, and a missing tail by the last row left', async () => {
    await tamper(app, 'DELETE FROM ops_audit WHERE id = $1', [rowIds[1]]);
    expect((await verifyCommand(app)).lines[0]).toBe(`audit chain BROKEN at row ${rowIds[2]} (seq 3): the row with seq 2 is missing`);

    const fresh = await buildTestApp();
    try {
      const op = await signedInOperator(fresh, 'admin');
      await opCall(fresh, 'operatorList', {}, op.cookie);
      const ids = (await auditRows(fresh)).map((r) => r.id);
      await tamper(fresh, 'DELETE FROM ops_audit WHERE id = $1', [ids.at(-1)]);
      const verified = await verifyCommand(fresh);
      expect(verified.status).toBe(1);
      expect(verified.lines[0]).toContain(`BROKEN at row ${ids.at(-2)}`);
      expect(verified.lines[0]).toContain('the rows after this one are missing');
    } finally {
      await fresh.dispose();
    }
  });
});
