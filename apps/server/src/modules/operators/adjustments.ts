import type { Adjustment, AdjustmentStatus } from '@casino/contract/operator';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { AccountsFace } from '../accounts/index.ts';
import type { AuditFace } from '../audit/index.ts';
import { LedgerRefusal, playerMain, systemAccount } from '../wallet/index.ts';
import type { WalletFace } from '../wallet/index.ts';
import type { OperatorSession } from './access.ts';
import { operatorRefusal } from './refusals.ts';

/**
 * Balance adjustments (docs/decisions/062): a credit or debit of a player's coins with a reason.
 * Up to `approvalOver` (either way) it is applied when asked; above it, it waits for a second
 * operator, never the one who asked. Applying is one ledger transfer (kind adjustment, against
 * the adjustments system account) keyed by the adjustment, in the same transaction as the
 * adjustment's new status and its audit row.
 */

type Q = Pick<Queryable, 'query'>;

interface AdjustmentRow {
  id: number; player_id: number; amount: number; reason: string; status: AdjustmentStatus; requested_by: string; requested_at: Date;
  decided_by: string | null; decided_at: Date | null; decision_reason: string; transfer_id: number | null;
}

const adjustmentOf = (r: AdjustmentRow): Adjustment => ({
  id: Number(r.id), playerId: Number(r.player_id), amount: Number(r.amount), reason: r.reason, status: r.status,
  requestedBy: r.requested_by, requestedAt: new Date(r.requested_at).getTime(), decidedBy: r.decided_by,
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at).getTime(), decisionReason: r.decision_reason,
  transferId: r.transfer_id === null ? null : Number(r.transfer_id),
});

/** What the audit log keeps of an adjustment. */
const auditView = (r: AdjustmentRow) => ({ status: r.status, amount: Number(r.amount), playerId: Number(r.player_id) });

export interface AdjustmentDeps {
  db: Db;
  clock: Clock;
  accounts: Pick<AccountsFace, 'backOffice'>;
  wallet: Pick<WalletFace, 'ledger' | 'readBalances'>;
  audit: Pick<AuditFace, 'recordAudit'>;
  /** Hundredths: an adjustment larger than this either way needs a second operator. */
  approvalOver: number;
}

export type AdjustmentDesk = ReturnType<typeof createAdjustmentDesk>;

