import { exportList } from '../accounts/index.ts';
import type { ExportPart } from '../accounts/index.ts';

/**
 * The tasks module's section of the player's own data export (docs/decisions/069): progress per
 * task and period ('once', or the Philippine day of a daily task), newest first.
 */
export const tasksExportPart: ExportPart = async (q, playerId, listLimit) => {
  const progress = await q.query(
    `SELECT p.task_id AS "taskId", d.title, p.period, p.progress, d.target, p.completed_at AS "completedAt",
            p.received_at AS "awardReceivedAt", p.updated_at AS "updatedAt"
       FROM task_progress p JOIN task_definitions d ON d.id = p.task_id
      WHERE p.player_id = $1 ORDER BY p.updated_at DESC, p.task_id LIMIT $2`, [playerId, listLimit + 1]);
  return { progress: exportList(progress.rows, listLimit) };
};
