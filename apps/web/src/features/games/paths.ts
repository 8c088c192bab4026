import { screenPath } from '../../shared/routing/feature-routes.ts';
import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';
import { drawQuery } from './verify/draw-link.ts';
import type { DrawToVerify } from './verify/draw-link.ts';

/**
 * Where the game screens live (docs/decisions/025-game-client-routes.md): /start, a game started
 * in place, full screen on desktop too, and the public round verifier.
 */
export const gameScreens = {
  start: { mobile: ['/start'], desktop: ['/start'], fullScreen: true },
  verify: { mobile: ['/verify'], desktop: ['/verify'], public: true },
} as const satisfies ScreenPlaces;

/** Where a game starts: /start with the game (and a panel to open). */
export function startPath(gameId: number, panel?: 'fairness'): string {
  return `${screenPath(gameScreens, 'start')}?gameId=${gameId}${panel ? `&panel=${panel}` : ''}`;
}

export interface VerifyPrefill {
  roundId?: string;
  game?: string;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
}

/** The verify page for a promotion's draw (docs/decisions/083): seeds, nonce, weights and the index drawn. */
export function drawVerifyPath(draw: DrawToVerify): string {
  return `${screenPath(gameScreens, 'verify')}?${drawQuery(draw)}`;
}

/** The verify page for one round (by id), or with a revealed seed pair filled in. */
export function verifyPath(prefill: VerifyPrefill = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  const path = screenPath(gameScreens, 'verify');
  return text ? `${path}?${text}` : path;
}
