import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@casino/contract';
import { OperatorCode, OperatorErrcode } from '@casino/contract/operator';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { buildTestApp, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { opCall, signedInOperator } from './operators-helper.ts';

/**
 * Balance adjustments in the console (docs/decisions/062, 068): applied at once up to the approval
 * amount, pending above it until a second finance or admin operator decides; one ledger transfer
 * of kind adjustment when applied, never two; a debit never takes a balance below zero.
 */

/** 50.00: adjustments larger than this either way wait for a second operator. */
const APPROVAL_OVER = 5_000;
/** Every new player starts with 100.00 sign-up coins. */
const START = 10_000;

let app: TestApp;
type Op = Awaited<ReturnType<typeof signedInOperator>>;
let finance: Op;
let secondFinance: Op;
let admin: Op;
let support: Op;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: START, adjustmentApprovalOver: APPROVAL_OVER });
  finance = await signedInOperator(app, 'finance');
  secondFinance = await signedInOperator(app, 'finance');
  admin = await signedInOperator(app, 'admin');
  support = await signedInOperator(app, 'support');
});
afterAll(() => app.dispose());

const newPlayer = async () => (await registerPlayer(app)).user.id;
const coinOf = async (playerId: number) => (await app.face('wallet').readBalances(playerId)).coin;
const adjustmentTransfers = async (adjustmentId: number) =>
  (await app.db.query<{ kind: string; amount: number }>(`SELECT kind, amount FROM ledger_transfers WHERE reference = $1 ORDER BY id`, [`adjustment:${adjustmentId}`]))
    .rows.map((r) => ({ kind: r.kind, amount: Number(r.amount) }));
