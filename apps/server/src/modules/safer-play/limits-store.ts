import type { LimitPeriod, MoneyLimitKind } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

type Q = Pick<Queryable, 'query'>;

/** The limits a player may set: money limits per period, and minutes per login (period 'login'). */
export type LimitKind = MoneyLimitKind | 'session';
export type StoredPeriod = LimitPeriod | 'login';

export interface PendingChange {
  /** The new value; null removes the limit. */
  amount: number | null;
  requestedAt: Date;
  effectiveAt: Date;
}

export interface LimitRow {
  kind: LimitKind;
  period: StoredPeriod;
  /** In force; null when none. */
  amount: number | null;
  pending: PendingChange | null;
}

interface Row {
  kind: LimitKind; period: StoredPeriod; amount: number | null;
  pending_amount: number | null; pending_requested_at: Date | null; pending_effective_at: Date | null;
}

const toLimit = (r: Row): LimitRow => ({
  kind: r.kind, period: r.period, amount: r.amount === null ? null : Number(r.amount),
  pending: r.pending_requested_at === null ? null : {
    amount: r.pending_amount === null ? null : Number(r.pending_amount),
    requestedAt: new Date(r.pending_requested_at), effectiveAt: new Date(r.pending_effective_at as Date),
  },
});

const COLUMNS = 'kind, period, amount, pending_amount, pending_requested_at, pending_effective_at';

/** Every limit row of the player, of the kinds asked. */
export async function readLimits(q: Q, playerId: number, kinds: readonly LimitKind[]): Promise<LimitRow[]> {
  const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM player_limits WHERE player_id = $1 AND kind = ANY($2::text[])`, [playerId, kinds]);
  return rows.map(toLimit);
}

/**
 * Serialises a player's limit changes (two tabs at once): the player's row, locked FOR NO KEY
 * UPDATE, which bets (their foreign keys take KEY SHARE) never wait for.
 */
export async function lockPlayerLimits(tx: Q, playerId: number): Promise<boolean> {
  const { rowCount } = await tx.query('SELECT 1 FROM players WHERE id = $1 FOR NO KEY UPDATE', [playerId]);
  return rowCount === 1;
}

/** One limit, locked (bets of the player wait until the change commits). */
export async function lockLimit(tx: Q, playerId: number, kind: LimitKind, period: StoredPeriod): Promise<LimitRow | null> {
  const { rows } = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM player_limits WHERE player_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`, [playerId, kind, period]);
  return rows[0] ? toLimit(rows[0]) : null;
}

/** Writes a limit as it now stands; a row with neither a limit nor a pending change is deleted. */
export async function saveLimit(tx: Q, playerId: number, limit: LimitRow, at: Date): Promise<void> {
  if (limit.amount === null && limit.pending === null) {
    await tx.query('DELETE FROM player_limits WHERE player_id = $1 AND kind = $2 AND period = $3', [playerId, limit.kind, limit.period]);
    return;
  }
  await tx.query(
    `INSERT INTO player_limits (player_id, kind, period, amount, pending_amount, pending_requested_at, pending_effective_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (player_id, kind, period) DO UPDATE SET amount = EXCLUDED.amount, pending_amount = EXCLUDED.pending_amount,
       pending_requested_at = EXCLUDED.pending_requested_at, pending_effective_at = EXCLUDED.pending_effective_at, updated_at = EXCLUDED.updated_at`,
    [playerId, limit.kind, limit.period, limit.amount, limit.pending?.amount ?? null, limit.pending?.requestedAt ?? null,
      limit.pending?.effectiveAt ?? null, at],
  );
}

export type LimitChangeKind = 'applied' | 'requested' | 'confirmed' | 'cancelled' | 'lowered' | 'realityCheck';

export interface LimitChange {
  playerId: number;
  kind: LimitKind | 'realityCheck';
  period: StoredPeriod | null;
  change: LimitChangeKind;
  /** 'player' or 'operator:<name>'. */
  changedBy: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: Date;
}

