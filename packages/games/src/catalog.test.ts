import { describe, expect, it } from 'vitest';
import { HOUSE_GAMES, houseGameByCode, houseGameById } from './catalog.ts';
import { GameCategory } from './definition.ts';

describe('HOUSE_GAMES', () => {
  it('uses the lobby catalog ids and names of the house games', () => {
    // The lobby seeds these rows with these ids (HouseGame in the wire contract).
    expect(HOUSE_GAMES.map((game) => [game.id, game.code, game.name, game.category])).toEqual([
      [1, 'lucky-tiger', 'Lucky Tiger', GameCategory.Slots],
      [2, 'fortune-gems', 'Fortune Gems', GameCategory.Slots],
      [3, 'dragon-ways', 'Dragon Ways', GameCategory.Slots],
      [4, 'golden-free-spins', 'Golden Free Spins', GameCategory.Slots],
      [5, 'jacks-or-better', 'Jacks or Better', GameCategory.Poker],
      [6, 'crash', 'Crash', GameCategory.Games],
      [7, 'mines', 'Mines', GameCategory.Games],
      [8, 'dice', 'Dice', GameCategory.Games],
      [9, 'ocean-hunter', 'Ocean Hunter', GameCategory.Fish],
    ]);
  });

  it('declares an RTP and a volatility for every game', () => {
    for (const game of HOUSE_GAMES) {
      expect(game.targetRtp, game.code).toBeGreaterThan(0.9);
      expect(game.targetRtp, game.code).toBeLessThan(1);
      expect(['low', 'medium', 'high']).toContain(game.volatility);
    }
    expect(GameCategory).toEqual({ Slots: 1, Fish: 2, Poker: 3, Games: 6 });
  });

  it('finds games by code and by id', () => {
    expect(houseGameByCode('lucky-tiger')?.id).toBe(1);
    expect(houseGameById(9)?.code).toBe('ocean-hunter');
    expect(houseGameByCode('nope')).toBeUndefined();
  });
});
