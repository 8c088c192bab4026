/** Query keys of safer play, per player, so one player's limits never show for the next one on the same device. */
export const saferPlayKeys = {
  all: (playerId: number) => ['safer-play', playerId] as const,
  settings: (playerId: number) => ['safer-play', playerId, 'settings'] as const,
};
