import { exportList } from '../accounts/index.ts';
import type { ExportPart } from '../accounts/index.ts';

/**
 * Mail's section of the player's own data export (docs/decisions/069): every mail kept for the
 * player, deleted ones too (deletedAt), newest first. Who among the operators sent a mail is
 * theirs, not the player's, and is left out.
 */
export const mailExportPart: ExportPart = async (q, playerId, listLimit) => {
  const mails = await q.query(
    `SELECT id AS "mailId", kind, title, body, attachments, created_at AS "createdAt", read_at AS "readAt",
            received_at AS "attachmentsClaimedAt", expires_at AS "claimableUntil", deleted_at AS "deletedAt"
       FROM mails WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, listLimit + 1]);
  return { mails: exportList(mails.rows, listLimit) };
};
