import { attributionSource, parseAttribution } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

/**
 * Where a new player came from (§3 ad parameters, docs/decisions/071): the attribution string
 * the app sent with the registration, its parameters, and the source derived from them. Every
 * new player gets a row (source "direct" without one), so counts per source add up to the
 * registrations of the period.
 */
export async function recordAttribution(q: Queryable, playerId: number, attribution: string | undefined, at: Date): Promise<void> {
  const text = attribution?.trim() ?? '';
  const params = parseAttribution(text);
  await q.query(
    'INSERT INTO player_attribution (player_id, attribution, params, source, created_at) VALUES ($1, $2, $3, $4, $5)',
    [playerId, text, JSON.stringify(params), attributionSource(params), at],
  );
}

export interface SourceCount {
  source: string;
  players: number;
}

/** Players registered in [from, to), counted per source, most players first. */
export async function countPlayersBySource(q: Pick<Queryable, 'query'>, from: Date, to: Date): Promise<SourceCount[]> {
  const { rows } = await q.query<{ source: string; players: string | number }>(
    `SELECT source, count(*) AS players FROM player_attribution
      WHERE created_at >= $1 AND created_at < $2
      GROUP BY source ORDER BY count(*) DESC, source`,
    [from, to],
  );
  return rows.map((r) => ({ source: r.source, players: Number(r.players) }));
}
