/** Query keys of VIP, per player, so one player's standing never shows for the next one on the same device. */
export const vipKeys = {
  all: (playerId: number) => ['vip', playerId] as const,
  info: (playerId: number) => ['vip', playerId, 'info'] as const,
};
