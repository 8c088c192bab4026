/** Query keys of rewards, per player, so one player's items never show for the next one on the device. */
export const rewardKeys = {
  all: (playerId: number) => ['rewards', playerId] as const,
  redDots: (playerId: number) => ['rewards', playerId, 'redDots'] as const,
  bag: (playerId: number) => ['rewards', playerId, 'bag'] as const,
  claims: (playerId: number, page: number) => ['rewards', playerId, 'claims', page] as const,
  claim: (playerId: number, id: number) => ['rewards', playerId, 'claim', id] as const,
};
