/** Query keys of promotions, per player, so one player's offers never show for the next one on the device. */
export const promotionKeys = {
  all: (playerId: number) => ['promotions', playerId] as const,
  ids: (playerId: number) => ['promotions', playerId, 'ids'] as const,
  state: (playerId: number, type: number) => ['promotions', playerId, 'state', type] as const,
  detail: (key: string) => ['promotions', 0, 'detail', key] as const,
};
