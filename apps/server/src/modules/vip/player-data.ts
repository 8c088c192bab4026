import { exportRow } from '../accounts/index.ts';
import type { ExportPart } from '../accounts/index.ts';

/** The VIP module's section of the player's own data export (docs/decisions/069): the player's standing. */
export const vipExportPart: ExportPart = async (q, playerId) => {
  const { rows } = await q.query(
    `SELECT level, experience, rewarded_level AS "rewardedLevel", leveled_at AS "leveledAt", updated_at AS "updatedAt"
       FROM vip_players WHERE player_id = $1`, [playerId]);
  return { standing: exportRow(rows[0]) ?? { level: 0, experience: 0, rewardedLevel: 0, leveledAt: null, updatedAt: null } };
};
