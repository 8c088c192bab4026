import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';

/**
 * Which of these login sessions have ended by now: revoked, past their absolute expiry, or their
 * player banned or closed, read from the view the accounts module offers for this
 * (login_session_ends, docs/decisions/054). The streams ask it on every heartbeat, which catches
 * what no event announced (a ban made from the operator command line, an expiry).
 */
export function sessionEnds(db: Pick<Queryable, 'query'>, clock: Clock) {
  return async (sessionIds: readonly number[]): Promise<number[]> => {
    if (sessionIds.length === 0) return [];
    const { rows } = await db.query<{ id: number | string }>(
      'SELECT id FROM login_session_ends WHERE id = ANY($1::bigint[]) AND ends_at <= $2',
      [sessionIds, clock.now()],
    );
    return rows.map((r) => Number(r.id));
  };
}
