/**
 * Fixed seeds, fixed outcomes: what a player's verifier must reproduce from a revealed seed
 * pair. The floats behind these rounds are checked against an independent HMAC computation in
 * fair/fair-random.test.ts; the outcomes below follow from them by each game's rules.
 */
import { describe, expect, it } from 'vitest';
import { FairRandom } from './fair/fair-random.ts';
import { nodeHashFunctions } from './fair/node-hash.ts';
import { shootFish } from './fish/ocean-hunter.ts';
import { playCrash } from './instant/crash.ts';
import { playDice } from './instant/dice.ts';
import { startMines } from './instant/mines.ts';
import { cardName } from './poker/cards.ts';
import { dealJacksOrBetter } from './poker/jacks-or-better.ts';
import { playDragonWays } from './slots/dragon-ways.ts';
import { playFortuneGems } from './slots/fortune-gems.ts';
import { playGoldenFreeSpins } from './slots/golden-free-spins.ts';
import { playLuckyTiger } from './slots/lucky-tiger.ts';

const SEEDS = { serverSeed: '9f1c2a7e5b3d48f0a6e1c4b2d7f08a3e5c6b1d2e3f4a5b6c7d8e9f0a1b2c3d4e', clientSeed: 'lucky-player-42' };
const round = (nonce: number): FairRandom => new FairRandom(SEEDS, nonce);

describe('provably-fair round vectors (nonce 0 unless stated)', () => {
  it('Lucky Tiger: stops from floor(f * 32) per reel', () => {
    const outcome = playLuckyTiger(500, round(0));
    expect(outcome.stops).toEqual([7, 3, 4]);
    expect(outcome.window).toEqual([
      ['firecracker', 'red-envelope', 'orange'],
      ['tiger', 'orange', 'firecracker'],
      ['firecracker', 'orange', 'red-envelope'],
    ]);
    expect(outcome.wins).toEqual([{ line: 1, symbol: 'firecracker', count: 3, multiplier: 2, units: 10 }]);
    expect(outcome.payout).toBe(1_000);
  });

  it('Fortune Gems: three stops, then the multiplier reel', () => {
    expect(playFortuneGems(500, round(0))).toMatchObject({ stops: [6, 2, 3], multiplierStop: 12, multiplier: 2, lineWin: undefined, payout: 0 });
  });

  it('Dragon Ways and Golden Free Spins: five stops', () => {
    expect(playDragonWays(500, round(0))).toMatchObject({ stops: [9, 3, 3, 27, 27], wins: [{ symbol: 'nine', reels: 3, ways: 1, units: 5 }], payout: 50 });
    const golden = playGoldenFreeSpins(2_000, round(0));
    expect(golden.base.stops).toEqual([9, 4, 5, 29, 31]);
    expect(golden.payout).toBe(0);
  });

  it('Jacks or Better: ten cards of a Fisher–Yates shuffle, five dealt and five to draw', () => {
    const deal = dealJacksOrBetter(500, round(0));
    expect(deal.hand.map(cardName)).toEqual(['5c', '3h', '4c', 'Th', 'Js']);
    expect(deal.drawPile.map(cardName)).toEqual(['4h', '3s', '2d', 'Kd', '6s']);
  });

  it('Crash, Mines, Dice and Ocean Hunter', () => {
    expect(playCrash(500, round(0), { cashOutAt: 129 })).toEqual({ crashPoint: 129, cashOutAt: 129, cashedOut: true, payout: 645 });
    expect(playCrash(500, round(1), { cashOutAt: 200 })).toMatchObject({ crashPoint: 124, cashedOut: false });
    expect(startMines(500, 3, round(0)).mines).toEqual([5, 3, 4]);
    expect(playDice(500, round(0), { target: 5000, direction: 'under' })).toMatchObject({ roll: 2380, won: true, payout: 990 });
    expect(shootFish(500, round(0), 'clownfish')).toMatchObject({ killed: true, payout: 1_000 });
    expect(shootFish(500, round(0), 'shark')).toMatchObject({ killed: false, payout: 0 });
  });

  it('comes out the same whichever hash implementation recomputes it', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const server = playGoldenFreeSpins(2_000, new FairRandom(SEEDS, nonce, nodeHashFunctions));
      const browser = playGoldenFreeSpins(2_000, round(nonce));
      expect(browser).toEqual(server);
    }
  });
});
