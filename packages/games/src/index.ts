/**
 * House-game math: provably-fair randomness, the games, and their catalog. Pure and
 * synchronous; runs in Node and in the browser. Node's own hashing lives in '@casino/games/node'.
 */
export * from './definition.ts';
export * from './catalog.ts';
export * from './money.ts';
export * from './random.ts';

export type { HashFunctions } from './fair/hash.ts';
export { toHex, utf8 } from './fair/hash.ts';
export { sha256, hmacSha256, pureHashFunctions } from './fair/sha256.ts';
export { FairRandom, roundFloats, type SeedPair } from './fair/fair-random.ts';
export { pickWeighted } from './fair/weighted-pick.ts';
export * from './fair/seeds.ts';

export * from './slots/lines.ts';
export * from './slots/reels.ts';
export * from './slots/slot-odds.ts';
export * from './slots/lucky-tiger.ts';
export * from './slots/fortune-gems.ts';
export * from './slots/golden-free-spins.ts';
export * from './slots/dragon-ways.ts';

export * from './poker/cards.ts';
export * from './poker/hand-rank.ts';
export * from './poker/jacks-or-better.ts';
export * from './poker/hold-values.ts';

export * from './instant/crash.ts';
export * from './instant/mines.ts';
export * from './instant/dice.ts';

export * from './fish/ocean-hunter.ts';
