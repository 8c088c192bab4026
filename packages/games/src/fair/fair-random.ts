/**
 * The provably-fair random stream of one round, the scheme players can check with any
 * HMAC tool:
 *
 *   block(cursor) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
 *
 * Blocks for cursor 0, 1, 2 ... are concatenated into a byte stream; each float takes the next
 * four bytes b0..b3 as b0/256 + b1/256^2 + b2/256^3 + b3/256^4, so a 32-byte block yields eight
 * floats. The seeds are strings and enter HMAC as their UTF-8 bytes.
 */
import type { RandomSource } from '../random.ts';
import { utf8, type HashFunctions } from './hash.ts';
import { pureHashFunctions } from './sha256.ts';

export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
}

const COLON = 0x3a;
// Room for two safe integers and a colon after the client seed.
const NUMBER_ROOM = 34;

export class FairRandom implements RandomSource {
  private readonly key: Uint8Array;
  private readonly message: Uint8Array;
  private readonly prefixLength: number;
  private nonce = 0;
  private cursor = 0;
  private block: Uint8Array = new Uint8Array(0);
  private position = 0;

  constructor(
    seeds: SeedPair,
    nonce: number,
    private readonly hash: HashFunctions = pureHashFunctions,
  ) {
    this.key = utf8(seeds.serverSeed);
    const prefix = utf8(`${seeds.clientSeed}:`);
    this.message = new Uint8Array(prefix.length + NUMBER_ROOM);
    this.message.set(prefix);
    this.prefixLength = prefix.length;
    this.startRound(nonce);
  }

  /** Restarts the stream at cursor 0 for another round under the same seeds. */
  startRound(nonce: number): void {
    if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a non-negative integer, got ${nonce}`);
    this.nonce = nonce;
    this.cursor = 0;
    this.position = 32;
  }

  nextByte(): number {
    if (this.position === 32) this.refill();
    return this.block[this.position++]!;
  }

  nextFloat(): number {
    if (this.position === 32) this.refill();
    const b = this.block;
    const p = this.position;
    this.position = p + 4;
    return b[p]! / 256 + b[p + 1]! / 65536 + b[p + 2]! / 16777216 + b[p + 3]! / 4294967296;
  }

  private refill(): void {
    let length = this.writeNumber(this.prefixLength, this.nonce);
    this.message[length++] = COLON;
    length = this.writeNumber(length, this.cursor);
    this.block = this.hash.hmacSha256(this.key, this.message.subarray(0, length));
    this.cursor++;
    this.position = 0;
  }

  /** Writes the decimal digits of `value` at `at`; returns the index after them. */
  private writeNumber(at: number, value: number): number {
    const digits = String(value);
    for (let i = 0; i < digits.length; i++) this.message[at + i] = digits.charCodeAt(i);
    return at + digits.length;
  }
}

/** The first `count` floats of a round: what a verifier shows next to the outcome. */
export function roundFloats(seeds: SeedPair, nonce: number, count: number, hash: HashFunctions = pureHashFunctions): number[] {
  const rng = new FairRandom(seeds, nonce, hash);
  return Array.from({ length: count }, () => rng.nextFloat());
}
