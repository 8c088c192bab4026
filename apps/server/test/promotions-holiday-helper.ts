import { expect } from 'vitest';
import { HouseGame } from '@casino/contract';
import type { HolidayDraw } from '@casino/contract';
import { pickWeighted, roundFloats, verifyServerSeed } from '@casino/games';
import { call, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';

/** A new player registered at `at` (the clock stays there). */
export async function playerAt(app: TestApp, at: Date): Promise<RegisteredPlayer> {
  app.clock.set(at);
  return registerPlayer(app);
}

/**
 * Rotates the player's house seed pair (through a house game session, as the player would) and
 * checks each draw against the revealed seed: the hash commits to it, and the weighted pick of
 * its first float at the draw's nonce is the index, whose prize is the award.
 */
export async function rotateAndVerify(app: TestApp, token: string, draws: readonly HolidayDraw[], prizes: (draw: HolidayDraw) => readonly { award: unknown }[]): Promise<string> {
  const started = await call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, token);
  expect(started.errcode, JSON.stringify(started)).toBe(0);
  const session = new URL(started.launchUrl!, 'http://casino.test').searchParams.get('session')!;
  const rotated = await call(app, 'houseRotateSeeds', { session });
  expect(rotated.errcode, JSON.stringify(rotated)).toBe(0);
  const revealed = rotated.revealed!;
  for (const draw of draws) {
    expect(draw.serverSeedHash).toBe(revealed.serverSeedHash);
    expect(draw.clientSeed).toBe(revealed.clientSeed);
    expect(verifyServerSeed(revealed.serverSeed, draw.serverSeedHash)).toBe(true);
    const float = roundFloats({ serverSeed: revealed.serverSeed, clientSeed: draw.clientSeed }, draw.nonce, 1)[0]!;
    expect(pickWeighted(float, draw.weights)).toBe(draw.index);
    expect(prizes(draw)[draw.index]!.award).toEqual(draw.award);
  }
  return revealed.serverSeed;
}

/** The draws stored for a player. */
export async function drawRows(app: TestApp, playerId: number, kind: string): Promise<number> {
  const { rows } = await app.db.query<{ n: string }>('SELECT count(*) AS n FROM promotion_holiday_draws WHERE player_id = $1 AND kind = $2', [playerId, kind]);
  return Number(rows[0]!.n);
}
