/**
 * A promotion's draw (a wheel's spin, a scratch card, a lottery ticket) recomputed in the browser:
 * the draw took the next nonce of the player's house seed pair and picked an index by weight with
 * its first float (docs/decisions/083). Pure.
 */
import { hashServerSeed, pickWeighted, roundFloats } from '@casino/games';
import type { DrawToVerify } from './draw-link.ts';

export type { DrawToVerify } from './draw-link.ts';

export interface DrawVerification {
  /** sha256(serverSeed) against the hash committed before the draw. */
  hashMatches: boolean;
  float: number;
  /** The index the seeds give. */
  index: number;
  indexMatches: boolean;
  verified: boolean;
}

export function verifyDraw(draw: DrawToVerify & { serverSeed: string }): DrawVerification {
  if (draw.serverSeed === '') throw new RangeError('the server seed is still secret');
  const hashMatches = hashServerSeed(draw.serverSeed) === draw.serverSeedHash.toLowerCase();
  const [float] = roundFloats({ serverSeed: draw.serverSeed, clientSeed: draw.clientSeed }, draw.nonce, 1);
  const index = pickWeighted(float!, draw.weights);
  const indexMatches = index === draw.index;
  return { hashMatches, float: float!, index, indexMatches, verified: hashMatches && indexMatches };
}

const isIndex = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The draw a verify link describes (kind=draw); null when the link is not one or is malformed. */
export function drawFromQuery(params: URLSearchParams): DrawToVerify | null {
  if (params.get('kind') !== 'draw') return null;
  const nonce = Number(params.get('nonce'));
  const index = Number(params.get('index'));
  const weightsText = params.get('weights') ?? '';
  const weights = weightsText === '' ? [] : weightsText.split(',').map(Number);
  const serverSeedHash = params.get('serverSeedHash') ?? '';
  const clientSeed = params.get('clientSeed') ?? '';
  if (!isIndex(nonce) || params.get('nonce') === null || !isIndex(index) || params.get('index') === null) return null;
  if (weights.length === 0 || !weights.every(isIndex) || index >= weights.length || !/^[0-9a-fA-F]{64}$/.test(serverSeedHash) || clientSeed === '') return null;
  return { serverSeed: params.get('serverSeed') ?? '', serverSeedHash, clientSeed, nonce, weights, index };
}
