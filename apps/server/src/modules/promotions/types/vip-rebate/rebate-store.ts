import type { Queryable } from '../../../../platform/db.ts';
import type { RebateRow } from './rules.ts';

/** SQL of the VIP rebate's days and rounds (migration 830). */

interface DayRow {
  instance_id: number; player_id: string | number; day: string; bets: string | number; refunds: string | number;
  settled_at: Date | null; vip_level: number | null; basis_points: number | null; amount: string | number | null;
  claim_until: Date | string | null; claimed?: boolean;
}

export interface StoredDay extends RebateRow { instanceId: number; playerId: number }

const toDay = (r: DayRow): StoredDay => ({
  instanceId: Number(r.instance_id), playerId: Number(r.player_id), day: r.day, bets: Number(r.bets), refunds: Number(r.refunds),
  settled: r.settled_at !== null, vipLevel: r.vip_level === null ? null : Number(r.vip_level),
  basisPoints: r.basis_points === null ? null : Number(r.basis_points), amount: r.amount === null ? null : Number(r.amount),
  claimUntil: r.claim_until === null ? null : new Date(r.claim_until), claimed: r.claimed === true,
});

/** Whether the day's rebate was claimed: the engine's claim row of ref day:<day>. */
const CLAIMED = `EXISTS (SELECT 1 FROM promotion_claims c
  WHERE c.instance_id = d.instance_id AND c.player_id = d.player_id AND c.ref = 'day:' || d.day) AS claimed`;

/** Stakes and rollbacks to add to one player's day of one instance. */
export interface DayAddition { instanceId: number; playerId: number; day: string; bets: number; refunds: number }

/**
 * Adds stakes and rollbacks to days not settled yet, in one statement for a batch (at most one
 * addition per instance, player and day); answers the additions whose day is settled, which were
 * not made (the caller counts them on the current day). Waits for a settlement holding a row.
 */
export async function addToOpenDays(q: Queryable, additions: readonly DayAddition[], at: Date): Promise<DayAddition[]> {
  if (additions.length === 0) return [];
  const { rows } = await q.query<{ instance_id: number; player_id: string | number; day: string }>(
    `INSERT INTO promotion_vip_rebate_days AS d (instance_id, player_id, day, bets, refunds, updated_at)
     SELECT i, p, dy, b, r, $6 FROM unnest($1::int[], $2::bigint[], $3::text[], $4::bigint[], $5::bigint[]) AS u(i, p, dy, b, r)
      ORDER BY i, p, dy
     ON CONFLICT (instance_id, player_id, day) DO UPDATE SET bets = d.bets + excluded.bets, refunds = d.refunds + excluded.refunds, updated_at = excluded.updated_at
     WHERE d.settled_at IS NULL
     RETURNING d.instance_id, d.player_id, d.day`,
    [additions.map((a) => a.instanceId), additions.map((a) => a.playerId), additions.map((a) => a.day),
      additions.map((a) => a.bets), additions.map((a) => a.refunds), at],
    // Run for every batch of the transfer feed: prepared, so not planned each time (decision 079).
    { prepared: true },
  );
  const made = new Set(rows.map((r) => `${r.instance_id}|${r.player_id}|${r.day}`));
  return additions.filter((a) => !made.has(`${a.instanceId}|${a.playerId}|${a.day}`));
}

/** Remembers the day (and instance) each round's stakes counted on, for its rollbacks (one statement; the last of a round wins). */
export async function rememberRounds(q: Queryable, rounds: ReadonlyArray<{ playerId: number; reference: string; instanceId: number; day: string }>, at: Date): Promise<void> {
  const unique = [...new Map(rounds.map((r) => [`${r.playerId}|${r.reference}`, r])).values()];
  if (unique.length === 0) return;
  await q.query(
    `INSERT INTO promotion_vip_rebate_rounds (player_id, reference, instance_id, day, created_at)
     SELECT p, r, i, d, $5 FROM unnest($1::bigint[], $2::text[], $3::int[], $4::text[]) AS u(p, r, i, d)
     ON CONFLICT (player_id, reference) DO UPDATE SET instance_id = excluded.instance_id, day = excluded.day, created_at = excluded.created_at`,
    [unique.map((r) => r.playerId), unique.map((r) => r.reference), unique.map((r) => r.instanceId), unique.map((r) => r.day), at],
  );
}

export async function roundOf(q: Queryable, playerId: number, reference: string): Promise<{ instanceId: number; day: string } | null> {
  const { rows } = await q.query<{ instance_id: number; day: string }>(
    'SELECT instance_id, day FROM promotion_vip_rebate_rounds WHERE player_id = $1 AND reference = $2', [playerId, reference]);
  return rows[0] ? { instanceId: Number(rows[0].instance_id), day: rows[0].day } : null;
}

export async function forgetRoundsBefore(q: Queryable, before: Date): Promise<void> {
  await q.query('DELETE FROM promotion_vip_rebate_rounds WHERE created_at < $1', [before]);
}

/** Days up to `lastDay` not settled yet, locked; rows another settlement holds are skipped. */
export async function lockOpenDays(q: Queryable, lastDay: string, limit: number): Promise<StoredDay[]> {
  const { rows } = await q.query<DayRow>(
    `SELECT d.* FROM promotion_vip_rebate_days d WHERE d.settled_at IS NULL AND d.day <= $1
     ORDER BY d.day, d.instance_id, d.player_id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [lastDay, limit],
  );
  return rows.map(toDay);
}

/** Settles a day once (a second settlement of it changes nothing). */
export async function settleDay(q: Queryable, day: StoredDay, settled: { at: Date; vipLevel: number; basisPoints: number; amount: number; claimUntil: Date }): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE promotion_vip_rebate_days SET settled_at = $4, vip_level = $5, basis_points = $6, amount = $7, claim_until = $8
     WHERE instance_id = $1 AND player_id = $2 AND day = $3 AND settled_at IS NULL RETURNING 1`,
    [day.instanceId, day.playerId, day.day, settled.at, settled.vipLevel, settled.basisPoints, settled.amount, settled.claimUntil],
  );
  return rows.length > 0;
}

/** A player's days in an instance from `fromDay` on, with whether each was claimed. */
export async function playerDays(q: Queryable, instanceId: number, playerId: number, fromDay: string): Promise<StoredDay[]> {
  const { rows } = await q.query<DayRow>(
    `SELECT d.*, ${CLAIMED} FROM promotion_vip_rebate_days d WHERE d.instance_id = $1 AND d.player_id = $2 AND d.day >= $3 ORDER BY d.day DESC`,
    [instanceId, playerId, fromDay],
  );
  return rows.map(toDay);
}

/** Settled rebates of these instances still claimable and not claimed (the automatic credit's work). */
export async function unclaimedRebates(q: Queryable, instanceIds: readonly number[], now: Date, limit: number): Promise<StoredDay[]> {
  if (instanceIds.length === 0) return [];
  const { rows } = await q.query<DayRow>(
    `SELECT d.*, false AS claimed FROM promotion_vip_rebate_days d
      WHERE d.instance_id = ANY($1::int[]) AND d.settled_at IS NOT NULL AND d.amount > 0 AND d.claim_until > $2
        AND NOT EXISTS (SELECT 1 FROM promotion_claims c WHERE c.instance_id = d.instance_id AND c.player_id = d.player_id AND c.ref = 'day:' || d.day)
      ORDER BY d.day, d.player_id LIMIT $3`,
    [instanceIds, now, limit],
  );
  return rows.map(toDay);
}
