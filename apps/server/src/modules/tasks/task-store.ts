import type { RewardItem } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';
import type { TaskDefinition, TaskParams, TaskPeriodKind } from './definitions.ts';

interface DefinitionRow {
  id: number; type: number; title: string; target: string | number; reward_items: RewardItem[];
  period: TaskPeriodKind; sort: number; enabled: boolean; params: TaskParams | null;
}

const DEFINITION_COLUMNS = 'id, type, title, target, reward_items, period, sort, enabled, params';

const toDefinition = (r: DefinitionRow): TaskDefinition => ({
  id: r.id, type: Number(r.type), title: r.title, target: Number(r.target), items: r.reward_items, period: r.period,
  sort: r.sort, enabled: r.enabled, params: r.params ?? {},
});

/** The tasks switched on, in the order the page lists them. */
export async function enabledDefinitions(q: Queryable): Promise<TaskDefinition[]> {
  const { rows } = await q.query<DefinitionRow>(`SELECT ${DEFINITION_COLUMNS} FROM task_definitions WHERE enabled ORDER BY sort, id`);
  return rows.map(toDefinition);
}

/** A task switched on, or null. */
export async function enabledDefinition(q: Queryable, id: number): Promise<TaskDefinition | null> {
  const { rows } = await q.query<DefinitionRow>(`SELECT ${DEFINITION_COLUMNS} FROM task_definitions WHERE id = $1 AND enabled`, [id]);
  return rows[0] ? toDefinition(rows[0]) : null;
}

/** The game ids the enabled tasks of a type name (PlayTiger's games). */
export async function gamesOfType(q: Queryable, type: number): Promise<Set<number>> {
  const { rows } = await q.query<{ game_id: string }>(
    `SELECT DISTINCT params->>'gameId' AS game_id FROM task_definitions WHERE enabled AND type = $1 AND params ? 'gameId'`, [type]);
  return new Set(rows.map((r) => Number(r.game_id)).filter(Number.isSafeInteger));
}

export interface ProgressRow {
  taskId: number;
  period: string;
  progress: number;
  completedAt: Date | null;
  receivedAt: Date | null;
}

interface StoredProgressRow {
  task_id: number; period: string; progress: string | number; completed_at: Date | null; received_at: Date | null;
}

const toProgress = (r: StoredProgressRow): ProgressRow => ({
  taskId: r.task_id, period: r.period, progress: Number(r.progress),
  completedAt: r.completed_at ? new Date(r.completed_at) : null, receivedAt: r.received_at ? new Date(r.received_at) : null,
});

const PROGRESS_COLUMNS = 'task_id, period, progress, completed_at, received_at';

/** The SQL of a task's current period: 'once', or the Philippine date given as `todayParam`. */
const currentPeriod = (todayParam: string) => `CASE d.period WHEN 'once' THEN 'once' ELSE ${todayParam} END`;

/** The player's progress rows of the periods current on `today` (a Philippine date). */
export async function currentProgress(q: Queryable, playerId: number, today: string): Promise<ProgressRow[]> {
  const { rows } = await q.query<StoredProgressRow>(
    `SELECT ${PROGRESS_COLUMNS} FROM task_progress WHERE player_id = $1 AND period IN ('once', $2)`, [playerId, today]);
  return rows.map(toProgress);
}

/** One progress row, locked until the transaction ends (receiving its award). */
export async function lockProgress(tx: Queryable, playerId: number, taskId: number, period: string): Promise<ProgressRow | null> {
  const { rows } = await tx.query<StoredProgressRow>(
    `SELECT ${PROGRESS_COLUMNS} FROM task_progress WHERE player_id = $1 AND task_id = $2 AND period = $3 FOR UPDATE`,
    [playerId, taskId, period]);
  return rows[0] ? toProgress(rows[0]) : null;
}

export async function markReceived(tx: Queryable, playerId: number, taskId: number, period: string, at: Date): Promise<void> {
  await tx.query(
    'UPDATE task_progress SET received_at = $4, updated_at = $4 WHERE player_id = $1 AND task_id = $2 AND period = $3',
    [playerId, taskId, period, at]);
}

