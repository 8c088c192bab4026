import type { RewardItem } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import type { InviteeTotals, UnpaidCommission } from './rules.ts';

/** SQL of agent5's deposit commissions and shares (migration 965), and its claims (promotion_claims). */

/** In the deposit's transaction: the invitee's deposit with the agent's share; a second delivery of the order adds nothing. */
export async function recordDeposit(q: Queryable, row: {
  instanceId: number; agentId: number; inviteeId: number; orderId: string; amount: number; basisPoints: number; commission: number; at: Date; day: string;
}): Promise<void> {
  await q.query(
    `INSERT INTO promotion_agent5_deposits (instance_id, agent_id, invitee_id, order_id, amount, basis_points, commission, credited_at, day)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (instance_id, order_id) DO NOTHING`,
    [row.instanceId, row.agentId, row.inviteeId, row.orderId, row.amount, row.basisPoints, row.commission, row.at, row.day],
  );
}

/** The agent's deposits and commission in an instance, per invitee: all deposits, commission unpaid and paid, deposits of `day`. */
export async function totalsByInvitee(q: Queryable, instanceId: number, agentId: number, day: string): Promise<Map<number, InviteeTotals>> {
  const { rows } = await q.query<{ invitee_id: string | number; deposits: string; unpaid: string; paid: string; today: string }>(
    `SELECT invitee_id, sum(amount) AS deposits,
            coalesce(sum(commission) FILTER (WHERE claim_ref IS NULL), 0) AS unpaid,
            coalesce(sum(commission) FILTER (WHERE claim_ref IS NOT NULL), 0) AS paid,
            coalesce(sum(amount) FILTER (WHERE day = $3), 0) AS today
       FROM promotion_agent5_deposits WHERE instance_id = $1 AND agent_id = $2 GROUP BY invitee_id`,
    [instanceId, agentId, day],
  );
  return new Map(rows.map((r) => [Number(r.invitee_id), { deposits: Number(r.deposits), unpaid: Number(r.unpaid), paid: Number(r.paid), today: Number(r.today) }]));
}

/** The agent's commission rows not paid yet. */
export async function unpaidCommissions(q: Queryable, instanceId: number, agentId: number): Promise<UnpaidCommission[]> {
  const { rows } = await q.query<{ id: string | number; invitee_id: string | number; commission: string | number }>(
    'SELECT id, invitee_id, commission FROM promotion_agent5_deposits WHERE instance_id = $1 AND agent_id = $2 AND claim_ref IS NULL ORDER BY id',
    [instanceId, agentId],
  );
  return rows.map((r) => ({ id: Number(r.id), inviteeId: Number(r.invitee_id), commission: Number(r.commission) }));
}

/** Marks rows paid by a commission claim, in its transaction; answers how many it marked. */
export async function markPaid(q: Queryable, instanceId: number, agentId: number, ids: readonly number[], ref: string): Promise<number> {
  const { rowCount } = await q.query(
    'UPDATE promotion_agent5_deposits SET claim_ref = $4 WHERE instance_id = $1 AND agent_id = $2 AND id = ANY($3::bigint[]) AND claim_ref IS NULL',
    [instanceId, agentId, ids, ref],
  );
  return rowCount;
}

/** Records the agent's share of the invite link on a day (the first of the day counts). */
export async function recordShare(q: Queryable, row: { instanceId: number; playerId: number; day: string; via: 'share' | 'copy'; at: Date }): Promise<void> {
  await q.query(
    `INSERT INTO promotion_agent5_shares (instance_id, player_id, day, via, shared_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (instance_id, player_id, day) DO NOTHING`,
    [row.instanceId, row.playerId, row.day, row.via, row.at],
  );
}

export async function sharedOn(q: Queryable, instanceId: number, playerId: number, day: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM promotion_agent5_shares WHERE instance_id = $1 AND player_id = $2 AND day = $3', [instanceId, playerId, day]);
  return rowCount > 0;
}

/** The refs the player has claimed in the instance. */
export async function claimedRefs(q: Queryable, instanceId: number, playerId: number): Promise<Set<string>> {
  const { rows } = await q.query<{ ref: string }>('SELECT ref FROM promotion_claims WHERE instance_id = $1 AND player_id = $2', [instanceId, playerId]);
  return new Set(rows.map((r) => r.ref));
}

/** A line of the log as stored: a deposit's commission, or a claim. */
export type StoredLogLine =
  | { kind: 'commission'; at: Date; amount: number; inviteeId: number; deposit: number; claimRef: string | null }
  | { kind: 'claim'; at: Date; amount: number; ref: string; items: RewardItem[] };

/** The agent's log in an instance, newest first: commission rows and claims, one page, and how many there are. */
export async function logPage(q: Queryable, instanceId: number, agentId: number, page: number, pageSize: number): Promise<{ lines: StoredLogLine[]; total: number }> {
  const [{ rows }, counted] = [
    await q.query<{
      kind: 'commission' | 'claim'; at: Date | string; amount: string | number; invitee_id: string | number | null; deposit: string | number | null;
      claim_ref: string | null; ref: string | null; items: RewardItem[] | string | null;
    }>(
      `SELECT * FROM (
         SELECT 'commission' AS kind, d.credited_at AS at, d.id AS seq, d.commission AS amount, d.invitee_id, d.amount AS deposit, d.claim_ref,
                NULL::text AS ref, NULL::jsonb AS items
           FROM promotion_agent5_deposits d WHERE d.instance_id = $1 AND d.agent_id = $2
         UNION ALL
         SELECT 'claim', c.created_at, c.id, c.coin, NULL, NULL, NULL, c.ref, c.items
           FROM promotion_claims c WHERE c.instance_id = $1 AND c.player_id = $2
       ) lines ORDER BY at DESC, kind DESC, seq DESC LIMIT $3 OFFSET $4`,
      [instanceId, agentId, pageSize, (page - 1) * pageSize],
    ),
    await q.query<{ n: string | number }>(
      `SELECT (SELECT count(*) FROM promotion_agent5_deposits WHERE instance_id = $1 AND agent_id = $2)
            + (SELECT count(*) FROM promotion_claims WHERE instance_id = $1 AND player_id = $2) AS n`,
      [instanceId, agentId],
    ),
  ];
  const lines = rows.map((r): StoredLogLine => (r.kind === 'commission'
    ? { kind: 'commission', at: new Date(r.at), amount: Number(r.amount), inviteeId: Number(r.invitee_id), deposit: Number(r.deposit), claimRef: r.claim_ref }
    : { kind: 'claim', at: new Date(r.at), amount: Number(r.amount), ref: r.ref!, items: typeof r.items === 'string' ? JSON.parse(r.items) as RewardItem[] : r.items ?? [] }));
  return { lines, total: Number(counted.rows[0]!.n) };
}
