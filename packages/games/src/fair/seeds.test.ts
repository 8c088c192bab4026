import { describe, expect, it } from 'vitest';
import { nodeHashFunctions } from './node-hash.ts';
import { assertClientSeed, commitmentOf, createSeeds, hashServerSeed, rotateSeeds, serverSeedFromBytes, takeNonce, verifyServerSeed } from './seeds.ts';

const bytes = (fill: number): Uint8Array => new Uint8Array(32).fill(fill);

describe('seeds', () => {
  it('commits to a server seed with its SHA-256 (fixed vector)', () => {
    const serverSeed = '9f1c2a7e5b3d48f0a6e1c4b2d7f08a3e5c6b1d2e3f4a5b6c7d8e9f0a1b2c3d4e';
    expect(hashServerSeed(serverSeed)).toBe('fcf4281cc4f512997f7fa545fdfa54905d696bd9be74f5349d62899ab02a1b7a');
    expect(hashServerSeed(serverSeed, nodeHashFunctions)).toBe(hashServerSeed(serverSeed));
    expect(verifyServerSeed(serverSeed, 'FCF4281CC4F512997F7FA545FDFA54905D696BD9BE74F5349D62899AB02A1B7A')).toBe(true);
    expect(verifyServerSeed(`${serverSeed}0`, hashServerSeed(serverSeed))).toBe(false);
  });

  it('shows only the hash before play and hands out nonces in order', () => {
    const seeds = createSeeds(bytes(0xab), 'my-seed');
    expect(seeds.serverSeed).toBe('ab'.repeat(32));
    const commitment = commitmentOf(seeds);
    expect(commitment).toEqual({ serverSeedHash: hashServerSeed(seeds.serverSeed), clientSeed: 'my-seed', nextNonce: 0 });
    expect(JSON.stringify(commitment)).not.toContain(seeds.serverSeed);
    const first = takeNonce(seeds);
    const second = takeNonce(first.seeds);
    expect([first.nonce, second.nonce, second.seeds.nextNonce]).toEqual([0, 1, 2]);
    expect(seeds.nextNonce).toBe(0);
  });

  it('reveals the old server seed on rotation and commits to a new one', () => {
    let seeds = createSeeds(bytes(1), 'first');
    for (let i = 0; i < 3; i++) seeds = takeNonce(seeds).seeds;
    const { revealed, active } = rotateSeeds(seeds, bytes(2), 'second');
    expect(revealed).toEqual({ serverSeed: '01'.repeat(32), serverSeedHash: seeds.serverSeedHash, clientSeed: 'first', roundsPlayed: 3 });
    expect(verifyServerSeed(revealed.serverSeed, revealed.serverSeedHash)).toBe(true);
    expect(active).toMatchObject({ serverSeed: '02'.repeat(32), clientSeed: 'second', nextNonce: 0 });
    expect(rotateSeeds(seeds, bytes(2)).active.clientSeed).toBe('first');
    expect(() => rotateSeeds(seeds, bytes(1))).toThrow(/must differ/);
  });

  it('refuses bad client seeds and short seed material', () => {
    for (const bad of ['', 'x'.repeat(65), 'tab\there', 'new\nline']) expect(() => assertClientSeed(bad)).toThrow(/client seed/);
    expect(() => assertClientSeed('x'.repeat(64))).not.toThrow();
    expect(() => serverSeedFromBytes(new Uint8Array(31))).toThrow(/32 random bytes/);
  });
});
