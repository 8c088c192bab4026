/** Answers of the house API for the game screens' tests, shaped by the contract. */
import { FairRandom, hashServerSeed, playLuckyTiger } from '@casino/games';
import type { CallResponse, HouseChoice, HouseRound } from '@casino/contract';
import { ok } from '../../../test/fixtures.ts';

export const SESSION = 'session-token-0123456789abcdef';
export const SEEDS = { serverSeed: '9f1c2a7e5b3d48f0a6e1c4b2d7f08a3e5c6b1d2e3f4a5b6c7d8e9f0a1b2c3d4e', clientSeed: 'lucky-player-42' };
export const SERVER_SEED_HASH = hashServerSeed(SEEDS.serverSeed);

export function houseInit(overrides: Partial<CallResponse<'houseInit'>> = {}): CallResponse<'houseInit'> {
  return {
    ...ok,
    game: { id: 1, code: 'lucky-tiger', name: 'Lucky Tiger', category: 1, targetRtp: 0.96, volatility: 'medium' },
    balance: 10_000,
    betOptions: [100, 200, 500, 1_000],
    defaultBet: 500,
    seeds: { serverSeedHash: SERVER_SEED_HASH, clientSeed: SEEDS.clientSeed, nextNonce: 0 },
    openRound: null,
    ...overrides,
  };
}

/** A settled Lucky Tiger round exactly as the house would play it from the fixed seeds. */
export function luckyTigerRound(nonce: number, bet: number, overrides: Partial<HouseRound> = {}): HouseRound {
  const outcome = playLuckyTiger(bet, new FairRandom(SEEDS, nonce));
  const choice: HouseChoice = { kind: 'spin' };
  return {
    roundId: `round-${nonce}`, gameId: 1, gameCode: 'lucky-tiger', bet, payout: outcome.payout, status: 'closed', choice, actions: [],
    outcome: outcome as unknown as Record<string, unknown>, serverSeedHash: SERVER_SEED_HASH, serverSeed: null, clientSeed: SEEDS.clientSeed,
    nonce, createdAt: 1_700_000_000_000, settledAt: 1_700_000_000_000, ...overrides,
  };
}

/** Makes the animation clock run five times faster, as for a player who asked for less motion. */
export function preferReducedMotion(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}
