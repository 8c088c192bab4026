import type { Queryable } from '../../platform/db.ts';

type Q = Pick<Queryable, 'query'>;

export type ExclusionKind = 'timeOut' | 'selfExclusion';

export interface ExclusionRow {
  id: number;
  playerId: number;
  kind: ExclusionKind;
  duration: string;
  startsAt: Date;
  endsAt: Date;
  irrevocableUntil: Date | null;
  endRequestedAt: Date | null;
  setBy: string;
  reason: string;
  liftedAt: Date | null;
  liftedBy: string | null;
  forfeited: Record<string, number>;
}

const COLUMNS = `id, player_id, kind, duration, starts_at, ends_at, irrevocable_until, end_requested_at, set_by, reason, lifted_at, lifted_by, forfeited`;

interface Row {
  id: string | number; player_id: string | number; kind: ExclusionKind; duration: string; starts_at: Date; ends_at: Date;
  irrevocable_until: Date | null; end_requested_at: Date | null; set_by: string; reason: string; lifted_at: Date | null; lifted_by: string | null;
  forfeited: Record<string, number>;
}

const date = (d: Date | null) => (d === null ? null : new Date(d));
const toExclusion = (r: Row): ExclusionRow => ({
  id: Number(r.id), playerId: Number(r.player_id), kind: r.kind, duration: r.duration, startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at),
  irrevocableUntil: date(r.irrevocable_until), endRequestedAt: date(r.end_requested_at), setBy: r.set_by, reason: r.reason,
  liftedAt: date(r.lifted_at), liftedBy: r.lifted_by, forfeited: r.forfeited,
});

/** The exclusion running at `now` (the one ending last when several overlap); `lock` takes its row lock. */
export async function runningExclusion(q: Q, playerId: number, now: Date, lock = false): Promise<ExclusionRow | null> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM player_exclusions WHERE player_id = $1 AND starts_at <= $2 AND ends_at > $2
      ORDER BY ends_at DESC, id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [playerId, now],
  );
  return rows[0] ? toExclusion(rows[0]) : null;
}

/** Serialises a player's exclusion changes (two tabs starting one at once): the player's row lock. */
export async function lockPlayer(tx: Q, playerId: number): Promise<boolean> {
  const { rowCount } = await tx.query('SELECT 1 FROM players WHERE id = $1 FOR UPDATE', [playerId]);
  return rowCount === 1;
}

export async function insertExclusion(tx: Q, e: Omit<ExclusionRow, 'id' | 'endRequestedAt' | 'liftedAt' | 'liftedBy'>): Promise<ExclusionRow> {
  const { rows } = await tx.query<Row>(
    `INSERT INTO player_exclusions (player_id, kind, duration, starts_at, ends_at, irrevocable_until, set_by, reason, forfeited)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [e.playerId, e.kind, e.duration, e.startsAt, e.endsAt, e.irrevocableUntil, e.setBy, e.reason, JSON.stringify(e.forfeited)],
  );
  return toExclusion(rows[0] as Row);
}

/** The player asked to end it: it ends at `endsAt`. */
export async function requestEnd(tx: Q, id: number, at: Date, endsAt: Date): Promise<ExclusionRow> {
  const { rows } = await tx.query<Row>(
    `UPDATE player_exclusions SET end_requested_at = $2, ends_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`, [id, at, endsAt],
  );
  return toExclusion(rows[0] as Row);
}

/** An operator lifts every exclusion running at `at`; answers them as they were. */
export async function liftRunning(tx: Q, playerId: number, at: Date, operator: string): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE player_exclusions SET lifted_at = $2, lifted_by = $3, ends_at = greatest(starts_at, $2)
      WHERE player_id = $1 AND ends_at > $2`,
    [playerId, at, operator],
  );
  return rowCount;
}

export async function exclusionsOf(q: Q, playerId: number, limit: number): Promise<ExclusionRow[]> {
  const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM player_exclusions WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, limit]);
  return rows.map(toExclusion);
}

/** Players blocked at `at`: a running exclusion or an open restricted match (a send to everyone skips them). */
export async function blockedPlayers(q: Q, at: Date): Promise<number[]> {
  const { rows } = await q.query<{ player_id: string | number }>(
    `SELECT player_id FROM player_exclusions WHERE starts_at <= $1 AND ends_at > $1
     UNION SELECT player_id FROM restricted_matches WHERE cleared_at IS NULL`,
    [at],
  );
  return rows.map((r) => Number(r.player_id));
}

// ---- the restricted-persons list ----

export interface RestrictedPerson {
  fullName: string;
  birthDate: string;
  idNumber: string | null;
}

export interface RestrictedMatch {
  id: number;
  playerId: number;
  matchedOn: 'nameAndBirthDate' | 'idNumber';
  foundAt: 'kyc' | 'login';
  person: RestrictedPerson;
  createdAt: Date;
}

