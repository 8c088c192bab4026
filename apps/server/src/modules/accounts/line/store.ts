import type { Queryable } from '../../../platform/db.ts';
import type { LineIdentity } from './id-token.ts';

/** The key a concurrent first login of the same LINE identity collides on. */
export const LINE_IDENTITY_KEY = 'line_identities_pkey';
/** The key of a state accepted twice. */
export const LINE_STATE_KEY = 'line_login_states_pkey';

export async function findLinePlayerId(q: Queryable, issuer: string, subject: string): Promise<number | null> {
  const { rows } = await q.query<{ player_id: number }>('SELECT player_id FROM line_identities WHERE issuer = $1 AND subject = $2', [issuer, subject]);
  return rows[0]?.player_id ?? null;
}

export async function insertLineIdentity(q: Queryable, i: LineIdentity & { playerId: number; at: Date }): Promise<void> {
  await q.query(
    `INSERT INTO line_identities (issuer, subject, player_id, display_name, created_at, last_login_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [i.issuer, i.subject, i.playerId, i.displayName, i.at],
  );
}

/** A later login: the LINE name may have changed since. */
export async function touchLineIdentity(q: Queryable, i: LineIdentity, at: Date): Promise<void> {
  await q.query('UPDATE line_identities SET display_name = $3, last_login_at = $4 WHERE issuer = $1 AND subject = $2', [i.issuer, i.subject, i.displayName, at]);
}

/**
 * Records an accepted state; a unique violation (LINE_STATE_KEY) means it was accepted before.
 * Rows older than any live state are dropped on the way: an expired state is refused anyway.
 */
export async function recordAcceptedState(q: Queryable, stateHash: string, at: Date, keepSince: Date): Promise<void> {
  await q.query('DELETE FROM line_login_states WHERE used_at < $1', [keepSince]);
  await q.query('INSERT INTO line_login_states (state_hash, used_at) VALUES ($1, $2)', [stateHash, at]);
}
