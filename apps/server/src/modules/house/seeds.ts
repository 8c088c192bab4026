import { randomBytes } from 'node:crypto';
import { createSeeds, rotateSeeds } from '@casino/games';
import type { ActiveSeeds, RevealedSeeds } from '@casino/games';
import { nodeHashFunctions, randomSeedBytes } from '@casino/games/node';

/** Fresh seed pairs: the server seed from the OS CSPRNG, hashed with OpenSSL. */

/** 12 random bytes are 16 base64url characters: easy to read and type into a checker. */
const DEFAULT_CLIENT_SEED_BYTES = 12;

/** A client seed until the player picks one: 16 random characters. */
export function defaultClientSeed(): string {
  return randomBytes(DEFAULT_CLIENT_SEED_BYTES).toString('base64url');
}

export function newSeedPair(clientSeed: string = defaultClientSeed()): ActiveSeeds {
  return createSeeds(randomSeedBytes(), clientSeed, nodeHashFunctions);
}

/** Reveals the pair and commits to a new server seed; the client seed carries over unless given. */
export function nextSeedPair(current: ActiveSeeds, clientSeed?: string): { revealed: RevealedSeeds; active: ActiveSeeds } {
  return rotateSeeds(current, randomSeedBytes(), clientSeed ?? current.clientSeed, nodeHashFunctions);
}
