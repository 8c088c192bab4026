import type { TFunction } from 'i18next';
import { HAND_RANK_NAMES, OCEAN_HUNTER_FISH } from '@casino/games';
import type { HandRankName } from '@casino/games';

/** A fish's name from its code (the game's fish list), the code itself for an unknown one. */
export function fishName(code: string): string {
  return OCEAN_HUNTER_FISH.find((fish) => fish.code === code)?.name ?? code;
}

export function handRankName(rank: string, t: TFunction): string {
  return (HAND_RANK_NAMES as readonly string[]).includes(rank) ? t(`games.poker.ranks.${rank as HandRankName}`) : rank;
}

/** A slot symbol's display name: 'red-envelope' -> 'Red envelope'. */
export function symbolName(symbol: string): string {
  const words = symbol.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
