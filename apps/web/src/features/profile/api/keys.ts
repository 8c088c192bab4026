/** Query keys of the profile, per player, so one player's details never show for the next one on the device. */
export const profileKeys = {
  userOther: (playerId: number) => ['profile', playerId, 'userOther'] as const,
  inviteLink: (playerId: number, path: string) => ['profile', playerId, 'inviteLink', path] as const,
};
