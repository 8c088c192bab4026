import { describe, expect, it } from 'vitest';
import { hashServerSeed, pickWeighted, roundFloats } from '@casino/games';
import { drawQuery } from './draw-link.ts';
import { drawFromQuery, verifyDraw } from './draw.ts';

const serverSeed = 'a'.repeat(64);
const clientSeed = 'my-client-seed';
const weights = [1, 4, 30, 120, 220, 300, 225, 100];
const drawn = pickWeighted(roundFloats({ serverSeed, clientSeed }, 7, 1)[0]!, weights);
const draw = { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 7, weights, index: drawn };

describe('a promotion draw on the verify page', () => {
  it('recomputes the hash and the weighted pick, and says the draw matches', () => {
    expect(verifyDraw(draw)).toMatchObject({ hashMatches: true, index: drawn, indexMatches: true, verified: true });
  });

  it('says so when the index or the seed differs', () => {
    expect(verifyDraw({ ...draw, index: (drawn + 1) % weights.length })).toMatchObject({ indexMatches: false, verified: false });
    expect(verifyDraw({ ...draw, serverSeed: 'b'.repeat(64) })).toMatchObject({ hashMatches: false, verified: false });
    expect(() => verifyDraw({ ...draw, serverSeed: '' })).toThrow(RangeError);
  });

  it('reads its link back, with the seed still secret or revealed, and refuses malformed links', () => {
    expect(drawFromQuery(new URLSearchParams(drawQuery(draw)))).toEqual(draw);
    expect(drawFromQuery(new URLSearchParams(drawQuery({ ...draw, serverSeed: '' })))).toEqual({ ...draw, serverSeed: '' });
    const bad = (change: Record<string, string>) => {
      const query = new URLSearchParams(drawQuery(draw));
      for (const [key, value] of Object.entries(change)) query.set(key, value);
      return drawFromQuery(query);
    };
    expect(bad({ kind: 'round' })).toBeNull();
    expect(bad({ nonce: '-1' })).toBeNull();
    expect(bad({ index: '8' })).toBeNull();
    expect(bad({ weights: '1,x' })).toBeNull();
    expect(bad({ serverSeedHash: 'zz' })).toBeNull();
  });
});