const adjustmentRows = async (playerId: number) =>
  Number((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_adjustments WHERE player_id = $1', [playerId])).rows[0]?.n);

/** The audit rows of one adjustment (or of every adjustment), oldest first. */
const adjustmentAudit = async (where: { id?: number; action?: string } = {}) =>
  (await app.db.query<{ action: string; operator: string; player_id: number | null; after: Record<string, unknown> | null }>(
    `SELECT action, operator, player_id, after FROM ops_audit WHERE subject_kind = 'adjustment'
        AND ($1::text IS NULL OR subject_id = $1::text) AND ($2::text IS NULL OR action = $2::text) ORDER BY id`,
    [where.id === undefined ? null : String(where.id), where.action ?? null],
  )).rows.map((r) => ({ ...r, player_id: r.player_id === null ? null : Number(r.player_id) }));

const request = (op: Op, playerId: number, amount: number, reason = 'Goodwill after a support call') =>
  opCall(app, 'adjustmentRequest', { playerId, amount, reason }, op.cookie);
const approve = (op: Op, adjustmentId: number) => opCall(app, 'adjustmentApprove', { adjustmentId }, op.cookie);
const reject = (op: Op, adjustmentId: number, reason = 'Not supported by the ticket') => opCall(app, 'adjustmentReject', { adjustmentId, reason }, op.cookie);

describe('at or below the approval amount', () => {
  it('a credit and a debit apply at once: the balance moves once, one adjustment transfer each, one adjustment.apply audit row each', async () => {
    const playerId = await newPlayer();
    const credit = await request(finance, playerId, 2_500);
    expect(credit).toMatchObject({
      errcode: 0, approvalOver: APPROVAL_OVER, balances: { coin: START + 2_500 },
      adjustment: { playerId, amount: 2_500, status: 'applied', requestedBy: finance.username, decidedBy: finance.username, transferId: expect.any(Number) },
    });
    const creditId = credit.adjustment!.id;
    expect(await adjustmentTransfers(creditId)).toEqual([{ kind: 'adjustment', amount: 2_500 }]);

    // Exactly the approval amount still applies at once; the sign says which way.
    const debit = await request(finance, playerId, -APPROVAL_OVER);
    expect(debit).toMatchObject({ errcode: 0, adjustment: { amount: -APPROVAL_OVER, status: 'applied' }, balances: { coin: START + 2_500 - APPROVAL_OVER } });
    expect(await adjustmentTransfers(debit.adjustment!.id)).toEqual([{ kind: 'adjustment', amount: APPROVAL_OVER }]);
    expect(await coinOf(playerId)).toBe(START + 2_500 - APPROVAL_OVER);

    for (const id of [creditId, debit.adjustment!.id]) {
      expect(await adjustmentAudit({ id })).toMatchObject([{ action: 'adjustment.apply', operator: finance.username, player_id: playerId, after: { status: 'applied' } }]);
    }
  });

  it('a debit larger than the coin balance is refused with 7014 and leaves no adjustment, transfer or audit row', async () => {
    const playerId = await newPlayer();
    // Two debits within the approval amount take the balance to exactly 0.
    for (const amount of [-APPROVAL_OVER, -(START - APPROVAL_OVER)]) expect((await request(finance, playerId, amount)).errcode).toBe(0);
    expect(await coinOf(playerId)).toBe(0);
    const auditBefore = (await adjustmentAudit()).length;
    expect(await request(finance, playerId, -1)).toMatchObject({ errcode: OperatorErrcode.InsufficientBalance });
    expect(await coinOf(playerId)).toBe(0);
    expect(await adjustmentRows(playerId)).toBe(2);
    expect((await adjustmentAudit()).length).toBe(auditBefore);
  });

  it('a player who does not exist is refused with 7011', async () => {
    expect(await request(finance, 999_999_999, 100)).toMatchObject({ errcode: OperatorErrcode.NotFound });
  });
});

describe('above the approval amount', () => {
  it('waits, unmoved, until a second operator approves; the requester cannot, support may not; approved once it cannot be decided again', async () => {
    const playerId = await newPlayer();
    const asked = await request(finance, playerId, APPROVAL_OVER + 1);
    expect(asked).toMatchObject({ errcode: 0, adjustment: { status: 'pending', decidedBy: null, transferId: null }, balances: { coin: START } });
    const id = asked.adjustment!.id;
    expect(await adjustmentTransfers(id)).toEqual([]);
    expect(await adjustmentAudit({ id })).toMatchObject([{ action: 'adjustment.request', operator: finance.username }]);

    const pending = await opCall(app, 'adjustmentList', { status: 'pending', playerId }, secondFinance.cookie);
    expect(pending).toMatchObject({ errcode: 0, approvalOver: APPROVAL_OVER });
    expect(pending.list?.map((a) => a.id)).toEqual([id]);

    expect(await approve(finance, id)).toMatchObject({ errcode: OperatorErrcode.SelfAction });
    expect(await approve(support, id)).toMatchObject({ code: OperatorCode.Forbidden });
    expect(await reject(support, id)).toMatchObject({ code: OperatorCode.Forbidden });
    expect(await coinOf(playerId)).toBe(START);

    const approved = await approve(secondFinance, id);
    expect(approved).toMatchObject({
      errcode: 0, balances: { coin: START + APPROVAL_OVER + 1 },
      adjustment: { status: 'applied', requestedBy: finance.username, decidedBy: secondFinance.username, transferId: expect.any(Number) },
    });
    expect(await adjustmentTransfers(id)).toEqual([{ kind: 'adjustment', amount: APPROVAL_OVER + 1 }]);
    expect((await adjustmentAudit({ id })).map((r) => [r.action, r.operator])).toEqual([
      ['adjustment.request', finance.username], ['adjustment.approve', secondFinance.username],
    ]);

    expect(await approve(admin, id)).toMatchObject({ errcode: OperatorErrcode.Refused });
    expect(await reject(admin, id)).toMatchObject({ errcode: OperatorErrcode.Refused });
    expect(await coinOf(playerId)).toBe(START + APPROVAL_OVER + 1);
    expect(await adjustmentTransfers(id)).toHaveLength(1);
    const applied = await opCall(app, 'adjustmentList', { status: 'applied', playerId }, finance.cookie);
    expect(applied.list?.map((a) => a.id)).toEqual([id]);
  });

  it('a rejection moves nothing, keeps its reason, and cannot be approved afterwards', async () => {
    const playerId = await newPlayer();
    const id = (await request(finance, playerId, -(APPROVAL_OVER + 500))).adjustment!.id;
    expect(await reject(admin, id, 'The chargeback was reversed')).toMatchObject({
      errcode: 0, adjustment: { status: 'rejected', decidedBy: admin.username, decisionReason: 'The chargeback was reversed', transferId: null },
    });
    expect(await approve(secondFinance, id)).toMatchObject({ errcode: OperatorErrcode.Refused });
    expect(await coinOf(playerId)).toBe(START);
    expect(await adjustmentTransfers(id)).toEqual([]);
    expect((await adjustmentAudit({ id })).map((r) => r.action)).toEqual(['adjustment.request', 'adjustment.reject']);
  });

  it('approvals of one adjustment at the same time apply it exactly once', async () => {
    const playerId = await newPlayer();
    const id = (await request(finance, playerId, 8_000)).adjustment!.id;
    const answers = await Promise.all([approve(secondFinance, id), approve(admin, id), approve(secondFinance, id), approve(admin, id)]);
    expect(answers.filter((a) => a.errcode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.errcode === OperatorErrcode.Refused)).toHaveLength(3);
    expect(await coinOf(playerId)).toBe(START + 8_000);
    expect(await adjustmentTransfers(id)).toEqual([{ kind: 'adjustment', amount: 8_000 }]);
    expect(await adjustmentAudit({ id, action: 'adjustment.approve' })).toHaveLength(1);
  });

  it('an approved debit the balance no longer covers is refused with 7014 and stays pending', async () => {
    const playerId = await newPlayer();
    const id = (await request(finance, playerId, -(APPROVAL_OVER * 3))).adjustment!.id;
    expect(await approve(secondFinance, id)).toMatchObject({ errcode: OperatorErrcode.InsufficientBalance });
    expect(await coinOf(playerId)).toBe(START);
    expect(await adjustmentTransfers(id)).toEqual([]);
    const pending = await opCall(app, 'adjustmentList', { status: 'pending', playerId }, finance.cookie);
    expect(pending.list).toMatchObject([{ id, status: 'pending' }]);
  });
});

describe('bad input', () => {
  it('amount 0, a fraction or missing, and a missing or blank reason answer 400 naming the field; nothing is written', async () => {
    const playerId = await newPlayer();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ playerId, amount: 0, reason: 'x' }, 'amount'],
      [{ playerId, amount: 12.5, reason: 'x' }, 'amount'],
      [{ playerId, amount: '100', reason: 'x' }, 'amount'],
      [{ playerId, reason: 'x' }, 'amount'],
      [{ playerId, amount: 100 }, 'reason'],
      [{ playerId, amount: 100, reason: '   ' }, 'reason'],
      [{ amount: 100, reason: 'x' }, 'playerId'],
    ];
    for (const [body, field] of bad) {
      const res = await opCall(app, 'adjustmentRequest', body, finance.cookie);
      expect(res, JSON.stringify(body)).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(new RegExp(`^${field}: `)) });
    }
    expect(await opCall(app, 'adjustmentReject', { adjustmentId: 1 }, admin.cookie)).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(/^reason: /) });
    expect(await adjustmentRows(playerId)).toBe(0);
    expect(await coinOf(playerId)).toBe(START);
  });
});

describe('the books', () => {
  it('are clean after every adjustment above', async () => {
    const report = await checkBooks(app.db);
    expect(report.breaches).toEqual([]);
    expect(report.ok).toBe(true);
    const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'adjustment'`);
    // Two at once, two down to zero, one approved, one of the concurrent approvals: six applied.
    expect(Number(rows[0]?.n)).toBe(6);
  });
});
