import { describe, expect, it } from 'vitest';
import { randomInt, shuffleFront } from '../random.ts';
import { toHex, utf8 } from './hash.ts';
import { FairRandom, roundFloats } from './fair-random.ts';
import { nodeHashFunctions } from './node-hash.ts';
import { hmacSha256 } from './sha256.ts';

// Fixed seeds and what they must produce, computed independently of this code (Python's hmac).
const SEEDS = { serverSeed: '9f1c2a7e5b3d48f0a6e1c4b2d7f08a3e5c6b1d2e3f4a5b6c7d8e9f0a1b2c3d4e', clientSeed: 'lucky-player-42' };
const BLOCK_NONCE_0_CURSOR_0 = '3cf20c56193a512520134a2ca2b0dc4abbb2bb061f05ebf5096a26e200abb545';
const FLOATS_NONCE_0 = [
  0.23806836223229766, 0.09854609635658562, 0.1252943379804492, 0.6355111771263182, 0.7331959619186819, 0.12118410808034241, 0.03677599923685193,
  0.002620057435706258,
  // Cursor 1 takes over after eight floats.
  0.8490591512527317, 0.2530202374327928,
];
const FLOATS_NONCE_1 = [0.2024964273441583, 0.762784825405106, 0.522100392030552];

describe('FairRandom', () => {
  it('computes blocks as HMAC-SHA256(serverSeed, clientSeed:nonce:cursor)', () => {
    expect(toHex(hmacSha256(utf8(SEEDS.serverSeed), utf8(`${SEEDS.clientSeed}:0:0`)))).toBe(BLOCK_NONCE_0_CURSOR_0);
    const rng = new FairRandom(SEEDS, 0);
    const bytes = Array.from({ length: 32 }, () => rng.nextByte());
    expect(toHex(Uint8Array.from(bytes))).toBe(BLOCK_NONCE_0_CURSOR_0);
  });

  it('turns fixed seeds into fixed floats, across the cursor boundary', () => {
    expect(roundFloats(SEEDS, 0, FLOATS_NONCE_0.length)).toEqual(FLOATS_NONCE_0);
    expect(roundFloats(SEEDS, 1, FLOATS_NONCE_1.length)).toEqual(FLOATS_NONCE_1);
  });

  it('gives the same stream with node:crypto as with the pure implementation', () => {
    expect(roundFloats(SEEDS, 12345, 40, nodeHashFunctions)).toEqual(roundFloats(SEEDS, 12345, 40));
  });

  it('restarts at cursor 0 for each round', () => {
    const rng = new FairRandom(SEEDS, 1);
    rng.nextFloat();
    rng.startRound(0);
    expect(rng.nextFloat()).toBe(FLOATS_NONCE_0[0]);
  });

  it('refuses a nonce that is not a non-negative whole number', () => {
    for (const nonce of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => new FairRandom(SEEDS, nonce)).toThrow(/nonce/);
  });

  it('handles seeds with non-ASCII characters and large nonces', () => {
    const seeds = { serverSeed: 'søren-🎲', clientSeed: '玩家' };
    const rng = new FairRandom(seeds, Number.MAX_SAFE_INTEGER);
    const expected = hmacSha256(utf8(seeds.serverSeed), utf8(`${seeds.clientSeed}:${Number.MAX_SAFE_INTEGER}:0`));
    expect(rng.nextByte()).toBe(expected[0]);
  });
});

describe('fair randomness is evenly spread', () => {
  // Chi-square critical values at p = 0.001, so a correct generator fails this about once in a
  // thousand seeds; the seed is fixed, so the outcome is too.
  const CHI_SQUARE_99_DF_P001 = 148.23;
  const CHI_SQUARE_255_DF_P001 = 330.52;

  const chiSquare = (counts: readonly number[], expected: number): number => counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);

  it('puts floats evenly into 100 buckets and averages 1/2', () => {
    const rng = new FairRandom(SEEDS, 0);
    const counts = new Array<number>(100).fill(0);
    const samples = 200_000;
    let sum = 0;
    let lowest = 1;
    let highest = 0;
    for (let n = 0; n < samples / 8; n++) {
      rng.startRound(n);
      for (let k = 0; k < 8; k++) {
        const f = rng.nextFloat();
        sum += f;
        lowest = Math.min(lowest, f);
        highest = Math.max(highest, f);
        counts[Math.floor(f * 100)]!++;
      }
    }
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(highest).toBeLessThan(1);
    expect(chiSquare(counts, samples / 100)).toBeLessThan(CHI_SQUARE_99_DF_P001);
    // sd of the mean of uniforms: sqrt(1/12 / n) ~ 0.00065; allow five of them.
    expect(Math.abs(sum / samples - 0.5)).toBeLessThan(0.0033);
  });

  it('gives every byte value equally often', () => {
    const rng = new FairRandom(SEEDS, 0);
    const counts = new Array<number>(256).fill(0);
    const samples = 256_000;
    for (let n = 0; n < samples / 32; n++) {
      rng.startRound(n);
      for (let k = 0; k < 32; k++) counts[rng.nextByte()]!++;
    }
    expect(chiSquare(counts, samples / 256)).toBeLessThan(CHI_SQUARE_255_DF_P001);
  });

  it('draws integers within bounds and shuffles into every order equally often', () => {
    const rng = new FairRandom(SEEDS, 0);
    const orders = new Map<string, number>();
    const values = new Set<number>();
    const rounds = 60_000;
    for (let n = 0; n < rounds; n++) {
      rng.startRound(n);
      values.add(randomInt(rng, 7));
      const items = ['a', 'b', 'c'];
      shuffleFront(items, 3, rng);
      const key = items.join('');
      orders.set(key, (orders.get(key) ?? 0) + 1);
    }
    expect([...values].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(orders.size).toBe(6);
    // 5 degrees of freedom, p = 0.001.
    expect(chiSquare([...orders.values()], rounds / 6)).toBeLessThan(20.52);
  });
});
