import { exportList } from '../accounts/index.ts';
import type { ExportPart } from '../accounts/index.ts';

/**
 * The kyc module's section of the player's own data export (docs/decisions/069): every
 * submission with the identity details the player gave (their own, unmasked), and what is held
 * of each uploaded image. The images themselves are not included.
 */
export const kycExportPart: ExportPart = async (q, playerId, listLimit) => {
  const submissions = await q.query(
    `SELECT id AS "submissionId", status, reason, id_type AS "idType", id_number AS "idNumber", first_name AS "firstName",
            middle_name AS "middleName", last_name AS "lastName", birth_date::text AS "birthDate", created_at AS "submittedAt",
            reviewed_at AS "reviewedAt", redacted_at AS "removedAt"
       FROM kyc_submissions WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, listLimit + 1]);
  const files = await q.query(
    `SELECT id AS "fileId", kind, mime, size, submission_id AS "submissionId", created_at AS "uploadedAt"
       FROM kyc_files WHERE player_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [playerId, listLimit + 1]);
  return { submissions: exportList(submissions.rows, listLimit), images: exportList(files.rows, listLimit) };
};
