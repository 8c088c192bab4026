/** Server-side helpers over node:crypto: OpenSSL hashing and fresh server seeds. */
import { randomBytes } from 'node:crypto';
import { nodeHashFunctions } from './fair/node-hash.ts';
import { SERVER_SEED_BYTES, serverSeedFromBytes } from './fair/seeds.ts';

export { nodeHashFunctions };

/** A new secret server seed: 32 bytes from the operating system's CSPRNG, as hex. */
export function randomServerSeed(): string {
  return serverSeedFromBytes(randomBytes(SERVER_SEED_BYTES));
}

/** Random bytes for createSeeds / rotateSeeds. */
export function randomSeedBytes(): Uint8Array {
  return new Uint8Array(randomBytes(SERVER_SEED_BYTES));
}
