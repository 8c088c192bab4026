/**
 * Simulator speed: rounds per second of every house game, with the server's hashing
 * (node:crypto) and the browser's (the pure-TypeScript SHA-256 the verify page runs), beside the
 * anchor measured in the same run: bare HMAC-SHA256 calls per second through node:crypto on
 * the same 60-byte messages a round hashes. A round needs at least one HMAC, so the ratio says
 * how much of a round's cost is the game rather than the randomness.
 */
import { createHmac } from 'node:crypto';
import { FairRandom, pureHashFunctions, type HashFunctions } from '@casino/games';
import { nodeHashFunctions } from '@casino/games/node';
import { SIMULATED_GAMES, type SimulatedGame } from '@casino/games/sim';

const BET = 10_000;

export interface SimSpeed {
  code: string;
  nodeRoundsPerSecond: number;
  browserRoundsPerSecond: number;
}

/** Plays rounds for about `seconds` and answers rounds per second. */
function roundsPerSecond(game: SimulatedGame, hash: HashFunctions, seconds: number): number {
  const play = game.round(game.defaults);
  const rng = new FairRandom({ serverSeed: `bench:${game.definition.code}`, clientSeed: 'bench' }, 0, hash);
  let nonce = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  let now = started;
  while (now < end) {
    // Checking the clock every 256 rounds keeps its cost out of the figure.
    for (let i = 0; i < 256; i++) {
      rng.startRound(nonce++);
      play(BET, rng);
    }
    now = performance.now();
  }
  return nonce / ((now - started) / 1000);
}

/** The anchor: node:crypto HMAC-SHA256 of a round-sized message, per second. */
export function hmacPerSecond(seconds: number): number {
  const key = 'f'.repeat(64);
  let count = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  let now = started;
  while (now < end) {
    for (let i = 0; i < 256; i++) createHmac('sha256', key).update(`client-seed-of-a-player-0123456789:${count++}:0`).digest();
    now = performance.now();
  }
  return count / ((now - started) / 1000);
}

export function simulatorSpeeds(seconds: number): SimSpeed[] {
  return SIMULATED_GAMES.map((game) => ({
    code: game.definition.code,
    nodeRoundsPerSecond: roundsPerSecond(game, nodeHashFunctions, seconds),
    browserRoundsPerSecond: roundsPerSecond(game, pureHashFunctions, seconds),
  }));
}
