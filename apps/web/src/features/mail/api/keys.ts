/** Query keys of mail, per player, so one player's mail never shows for the next one on the device. */
export const mailKeys = {
  all: (playerId: number) => ['mail', playerId] as const,
  list: (playerId: number) => ['mail', playerId, 'list'] as const,
  detail: (playerId: number, id: number) => ['mail', playerId, 'detail', id] as const,
  unread: (playerId: number) => ['mail', playerId, 'unread'] as const,
};
