import type { Game } from '@casino/contract';

export type TileBadge = 'maintenance' | 'hot' | 'new';

/** §2 game tile: a maintenance overlay (the game's or its brand's); otherwise a hot badge; otherwise a new badge. */
export function tileBadge(game: Pick<Game, 'maintain' | 'params' | 'hot' | 'recent'>): TileBadge | null {
  if (game.maintain || game.params.brandMaintain) return 'maintenance';
  if (game.hot === 1) return 'hot';
  if (game.recent) return 'new';
  return null;
}
