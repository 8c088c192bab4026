import { exportList, exportRow } from '../accounts/index.ts';
import type { ExportPart } from '../accounts/index.ts';

/**
 * Safer play's section of the player's data export (docs/decisions/069): limits and their
 * changes, the reality check, time-outs and self-exclusions, the registration declaration and
 * any restricted-list match found for them. The list itself and other players' rows stay out.
 */
export const saferPlayExportPart: ExportPart = async (q, playerId, listLimit) => {
  const limits = await q.query(
    `SELECT kind, period, amount, pending_amount AS "pendingAmount", pending_requested_at AS "pendingRequestedAt",
            pending_effective_at AS "pendingEffectiveAt", updated_at AS "updatedAt"
       FROM player_limits WHERE player_id = $1 ORDER BY kind, period`, [playerId]);
  const changes = await q.query(
    `SELECT kind, period, change, changed_by AS "changedBy", before, after, at FROM player_limit_changes
      WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, listLimit + 1]);
  const realityCheck = await q.query('SELECT interval_minutes AS "intervalMinutes", updated_at AS "updatedAt" FROM player_reality_checks WHERE player_id = $1', [playerId]);
  const exclusions = await q.query(
    `SELECT kind, duration, starts_at AS "startsAt", ends_at AS "endsAt", irrevocable_until AS "irrevocableUntil",
            end_requested_at AS "endRequestedAt", set_by AS "setBy", reason, lifted_at AS "liftedAt", forfeited
       FROM player_exclusions WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, listLimit + 1]);
  const declaration = await q.query('SELECT declared_at AS "declaredAt", via FROM player_declarations WHERE player_id = $1', [playerId]);
  const matches = await q.query(
    `SELECT matched_on AS "matchedOn", found_at AS "foundAt", created_at AS "createdAt", cleared_at AS "clearedAt"
       FROM restricted_matches WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, listLimit + 1]);
  return {
    limits: limits.rows.map((r) => exportRow(r)),
    limitChanges: exportList(changes.rows, listLimit),
    realityCheck: exportRow(realityCheck.rows[0]),
    exclusions: exportList(exclusions.rows, listLimit),
    declaration: exportRow(declaration.rows[0]),
    restrictedListMatches: exportList(matches.rows, listLimit),
  };
};
