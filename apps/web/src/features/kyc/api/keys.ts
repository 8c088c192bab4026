/**
 * Query keys of identity verification, per player, so one player's state never shows for the
 * next one who logs in on the same device.
 */
export const kycKeys = {
  all: (playerId: number) => ['kyc', playerId] as const,
  state: (playerId: number) => ['kyc', playerId, 'state'] as const,
};
