/**
 * Query keys of the wallet, per player, so one player's figures never show for the next one
 * who logs in on the same device. Invalidating `all(playerId)` refreshes every wallet screen.
 */
export const walletKeys = {
  all: (playerId: number) => ['wallet', playerId] as const,
  overview: (playerId: number) => ['wallet', playerId, 'overview'] as const,
  points: (playerId: number) => ['wallet', playerId, 'points'] as const,
  history: (playerId: number, request: unknown) => ['wallet', playerId, 'history', request] as const,
};
