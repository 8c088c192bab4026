import type { OperatorRole } from '@casino/contract/operator';
import type { Queryable } from '../../platform/db.ts';

/** SQL of the operators' accounts, sessions, challenges, enrolments and player notes (migration 600). */

type Q = Pick<Queryable, 'query'>;

export interface OperatorRow {
  id: number;
  username: string;
  role: OperatorRole;
  active: boolean;
  password_hash: string | null;
  totp_secret_enc: string | null;
  totp_last_step: number;
  failed_attempts: number;
  locked_until: Date | null;
  last_login_at: Date | null;
  created_at: Date;
  created_by: string;
}

export async function findOperatorByName(q: Q, username: string): Promise<OperatorRow | undefined> {
  return (await q.query<OperatorRow>('SELECT * FROM operators WHERE username = $1', [username])).rows[0];
}

export async function lockOperator(q: Q, id: number): Promise<OperatorRow | undefined> {
  return (await q.query<OperatorRow>('SELECT * FROM operators WHERE id = $1 FOR UPDATE', [id])).rows[0];
}

export async function listOperators(q: Q): Promise<OperatorRow[]> {
  return (await q.query<OperatorRow>('SELECT * FROM operators ORDER BY active DESC, username')).rows;
}

export async function insertOperator(q: Q, o: {
  username: string; role: OperatorRole; passwordHash: string | null; totpSecretEnc: string | null; createdBy: string; at: Date;
}): Promise<OperatorRow> {
  const { rows } = await q.query<OperatorRow>(
    `INSERT INTO operators (username, role, password_hash, totp_secret_enc, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [o.username, o.role, o.passwordHash, o.totpSecretEnc, o.at, o.createdBy],
  );
  return rows[0] as OperatorRow;
}

/** A new password and TOTP secret (enrolment), or none (an access reset). A new secret has no used steps. */
export async function setCredentials(q: Q, id: number, passwordHash: string | null, totpSecretEnc: string | null): Promise<OperatorRow> {
  const { rows } = await q.query<OperatorRow>(
    `UPDATE operators SET password_hash = $2, totp_secret_enc = $3, totp_last_step = 0, failed_attempts = 0, locked_until = NULL WHERE id = $1 RETURNING *`,
    [id, passwordHash, totpSecretEnc],
  );
  return rows[0] as OperatorRow;
}

export async function setTotpSecret(q: Q, id: number, totpSecretEnc: string): Promise<void> {
  await q.query('UPDATE operators SET totp_secret_enc = $2, totp_last_step = 0 WHERE id = $1', [id, totpSecretEnc]);
}

export async function deactivateOperator(q: Q, id: number): Promise<OperatorRow> {
  return (await q.query<OperatorRow>('UPDATE operators SET active = false WHERE id = $1 RETURNING *', [id])).rows[0] as OperatorRow;
}

/** Counts a failed sign-in; at `maxFailures` the account locks until `lockUntil` and the count starts again. */
export async function recordFailure(q: Q, id: number, maxFailures: number, lockUntil: Date): Promise<{ locked: boolean }> {
  const { rows } = await q.query<{ locked: boolean }>(
    `UPDATE operators SET
        failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END,
        locked_until = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz ELSE locked_until END
      WHERE id = $1
      RETURNING locked_until IS NOT NULL AND locked_until = $3::timestamptz AS locked`,
    [id, maxFailures, lockUntil],
  );
  return { locked: rows[0]?.locked === true };
}

export async function recordLogin(q: Q, id: number, totpStep: number | null, at: Date): Promise<void> {
  await q.query(
    `UPDATE operators SET failed_attempts = 0, locked_until = NULL, last_login_at = $2,
        totp_last_step = CASE WHEN $3::bigint IS NULL THEN totp_last_step ELSE $3::bigint END
      WHERE id = $1`,
    [id, at, totpStep],
  );
}

// ---- recovery codes ----

export async function replaceRecoveryCodes(q: Q, operatorId: number, codeHashes: readonly string[], at: Date): Promise<void> {
  await q.query('UPDATE operator_recovery_codes SET used_at = $2 WHERE operator_id = $1 AND used_at IS NULL', [operatorId, at]);
  if (codeHashes.length === 0) return;
  await q.query(
    'INSERT INTO operator_recovery_codes (operator_id, code_hash) SELECT $1, unnest($2::text[])',
    [operatorId, [...codeHashes]],
  );
}

/** Marks an unused code used; false when no unused code of this operator has that hash. */
export async function useRecoveryCode(q: Q, operatorId: number, codeHash: string, at: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE operator_recovery_codes SET used_at = $3 WHERE operator_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [operatorId, codeHash, at],
  );
  return rowCount === 1;
}

export async function countRecoveryCodesLeft(q: Q, operatorId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::bigint AS n FROM operator_recovery_codes WHERE operator_id = $1 AND used_at IS NULL', [operatorId]);
  return Number(rows[0]?.n ?? 0);
}

// ---- one-time tokens: enrolments and sign-in challenges ----

export type OneTimeTable = 'operator_enrollments' | 'operator_login_challenges';

export async function insertOneTime(q: Q, table: OneTimeTable, t: { tokenHash: string; operatorId: number; at: Date; expiresAt: Date }): Promise<void> {
  await q.query(
    `INSERT INTO ${table} (token_hash, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
    [t.tokenHash, t.operatorId, t.at, t.expiresAt],
  );
}

/** Locks a token that is neither used nor expired; answers its operator, or undefined. */
export async function lockOneTime(q: Q, table: OneTimeTable, tokenHash: string, now: Date): Promise<number | undefined> {
  const { rows } = await q.query<{ operator_id: number }>(
    `SELECT operator_id FROM ${table} WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE`,
    [tokenHash, now],
  );
  return rows[0] ? Number(rows[0].operator_id) : undefined;
}

export async function useOneTime(q: Q, table: OneTimeTable, tokenHash: string, at: Date): Promise<void> {
  await q.query(`UPDATE ${table} SET used_at = $2 WHERE token_hash = $1`, [tokenHash, at]);
}

/** Every open token of an operator stops working (a reset, a deactivation). */
export async function expireOneTimes(q: Q, table: OneTimeTable, operatorId: number, at: Date): Promise<void> {
  await q.query(`UPDATE ${table} SET used_at = $2 WHERE operator_id = $1 AND used_at IS NULL`, [operatorId, at]);
}

// ---- sessions ----

export interface OperatorSessionRow {
  id: number;
  operator_id: number;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  username: string;
  role: OperatorRole;
  active: boolean;
}

export async function insertSession(q: Q, s: {
  operatorId: number; tokenHash: string; at: Date; expiresAt: Date; ip: string; userAgent: string | null;
}): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO operator_sessions (operator_id, token_hash, created_at, last_seen_at, expires_at, ip, user_agent)
     VALUES ($1, $2, $3, $3, $4, $5, $6) RETURNING id`,
    [s.operatorId, s.tokenHash, s.at, s.expiresAt, s.ip, s.userAgent],
  );
  return Number(rows[0]?.id);
}

export async function findSession(q: Q, tokenHash: string): Promise<OperatorSessionRow | undefined> {
  const { rows } = await q.query<OperatorSessionRow>(
    `SELECT s.id, s.operator_id, s.created_at, s.last_seen_at, s.expires_at, s.revoked_at, o.username, o.role, o.active
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

export async function touchSession(q: Q, id: number, at: Date): Promise<void> {
  await q.query('UPDATE operator_sessions SET last_seen_at = $2 WHERE id = $1', [id, at]);
}

export async function revokeSession(q: Q, id: number, at: Date): Promise<void> {
  await q.query('UPDATE operator_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, at]);
}

export async function revokeSessionsOf(q: Q, operatorId: number, at: Date): Promise<number> {
  return (await q.query('UPDATE operator_sessions SET revoked_at = $2 WHERE operator_id = $1 AND revoked_at IS NULL', [operatorId, at])).rowCount;
}

// ---- notes on players ----

export interface NoteRow { id: number; player_id: number; operator: string; text: string; created_at: Date }

export async function insertNote(q: Q, n: { playerId: number; operator: string; text: string; at: Date }): Promise<NoteRow> {
  const { rows } = await q.query<NoteRow>(
    'INSERT INTO operator_player_notes (player_id, operator, text, created_at) VALUES ($1, $2, $3, $4) RETURNING *',
    [n.playerId, n.operator, n.text, n.at],
  );
  return rows[0] as NoteRow;
}

export async function notesOf(q: Q, playerId: number, limit: number): Promise<NoteRow[]> {
  return (await q.query<NoteRow>('SELECT * FROM operator_player_notes WHERE player_id = $1 ORDER BY id DESC LIMIT $2', [playerId, limit])).rows;
}
