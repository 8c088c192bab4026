import type { KycFileKind, KycIdType, KycStatus } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

/** SQL of the KYC module (migration 401). */

type Q = Pick<Queryable, 'query'>;

export interface KycFileRow {
  id: string;
  player_id: number;
  kind: KycFileKind;
  mime: string;
  size: number;
  sha256: string;
  storage_name: string;
  submission_id: number | null;
  created_at: Date;
}

export interface SubmissionRow {
  id: number;
  player_id: number;
  id_type: KycIdType;
  id_number: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  birth_date: string;
  photo_file_id: string;
  selfie_file_id: string;
  status: Exclude<KycStatus, 'none'>;
  reason: string;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  /** When the retention removed the identity details and images (then blank here); null while held. */
  redacted_at: Date | null;
}

/**
 * birth_date as text: a date has no time zone to shift it. A redacted submission has no birth
 * date or files (migration 409); they read as '' like the other blanked details.
 */
const SUBMISSION_COLUMNS = `id, player_id, id_type, id_number, first_name, middle_name, last_name, COALESCE(birth_date::text, '') AS birth_date,
  COALESCE(photo_file_id, '') AS photo_file_id, COALESCE(selfie_file_id, '') AS selfie_file_id, status, reason, created_at, reviewed_at, reviewed_by,
  redacted_at`;

export const ONE_OPEN_SUBMISSION = 'kyc_submissions_one_open';

export async function insertFile(q: Q, f: Omit<KycFileRow, 'submission_id'>): Promise<void> {
  await q.query(
    `INSERT INTO kyc_files (id, player_id, kind, mime, size, sha256, storage_name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [f.id, f.player_id, f.kind, f.mime, f.size, f.sha256, f.storage_name, f.created_at],
  );
}

/** Files uploaded since `since` and not used by a submission. */
export async function countUnusedFiles(q: Q, playerId: number, since: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::bigint AS n FROM kyc_files WHERE player_id = $1 AND submission_id IS NULL AND created_at >= $2', [playerId, since],
  );
  return Number(rows[0]?.n ?? 0);
}

/** A file of this player, locked for the transaction. */
export async function lockOwnFile(tx: Q, playerId: number, fileId: string): Promise<KycFileRow | undefined> {
  const { rows } = await tx.query<KycFileRow>('SELECT * FROM kyc_files WHERE id = $1 AND player_id = $2 FOR UPDATE', [fileId, playerId]);
  return rows[0];
}

export async function findFile(q: Q, fileId: string): Promise<KycFileRow | undefined> {
  const { rows } = await q.query<KycFileRow>('SELECT * FROM kyc_files WHERE id = $1', [fileId]);
  return rows[0];
}

export async function attachFiles(q: Q, submissionId: number, fileIds: string[]): Promise<void> {
  await q.query('UPDATE kyc_files SET submission_id = $1 WHERE id = ANY($2::text[])', [submissionId, fileIds]);
}

export async function insertSubmission(q: Q, s: {
  playerId: number; idType: KycIdType; idNumber: string; firstName: string; middleName: string; lastName: string;
  birthDate: string; photoFileId: string; selfieFileId: string; at: Date;
}): Promise<SubmissionRow> {
  const { rows } = await q.query<SubmissionRow>(
    `INSERT INTO kyc_submissions (player_id, id_type, id_number, first_name, middle_name, last_name, birth_date, photo_file_id, selfie_file_id, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, 'pending', $10) RETURNING ${SUBMISSION_COLUMNS}`,
    [s.playerId, s.idType, s.idNumber, s.firstName, s.middleName, s.lastName, s.birthDate, s.photoFileId, s.selfieFileId, s.at],
  );
  return rows[0] as SubmissionRow;
}

export async function latestSubmission(q: Q, playerId: number): Promise<SubmissionRow | undefined> {
  const { rows } = await q.query<SubmissionRow>(`SELECT ${SUBMISSION_COLUMNS} FROM kyc_submissions WHERE player_id = $1 ORDER BY id DESC LIMIT 1`, [playerId]);
  return rows[0];
}

export async function lockSubmission(tx: Q, id: number): Promise<SubmissionRow | undefined> {
  const { rows } = await tx.query<SubmissionRow>(`SELECT ${SUBMISSION_COLUMNS} FROM kyc_submissions WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0];
}

export async function reviewSubmission(tx: Q, id: number, status: 'approved' | 'rejected', reason: string, operator: string, at: Date): Promise<SubmissionRow> {
  const { rows } = await tx.query<SubmissionRow>(
    `UPDATE kyc_submissions SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1 AND status = 'pending'
     RETURNING ${SUBMISSION_COLUMNS}`,
    [id, status, reason, operator, at],
  );
  return rows[0] as SubmissionRow;
}

export async function listSubmissions(q: Q, status: SubmissionRow['status'] | undefined, limit: number): Promise<SubmissionRow[]> {
  const { rows } = await q.query<SubmissionRow>(
    `SELECT ${SUBMISSION_COLUMNS} FROM kyc_submissions WHERE ($1::text IS NULL OR status = $1::text) ORDER BY created_at ASC, id ASC LIMIT $2`,
    [status ?? null, limit],
  );
  return rows;
}

export async function playerCreatedAt(q: Q, playerId: number): Promise<Date | null> {
  const { rows } = await q.query<{ created_at: Date }>('SELECT created_at FROM players WHERE id = $1', [playerId]);
  return rows[0] ? new Date(rows[0].created_at) : null;
}

/** Other players whose submissions carry this ID number (spaces and dashes ignored): one account per person. */
export async function otherPlayersWithIdNumber(q: Q, idNumber: string, playerId: number): Promise<number[]> {
  const { rows } = await q.query<{ player_id: string | number }>(
    `SELECT DISTINCT player_id FROM kyc_submissions
      WHERE upper(regexp_replace(id_number, '[\\s-]', '', 'g')) = upper(regexp_replace($1, '[\\s-]', '', 'g')) AND player_id <> $2
      ORDER BY player_id`,
    [idNumber, playerId],
  );
  return rows.map((r) => Number(r.player_id));
}
