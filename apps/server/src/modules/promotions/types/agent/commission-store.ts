import type { AgentExclusion } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import type { Level } from '../agent-common/exclusions.ts';

/** SQL of the agents' commissions (migration 960). */

export interface DayKey { instanceId: number; agentId: number; day: string }
export interface BetRow { inviteeId: number; level: Level; bets: number; refunds: number; excluded: AgentExclusion | null }
export interface SettledDay { day: string; level1Bets: number; level2Bets: number; commission: number }

const n = (v: string | number | null): number => Number(v ?? 0);

/**
 * Opens a day of an agent for bets (its row locked until the caller's transaction ends); false
 * when the day is settled already (the caller counts on the current day). Waits for a
 * settlement holding the row.
 */
export async function openDay(q: Queryable, key: DayKey, at: Date): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO promotion_agent_days AS d (instance_id, agent_id, day, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (instance_id, agent_id, day) DO UPDATE SET updated_at = excluded.updated_at WHERE d.settled_at IS NULL
     RETURNING 1`,
    [key.instanceId, key.agentId, key.day, at],
  );
  return rows.length > 0;
}

/** Adds stakes and rollbacks of an invitee to an open day (openDay first, in the same transaction). */
export async function addBets(q: Queryable, key: DayKey & { inviteeId: number; level: Level }, bets: number, refunds: number): Promise<void> {
  await q.query(
    `INSERT INTO promotion_agent_bets AS b (instance_id, agent_id, day, invitee_id, level, bets, refunds) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (instance_id, agent_id, day, invitee_id, level) DO UPDATE SET bets = b.bets + excluded.bets, refunds = b.refunds + excluded.refunds`,
    [key.instanceId, key.agentId, key.day, key.inviteeId, key.level, bets, refunds],
  );
}

/** Remembers the day (and instance) each round's stakes counted on, for its rollbacks (the last of a round wins). */
export async function rememberRounds(q: Queryable, rounds: ReadonlyArray<{ playerId: number; reference: string; instanceId: number; day: string }>, at: Date): Promise<void> {
  const unique = [...new Map(rounds.map((r) => [`${r.playerId}|${r.reference}`, r])).values()];
  if (unique.length === 0) return;
  await q.query(
    `INSERT INTO promotion_agent_rounds (player_id, reference, instance_id, day, created_at)
     SELECT p, r, i, d, $5 FROM unnest($1::bigint[], $2::text[], $3::int[], $4::text[]) AS u(p, r, i, d)
     ON CONFLICT (player_id, reference) DO UPDATE SET instance_id = excluded.instance_id, day = excluded.day, created_at = excluded.created_at`,
    [unique.map((r) => r.playerId), unique.map((r) => r.reference), unique.map((r) => r.instanceId), unique.map((r) => r.day), at],
  );
}

export async function roundOf(q: Queryable, playerId: number, reference: string): Promise<{ instanceId: number; day: string } | null> {
  const { rows } = await q.query<{ instance_id: number; day: string }>(
    'SELECT instance_id, day FROM promotion_agent_rounds WHERE player_id = $1 AND reference = $2', [playerId, reference]);
  return rows[0] ? { instanceId: Number(rows[0].instance_id), day: rows[0].day } : null;
}

export async function forgetRoundsBefore(q: Queryable, before: Date): Promise<void> {
  await q.query('DELETE FROM promotion_agent_rounds WHERE created_at < $1', [before]);
}

/** Open days up to `lastDay`, locked; those another server holds are skipped (it settles them). */
export async function lockOpenDays(q: Queryable, lastDay: string, limit: number): Promise<DayKey[]> {
  const { rows } = await q.query<{ instance_id: number; agent_id: string | number; day: string }>(
    `SELECT instance_id, agent_id, day FROM promotion_agent_days WHERE settled_at IS NULL AND day <= $1
     ORDER BY day, instance_id, agent_id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [lastDay, limit],
  );
  return rows.map((r) => ({ instanceId: Number(r.instance_id), agentId: Number(r.agent_id), day: r.day }));
}

/** The invitees' bets of an agent's day. */
export async function dayBets(q: Queryable, key: DayKey): Promise<BetRow[]> {
  const { rows } = await q.query<{ invitee_id: string | number; level: number; bets: string | number; refunds: string | number; excluded: AgentExclusion | null }>(
    'SELECT invitee_id, level, bets, refunds, excluded FROM promotion_agent_bets WHERE instance_id = $1 AND agent_id = $2 AND day = $3 ORDER BY level, invitee_id',
    [key.instanceId, key.agentId, key.day],
  );
  return rows.map((r) => ({ inviteeId: Number(r.invitee_id), level: Number(r.level) as Level, bets: n(r.bets), refunds: n(r.refunds), excluded: r.excluded }));
}

