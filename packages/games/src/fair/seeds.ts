/**
 * Seed lifecycle of provably-fair play. The server draws a secret server seed and shows only
 * its SHA-256 before any round; the player picks a client seed; rounds take nonces 0, 1, 2 ...
 * Rotating reveals the old server seed (the player checks it against the hash they were shown
 * and recomputes every round) and commits to a fresh one.
 *
 * Pure: the caller brings the random bytes of new seeds and the hash functions.
 */
import { toHex, utf8, type HashFunctions } from './hash.ts';
import { pureHashFunctions } from './sha256.ts';

export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_MAX_LENGTH = 64;

/** The seeds rounds are being played under; serverSeed never leaves the server. */
export interface ActiveSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round takes. */
  nextNonce: number;
}

/** What the player is shown before playing. */
export interface SeedCommitment {
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

/** A retired seed pair, shown in full so the player can verify rounds 0 .. roundsPlayed-1. */
export interface RevealedSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  roundsPlayed: number;
}

/** Hex SHA-256 of the server seed's UTF-8 bytes: the commitment shown before play. */
export function hashServerSeed(serverSeed: string, hash: HashFunctions = pureHashFunctions): string {
  return toHex(hash.sha256(utf8(serverSeed)));
}

export function verifyServerSeed(serverSeed: string, serverSeedHash: string, hash: HashFunctions = pureHashFunctions): boolean {
  return hashServerSeed(serverSeed, hash) === serverSeedHash.toLowerCase();
}

/** Throws unless the client seed is 1..64 printable characters. */
export function assertClientSeed(clientSeed: string): void {
  // Control characters would make the HMAC message ambiguous to type into a checker.
  // eslint-disable-next-line no-control-regex
  if (clientSeed.length === 0 || clientSeed.length > CLIENT_SEED_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(clientSeed)) {
    throw new RangeError(`client seed must be 1 to ${CLIENT_SEED_MAX_LENGTH} printable characters`);
  }
}

/** A server seed from fresh random bytes (hex, so it reads and copies cleanly). */
export function serverSeedFromBytes(randomBytes: Uint8Array): string {
  if (randomBytes.length < SERVER_SEED_BYTES) throw new RangeError(`a server seed needs at least ${SERVER_SEED_BYTES} random bytes`);
  return toHex(randomBytes.subarray(0, SERVER_SEED_BYTES));
}

export function createSeeds(serverSeedBytes: Uint8Array, clientSeed: string, hash: HashFunctions = pureHashFunctions): ActiveSeeds {
  assertClientSeed(clientSeed);
  const serverSeed = serverSeedFromBytes(serverSeedBytes);
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed, hash), clientSeed, nextNonce: 0 };
}

export function commitmentOf(seeds: ActiveSeeds): SeedCommitment {
  return { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nextNonce: seeds.nextNonce };
}

/** Takes the next nonce for a round: the nonce to play and the seeds to store afterwards. */
export function takeNonce(seeds: ActiveSeeds): { nonce: number; seeds: ActiveSeeds } {
  return { nonce: seeds.nextNonce, seeds: { ...seeds, nextNonce: seeds.nextNonce + 1 } };
}

/**
 * Retires the active pair and commits to a new server seed. The client seed carries over
 * unless the player gives a new one.
 */
export function rotateSeeds(
  seeds: ActiveSeeds,
  nextServerSeedBytes: Uint8Array,
  nextClientSeed: string = seeds.clientSeed,
  hash: HashFunctions = pureHashFunctions,
): { revealed: RevealedSeeds; active: ActiveSeeds } {
  const revealed: RevealedSeeds = {
    serverSeed: seeds.serverSeed,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    roundsPlayed: seeds.nextNonce,
  };
  const active = createSeeds(nextServerSeedBytes, nextClientSeed, hash);
  if (active.serverSeed === seeds.serverSeed) throw new Error('the next server seed must differ from the one being revealed');
  return { revealed, active };
}
