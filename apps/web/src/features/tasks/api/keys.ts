/** Query keys of tasks, per player, so one player's tasks never show for the next one on the device. */
export const taskKeys = {
  all: (playerId: number) => ['tasks', playerId] as const,
  user: (playerId: number) => ['tasks', playerId, 'user'] as const,
};