export function createAdjustmentDesk(deps: AdjustmentDeps) {
  const { db, clock, wallet, audit, approvalOver } = deps;

  const balancesOf = async (playerId: number) => {
    const b = await wallet.readBalances(playerId);
    return { coin: b.coin, safebox: b.safebox, lottery: b.lottery, bet: b.bet, vip: b.vip, vipExp: b.vipExp, userLevel: b.userLevel };
  };

  async function lockAdjustment(tx: Q, id: number): Promise<AdjustmentRow> {
    const row = (await tx.query<AdjustmentRow>('SELECT * FROM operator_adjustments WHERE id = $1 FOR UPDATE', [id])).rows[0];
    if (!row) throw operatorRefusal('adjustmentNotFound');
    if (row.status !== 'pending') throw operatorRefusal('adjustmentDecided');
    return row;
  }

  /** Moves the coins and marks the adjustment applied, in the caller's transaction. */
  async function apply(tx: Q, row: AdjustmentRow, decidedBy: string, now: Date): Promise<AdjustmentRow> {
    const amount = Number(row.amount);
    const player = playerMain(Number(row.player_id));
    const house = systemAccount('adjustments');
    let transferId: number;
    try {
      ({ transferId } = await wallet.ledger.within(tx).transfer({
        key: `adjustment:${row.id}`, kind: 'adjustment', asset: 'COIN',
        debit: amount > 0 ? house : player, credit: amount > 0 ? player : house, amount: Math.abs(amount),
        reference: `adjustment:${row.id}`, meta: { reason: row.reason, requestedBy: row.requested_by, decidedBy },
      }));
    } catch (err) {
      if (err instanceof LedgerRefusal && err.reason === 'insufficient_balance') throw operatorRefusal('insufficientBalance');
      throw err;
    }
    const { rows } = await tx.query<AdjustmentRow>(
      `UPDATE operator_adjustments SET status = 'applied', decided_by = $2, decided_at = $3, transfer_id = $4 WHERE id = $1 RETURNING *`,
      [row.id, decidedBy, now, transferId],
    );
    return rows[0] as AdjustmentRow;
  }

  return {
    approvalOver,

    async request(actor: OperatorSession, input: { playerId: number; amount: number; reason: string }) {
      const adjustment = await db.transaction(async (tx) => {
        const now = clock.now();
        if (!(await deps.accounts.backOffice.findPlayer(input.playerId, tx))) throw operatorRefusal('playerNotFound');
        const { rows } = await tx.query<AdjustmentRow>(
          `INSERT INTO operator_adjustments (player_id, amount, reason, status, requested_by, requested_at)
           VALUES ($1, $2, $3, 'pending', $4, $5) RETURNING *`,
          [input.playerId, input.amount, input.reason, actor.username, now],
        );
        const pending = rows[0] as AdjustmentRow;
        const needsApproval = Math.abs(input.amount) > approvalOver;
        const after = needsApproval ? pending : await apply(tx, pending, actor.username, now);
        await audit.recordAudit(tx, {
          operator: actor.username, action: needsApproval ? 'adjustment.request' : 'adjustment.apply',
          subjectKind: 'adjustment', subjectId: String(pending.id), before: null, after: auditView(after),
          detail: { reason: input.reason, approvalOver, ...(needsApproval ? {} : { secondApproval: 'not needed' }) }, at: now,
        });
        return adjustmentOf(after);
      });
      return { adjustment, balances: await balancesOf(input.playerId), approvalOver };
    },

    async list(status: AdjustmentStatus, playerId: number | undefined, limit: number) {
      const { rows } = await db.query<AdjustmentRow>(
        `SELECT * FROM operator_adjustments WHERE status = $1 AND ($2::bigint IS NULL OR player_id = $2::bigint) ORDER BY id DESC LIMIT $3`,
        [status, playerId ?? null, limit],
      );
      return { list: rows.map(adjustmentOf), approvalOver };
    },

    async approve(actor: OperatorSession, id: number) {
      const adjustment = await db.transaction(async (tx) => {
        const now = clock.now();
        const row = await lockAdjustment(tx, id);
        // Four eyes: the one who asked never approves.
        if (row.requested_by === actor.username) throw operatorRefusal('ownAdjustment');
        const after = await apply(tx, row, actor.username, now);
        await audit.recordAudit(tx, {
          operator: actor.username, action: 'adjustment.approve', subjectKind: 'adjustment', subjectId: String(id),
          before: auditView(row), after: auditView(after), detail: { requestedBy: row.requested_by, reason: row.reason }, at: now,
        });
        return adjustmentOf(after);
      });
      return { adjustment, balances: await balancesOf(adjustment.playerId) };
    },

    async reject(actor: OperatorSession, id: number, reason: string) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row = await lockAdjustment(tx, id);
        const { rows } = await tx.query<AdjustmentRow>(
          `UPDATE operator_adjustments SET status = 'rejected', decided_by = $2, decided_at = $3, decision_reason = $4 WHERE id = $1 RETURNING *`,
          [id, actor.username, now, reason],
        );
        const after = rows[0] as AdjustmentRow;
        await audit.recordAudit(tx, {
          operator: actor.username, action: 'adjustment.reject', subjectKind: 'adjustment', subjectId: String(id),
          before: auditView(row), after: auditView(after), detail: { reason, requestedBy: row.requested_by }, at: now,
        });
        return { adjustment: adjustmentOf(after) };
      });
    },
  };
}
