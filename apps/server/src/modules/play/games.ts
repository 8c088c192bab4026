import { isGameOffered } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

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

/** The columns of a PlayableGame from games g, game_brands b and game_platforms p (PLAYABLE_GAME_JOINS). */
export const PLAYABLE_GAME_COLUMNS = `g.id AS "gameRowId", g.code AS "gameRowCode", p.code AS "platformCode", g.status AS "gameStatus",
  b.status AS "brandStatus", p.status AS "platformStatus", (g.maintain OR b.maintain) AS maintain`;
/** Joins a game by the id in `gameId` (an expression of the outer query); LEFT, so a missing game reads as nulls. */
export const playableGameJoins = (gameId: string): string =>
  `LEFT JOIN games g ON g.id = ${gameId} LEFT JOIN game_brands b ON b.id = g.brand_id LEFT JOIN game_platforms p ON p.id = b.platform_id`;

export interface PlayableGameRow {
  gameRowId: number | null;
  gameRowCode: string | null;
  platformCode: string | null;
  gameStatus: number | null;
  brandStatus: number | null;
  platformStatus: number | null;
  maintain: boolean | null;
}

export function playableGameOf(row: PlayableGameRow): PlayableGame | null {
  if (row.gameRowId === null || row.gameRowCode === null || row.platformCode === null) return null;
  const offered = isGameOffered({ status: Number(row.gameStatus), brandStatus: Number(row.brandStatus), platformStatus: Number(row.platformStatus) });
  return { id: row.gameRowId, code: row.gameRowCode, platformCode: row.platformCode, offered, maintain: row.maintain === true };
}

export async function readPlayableGame(q: Pick<Queryable, 'query'>, gameId: number): Promise<PlayableGame | null> {
  const { rows } = await q.query<PlayableGameRow>(
    `SELECT ${PLAYABLE_GAME_COLUMNS} FROM (SELECT $1::integer AS id) wanted ${playableGameJoins('wanted.id')}`, [gameId]);
  return rows[0] ? playableGameOf(rows[0]) : null;
}

/** New bets are taken only on an offered game that is not under maintenance. */
export const takesBets = (game: PlayableGame | null): boolean => game !== null && game.offered && !game.maintain;