/** Which tasks an event counts for: one task (a visit), or every enabled task of a type (of a game, for PlayTiger). */
export type TaskMatch = { taskId: number } | { type: number; gameId?: number };

export interface Advance {
  playerId: number;
  /** When it happened: a daily task counts it in that Philippine day. */
  at: Date;
  /** The Philippine date of `at`. */
  day: string;
  /** Added to the progress: 1 for a count, the amount for TodayPay. */
  amount: number;
  match: TaskMatch;
}

/**
 * The advances as rows of (player, task, period, amount, at): each advance joined with the
 * enabled tasks it matches, summed per progress row so that a row is added to once per statement.
 * Parameters $1-$7: one array per Advance field.
 */
const ADVANCED_ROWS = `
  SELECT e.player_id, d.id AS task_id, CASE d.period WHEN 'once' THEN 'once' ELSE e.day END AS period,
         sum(e.amount)::bigint AS amount, max(e.at) AS at
    FROM unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::integer[], $5::integer[], $6::text[], $7::bigint[])
           AS e(player_id, day, at, task_id, type, game_id, amount)
    JOIN task_definitions d ON d.enabled AND (e.task_id IS NULL OR d.id = e.task_id) AND (e.type IS NULL OR d.type = e.type)
                           AND (e.game_id IS NULL OR d.params->>'gameId' = e.game_id)
   GROUP BY 1, 2, 3`;

/**
 * Adds each advance to its player's progress on the matching tasks in their period of `at`; a
 * task reaching its target is completed then. Completed rows are not touched, so this never waits
 * on a row whose award is being received (that transaction locks the row, then the ledger: the
 * reverse of a deposit's order). Two statements for any number of advances (a batch of the
 * transfer feed holds many players): the update sees a row another transaction inserted
 * meanwhile. Answers, per player, the ids of the tasks it moved.
 */
export async function advanceAll(tx: Queryable, advances: readonly Advance[]): Promise<Map<number, number[]>> {
  const moved = new Map<number, number[]>();
  if (advances.length === 0) return moved;
  const params = [
    advances.map((a) => a.playerId), advances.map((a) => a.day), advances.map((a) => a.at),
    advances.map((a) => ('taskId' in a.match ? a.match.taskId : null)),
    advances.map((a) => ('type' in a.match ? a.match.type : null)),
    advances.map((a) => ('type' in a.match && a.match.gameId !== undefined ? String(a.match.gameId) : null)),
    advances.map((a) => a.amount),
  ];
  // Fixed texts, run for every batch of the transfer feed: prepared, so not planned each time (decision 079).
  await tx.query(
    `INSERT INTO task_progress (player_id, task_id, period, updated_at)
     SELECT player_id, task_id, period, at FROM (${ADVANCED_ROWS}) r ORDER BY 1, 2, 3
     ON CONFLICT (player_id, task_id, period) DO NOTHING`,
    params, { prepared: true },
  );
  const { rows } = await tx.query<{ player_id: string | number; task_id: number }>(
    `UPDATE task_progress p
        SET progress = LEAST(d.target, p.progress + r.amount),
            completed_at = CASE WHEN p.progress + r.amount >= d.target THEN r.at END,
            updated_at = r.at
       FROM (${ADVANCED_ROWS}) r JOIN task_definitions d ON d.id = r.task_id
      WHERE p.player_id = r.player_id AND p.task_id = r.task_id AND p.period = r.period AND p.completed_at IS NULL
      RETURNING p.player_id, p.task_id`,
    params, { prepared: true },
  );
  for (const row of rows) {
    const playerId = Number(row.player_id);
    moved.set(playerId, [...(moved.get(playerId) ?? []), row.task_id]);
  }
  return moved;
}

/** A completed task of a current period whose award waits (the task red dot). */
export async function hasAwardWaiting(q: Queryable, playerId: number, today: string): Promise<boolean> {
  const { rows } = await q.query<{ waiting: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM task_progress p JOIN task_definitions d ON d.id = p.task_id
        WHERE p.player_id = $1 AND p.completed_at IS NOT NULL AND p.received_at IS NULL
          AND d.enabled AND p.period = ${currentPeriod('$2')}
     ) AS waiting`,
    [playerId, today],
  );
  return rows[0]?.waiting === true;
}
