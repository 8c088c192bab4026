import type { HolidayDraw } from '@casino/contract';
import { drawVerifyPath } from '../../games/index.ts';

/**
 * The verify page's link for a holiday draw (Christmas, New Year): the page recomputes the
 * weighted pick once the player has rotated the seed pair and the server seed is revealed.
 */
export const drawVerifyLink = (draw: HolidayDraw): string => drawVerifyPath({
  serverSeed: draw.serverSeed ?? '', serverSeedHash: draw.serverSeedHash, clientSeed: draw.clientSeed, nonce: draw.nonce, weights: draw.weights, index: draw.index,
});