export async function markExcluded(q: Queryable, key: DayKey, row: { inviteeId: number; level: Level }, excluded: AgentExclusion): Promise<void> {
  await q.query(
    'UPDATE promotion_agent_bets SET excluded = $6 WHERE instance_id = $1 AND agent_id = $2 AND day = $3 AND invitee_id = $4 AND level = $5',
    [key.instanceId, key.agentId, key.day, row.inviteeId, row.level, excluded],
  );
}

/** Settles a day once (a second settlement of it changes nothing); true when this one did. */
export async function settleDay(q: Queryable, key: DayKey, settled: { at: Date; level1Bets: number; level2Bets: number; commission: number }): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE promotion_agent_days SET settled_at = $4, level1_bets = $5, level2_bets = $6, commission = $7
     WHERE instance_id = $1 AND agent_id = $2 AND day = $3 AND settled_at IS NULL RETURNING 1`,
    [key.instanceId, key.agentId, key.day, settled.at, settled.level1Bets, settled.level2Bets, settled.commission],
  );
  return rows.length > 0;
}

/** Adds a settled day's commission to the agent's balance in the instance. */
export async function addSettled(q: Queryable, instanceId: number, agentId: number, amount: number, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO promotion_agent_commissions AS c (instance_id, agent_id, settled, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (instance_id, agent_id) DO UPDATE SET settled = c.settled + excluded.settled, updated_at = excluded.updated_at`,
    [instanceId, agentId, amount, at],
  );
}

export interface Commission { settled: number; exchanged: number }

/** The agent's commission in an instance, locked for an exchange when `lock`. */
export async function commissionOf(q: Queryable, instanceId: number, agentId: number, lock = false): Promise<Commission> {
  const { rows } = await q.query<{ settled: string | number; exchanged: string | number }>(
    `SELECT settled, exchanged FROM promotion_agent_commissions WHERE instance_id = $1 AND agent_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [instanceId, agentId],
  );
  return rows[0] ? { settled: n(rows[0].settled), exchanged: n(rows[0].exchanged) } : { settled: 0, exchanged: 0 };
}

/** Records an exchange of `amount` out of the (locked) commission; answers its id. */
export async function recordExchange(q: Queryable, instanceId: number, agentId: number, amount: number, at: Date): Promise<number> {
  await q.query('UPDATE promotion_agent_commissions SET exchanged = exchanged + $3, updated_at = $4 WHERE instance_id = $1 AND agent_id = $2', [instanceId, agentId, amount, at]);
  const { rows } = await q.query<{ id: string | number }>(
    'INSERT INTO promotion_agent_exchanges (instance_id, agent_id, amount, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [instanceId, agentId, amount, at]);
  return Number(rows[0]!.id);
}

/** The agent's latest settled days, newest first. */
export async function settledDays(q: Queryable, instanceId: number, agentId: number, limit: number): Promise<SettledDay[]> {
  const { rows } = await q.query<{ day: string; level1_bets: string; level2_bets: string; commission: string }>(
    `SELECT day, level1_bets, level2_bets, commission FROM promotion_agent_days
      WHERE instance_id = $1 AND agent_id = $2 AND settled_at IS NOT NULL ORDER BY day DESC LIMIT $3`,
    [instanceId, agentId, limit],
  );
  return rows.map((r) => ({ day: r.day, level1Bets: n(r.level1_bets), level2Bets: n(r.level2_bets), commission: n(r.commission) }));
}

/** Each level-1 invitee's valid bets with the agent in an instance: in all, and on `today`. */
export async function inviteeBets(q: Queryable, instanceId: number, agentId: number, today: string): Promise<Map<number, { total: number; today: number }>> {
  const { rows } = await q.query<{ invitee_id: string | number; total: string | number; today: string | number }>(
    `SELECT invitee_id, sum(GREATEST(bets - refunds, 0)) AS total, sum(CASE WHEN day = $3 THEN GREATEST(bets - refunds, 0) ELSE 0 END) AS today
       FROM promotion_agent_bets WHERE instance_id = $1 AND agent_id = $2 AND level = 1 GROUP BY invitee_id`,
    [instanceId, agentId, today],
  );
  return new Map(rows.map((r) => [Number(r.invitee_id), { total: n(r.total), today: n(r.today) }]));
}

/** The level-1 valid bets each of these invitees brought the agent, in every instance. */
export async function levelOneBets(q: Queryable, agentId: number, inviteeIds: readonly number[]): Promise<Map<number, number>> {
  if (inviteeIds.length === 0) return new Map();
  const { rows } = await q.query<{ invitee_id: string | number; total: string | number }>(
    `SELECT invitee_id, sum(GREATEST(bets - refunds, 0)) AS total FROM promotion_agent_bets
      WHERE agent_id = $1 AND level = 1 AND invitee_id = ANY($2::bigint[]) GROUP BY invitee_id`,
    [agentId, inviteeIds],
  );
  return new Map(rows.map((r) => [Number(r.invitee_id), n(r.total)]));
}