export async function recordChange(tx: Q, c: LimitChange): Promise<void> {
  await tx.query(
    `INSERT INTO player_limit_changes (player_id, kind, period, change, changed_by, before, after, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [c.playerId, c.kind, c.period, c.change, c.changedBy, JSON.stringify(c.before), JSON.stringify(c.after), c.at],
  );
}

/** A player's limit history, newest first (the console's player screen). */
export async function limitChanges(q: Q, playerId: number, limit: number): Promise<Array<LimitChange & { id: number }>> {
  const { rows } = await q.query<{
    id: number; player_id: number; kind: LimitChange['kind']; period: StoredPeriod | null; change: LimitChangeKind; changed_by: string;
    before: Record<string, unknown>; after: Record<string, unknown>; at: Date;
  }>('SELECT * FROM player_limit_changes WHERE player_id = $1 ORDER BY id DESC LIMIT $2', [playerId, limit]);
  return rows.map((r) => ({
    id: Number(r.id), playerId: Number(r.player_id), kind: r.kind, period: r.period, change: r.change, changedBy: r.changed_by,
    before: r.before, after: r.after, at: new Date(r.at),
  }));
}

/** The reality-check interval in minutes; 0 (off) when never set. */
export async function readRealityCheck(q: Q, playerId: number): Promise<number> {
  const { rows } = await q.query<{ interval_minutes: number }>('SELECT interval_minutes FROM player_reality_checks WHERE player_id = $1', [playerId]);
  return rows[0]?.interval_minutes ?? 0;
}

/** Sets the interval; answers the one before. */
export async function saveRealityCheck(tx: Q, playerId: number, minutes: number, at: Date): Promise<number> {
  const before = await tx.query<{ interval_minutes: number }>('SELECT interval_minutes FROM player_reality_checks WHERE player_id = $1 FOR UPDATE', [playerId]);
  await tx.query(
    `INSERT INTO player_reality_checks (player_id, interval_minutes, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (player_id) DO UPDATE SET interval_minutes = EXCLUDED.interval_minutes, updated_at = EXCLUDED.updated_at`,
    [playerId, minutes, at],
  );
  return before.rows[0]?.interval_minutes ?? 0;
}

/** Per period, in the order day, week, month. */
export type PerPeriod = [number, number, number];

/** Bets (rolled back ones not counted) and wins in the Philippine day, week and month of `at` (safer_play_totals, migration 702). */
export async function playTotals(q: Q, playerId: number, at: Date, from: Date): Promise<{ bets: PerPeriod; wins: PerPeriod }> {
  const { rows } = await q.query<{ bets: Array<number | string>; wins: Array<number | string> }>(
    'SELECT bets, wins FROM safer_play_totals($1::bigint, $2::timestamptz, $3::timestamptz)', [playerId, at, from]);
  const r = rows[0];
  const three = (a: Array<number | string> | undefined): PerPeriod => [Number(a?.[0] ?? 0), Number(a?.[1] ?? 0), Number(a?.[2] ?? 0)];
  return { bets: three(r?.bets), wins: three(r?.wins) };
}

/** Deposits credited since each of the three starts (day, week, month), and what unpaid, unexpired orders hold. */
export async function depositTotals(q: Q, playerId: number, starts: PerPeriod, now: Date): Promise<{ credited: PerPeriod; open: number }> {
  const { rows } = await q.query<{ day: number; week: number; month: number; open: number }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE status = 'paid' AND paid_at >= $2), 0)::bigint AS day,
            coalesce(sum(amount) FILTER (WHERE status = 'paid' AND paid_at >= $3), 0)::bigint AS week,
            coalesce(sum(amount) FILTER (WHERE status = 'paid' AND paid_at >= $4), 0)::bigint AS month,
            coalesce(sum(amount) FILTER (WHERE status IN ('created', 'pending') AND expires_at > $5), 0)::bigint AS open
       FROM deposit_orders
      WHERE player_id = $1 AND ((status = 'paid' AND paid_at >= least($2, $3, $4)) OR (status IN ('created', 'pending') AND expires_at > $5))`,
    [playerId, new Date(starts[0]), new Date(starts[1]), new Date(starts[2]), now],
  );
  const r = rows[0];
  return { credited: [Number(r?.day ?? 0), Number(r?.week ?? 0), Number(r?.month ?? 0)], open: Number(r?.open ?? 0) };
}

/** When a login began (accounts' view login_session_ends); null when there is no such login. */
export async function loginStartedAt(q: Q, loginSessionId: number): Promise<Date | null> {
  const { rows } = await q.query<{ started_at: Date }>('SELECT started_at FROM login_session_ends WHERE id = $1', [loginSessionId]);
  return rows[0] ? new Date(rows[0].started_at) : null;
}

/**
 * Bets (rolled-back ones not counted) and wins of the game sessions a login opened: the player's
 * transactions in a game and provider of such a session, from when it opened.
 */
export async function loginPlay(q: Q, playerId: number, loginSessionId: number): Promise<{ bets: number; wins: number }> {
  const { rows } = await q.query<{ bets: number; wins: number }>(
    `SELECT coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet'), 0)::bigint AS bets,
            coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win'), 0)::bigint AS wins
       FROM provider_transactions t
      WHERE t.player_id = $1
        AND t.created_at >= (SELECT min(g.opened_at) FROM game_sessions g WHERE g.login_session_id = $2)
        -- wins, and bets not rolled back (computed from kind and status, migration 924)
        AND t.counts_toward_limits
        AND EXISTS (SELECT 1 FROM game_sessions g
                     WHERE g.login_session_id = $2 AND g.player_id = $1 AND g.provider_code = t.provider_code
                       AND g.game_code = t.game_code AND g.opened_at <= t.created_at)`,
    [playerId, loginSessionId],
  );
  return { bets: Number(rows[0]?.bets ?? 0), wins: Number(rows[0]?.wins ?? 0) };
}
