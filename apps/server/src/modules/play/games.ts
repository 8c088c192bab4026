import type { Queryable } from '../../platform/db.ts';
import { isOffered } from '../catalog/game-list.ts';

/** What launching and betting need to know of a catalog game. */
export interface PlayableGame {
  id: number;
  /** The provider's code of the game. */
  code: string;
  /** The game's platform (game_platforms.code): which provider runs it. */
  platformCode: string;
  /** The game, its brand and its platform are enabled. */
  offered: boolean;
  /** The game or its brand is under maintenance. */
  maintain: boolean;
}

export async function readPlayableGame(q: Pick<Queryable, 'query'>, gameId: number): Promise<PlayableGame | null> {
  const { rows } = await q.query<{ id: number; code: string; platformCode: string; status: number; brandStatus: number; platformStatus: number; maintain: boolean }>(
    `SELECT g.id, g.code, p.code AS "platformCode", g.status, b.status AS "brandStatus", p.status AS "platformStatus",
            (g.maintain OR b.maintain) AS maintain
       FROM games g JOIN game_brands b ON b.id = g.brand_id JOIN game_platforms p ON p.id = b.platform_id
      WHERE g.id = $1`,
    [gameId],
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, code: row.code, platformCode: row.platformCode, offered: isOffered(row), maintain: row.maintain };
}

/** New bets are taken only on an offered game that is not under maintenance. */
export const takesBets = (game: PlayableGame | null): boolean => game !== null && game.offered && !game.maintain;