/** Replaces the whole list; answers how many rows it now has. */
export async function replaceRestricted(tx: Q, people: readonly RestrictedPerson[], at: Date): Promise<number> {
  await tx.query('DELETE FROM restricted_persons');
  if (people.length === 0) return 0;
  const { rowCount } = await tx.query(
    `INSERT INTO restricted_persons (full_name, birth_date, id_number, imported_at)
     SELECT * , $4::timestamptz FROM unnest($1::text[], $2::text[], $3::text[])`,
    [people.map((p) => p.fullName), people.map((p) => p.birthDate), people.map((p) => p.idNumber), at],
  );
  return rowCount;
}

export async function countRestricted(q: Q): Promise<number> {
  const { rows } = await q.query<{ n: string | number }>('SELECT count(*) AS n FROM restricted_persons');
  return Number(rows[0]?.n ?? 0);
}

/** The list's entry for this identity (both normalised by the caller): by ID number first, then name and birth date. */
export async function findRestricted(q: Q, who: RestrictedPerson): Promise<{ matchedOn: RestrictedMatch['matchedOn']; person: RestrictedPerson } | null> {
  const { rows } = await q.query<{ full_name: string; birth_date: string; id_number: string | null; by_id: boolean }>(
    `SELECT full_name, birth_date, id_number, ($3::text IS NOT NULL AND id_number = $3) AS by_id FROM restricted_persons
      WHERE ($3::text IS NOT NULL AND id_number = $3) OR (full_name = $1 AND birth_date = $2)
      ORDER BY by_id DESC, id LIMIT 1`,
    [who.fullName, who.birthDate, who.idNumber],
  );
  const row = rows[0];
  if (!row) return null;
  return { matchedOn: row.by_id ? 'idNumber' : 'nameAndBirthDate', person: { fullName: row.full_name, birthDate: row.birth_date, idNumber: row.id_number } };
}

/** Records a match unless the player already has an open one. */
export async function insertMatch(tx: Q, m: Omit<RestrictedMatch, 'id'>): Promise<void> {
  await tx.query(
    `INSERT INTO restricted_matches (player_id, matched_on, found_at, person, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (player_id) WHERE cleared_at IS NULL DO NOTHING`,
    [m.playerId, m.matchedOn, m.foundAt, JSON.stringify(m.person), m.createdAt],
  );
}

export async function hasOpenMatch(q: Q, playerId: number): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM restricted_matches WHERE player_id = $1 AND cleared_at IS NULL', [playerId]);
  return rowCount > 0;
}

export async function openMatches(q: Q, limit: number): Promise<RestrictedMatch[]> {
  const { rows } = await q.query<{ id: string | number; player_id: string | number; matched_on: RestrictedMatch['matchedOn']; found_at: RestrictedMatch['foundAt']; person: RestrictedPerson; created_at: Date }>(
    `SELECT id, player_id, matched_on, found_at, person, created_at FROM restricted_matches WHERE cleared_at IS NULL ORDER BY id DESC LIMIT $1`, [limit],
  );
  return rows.map((r) => ({ id: Number(r.id), playerId: Number(r.player_id), matchedOn: r.matched_on, foundAt: r.found_at, person: r.person, createdAt: new Date(r.created_at) }));
}

/** An operator clears a player's open match (found to be another person); answers whether there was one. */
export async function clearMatch(tx: Q, playerId: number, at: Date, operator: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE restricted_matches SET cleared_at = $2, cleared_by = $3 WHERE player_id = $1 AND cleared_at IS NULL', [playerId, at, operator],
  );
  return rowCount > 0;
}

// ---- the declaration and duplicate ID numbers ----

export async function recordDeclaration(tx: Q, playerId: number, at: Date, via: string): Promise<void> {
  await tx.query('INSERT INTO player_declarations (player_id, declared_at, via) VALUES ($1, $2, $3) ON CONFLICT (player_id) DO NOTHING', [playerId, at, via]);
}

export async function declarationOf(q: Q, playerId: number): Promise<Date | null> {
  const { rows } = await q.query<{ declared_at: Date }>('SELECT declared_at FROM player_declarations WHERE player_id = $1', [playerId]);
  return rows[0] ? new Date(rows[0].declared_at) : null;
}

export interface DuplicateId {
  idNumber: string;
  playerId: number;
  otherPlayerId: number;
  submissionId: number;
  createdAt: Date;
}

export async function flagDuplicate(tx: Q, d: DuplicateId): Promise<void> {
  await tx.query(
    `INSERT INTO kyc_duplicate_ids (id_number, player_id, other_player_id, submission_id, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ON CONSTRAINT kyc_duplicate_ids_once DO NOTHING`,
    [d.idNumber, d.playerId, d.otherPlayerId, d.submissionId, d.createdAt],
  );
}

export async function listDuplicates(q: Q, limit: number): Promise<DuplicateId[]> {
  const { rows } = await q.query<{ id_number: string; player_id: string | number; other_player_id: string | number; submission_id: string | number; created_at: Date }>(
    'SELECT id_number, player_id, other_player_id, submission_id, created_at FROM kyc_duplicate_ids ORDER BY id DESC LIMIT $1', [limit],
  );
  return rows.map((r) => ({ idNumber: r.id_number, playerId: Number(r.player_id), otherPlayerId: Number(r.other_player_id), submissionId: Number(r.submission_id), createdAt: new Date(r.created_at) }));
}
