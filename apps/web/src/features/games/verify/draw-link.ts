/**
 * A promotion draw's verify link (kind=draw), without the fairness code: the lobby's pages link
 * to the verify page and load none of it.
 */
export interface DrawToVerify {
  /** Empty while the pair is not revealed yet. */
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  weights: number[];
  /** The index the promotion says it drew. */
  index: number;
}

/** The query of a draw's verify link. */
export function drawQuery(draw: DrawToVerify): string {
  const query = new URLSearchParams({ kind: 'draw' });
  if (draw.serverSeed) query.set('serverSeed', draw.serverSeed);
  query.set('serverSeedHash', draw.serverSeedHash);
  query.set('clientSeed', draw.clientSeed);
  query.set('nonce', String(draw.nonce));
  query.set('weights', draw.weights.join(','));
  query.set('index', String(draw.index));
  return query.toString();
}
