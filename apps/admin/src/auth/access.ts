import type { Permission } from '@casino/contract/operator/roles';

/** Which permission each console screen needs: the same names the server checks on each call. */
export const RESOURCE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  players: 'players.read',
  withdrawals: 'withdrawals.read',
  kyc: 'kyc.read',
  audit: 'audit.read',
  operators: 'operators.manage',
};

/** Actions within a screen that need more than reading it. */
export const ACTION_PERMISSIONS = {
  ban: 'players.ban',
  note: 'players.notes',
  reviewWithdrawal: 'withdrawals.review',
  reviewKyc: 'kyc.review',
} as const satisfies Record<string, Permission>;

export const holds = (permissions: readonly string[] | undefined, permission: Permission): boolean => permissions?.includes(permission) ?? false;
