import type { Permission } from '@casino/contract/operator/roles';

/** Which permission each console screen needs: the same names the server checks on each call. */
export const RESOURCE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  players: 'players.read',
  withdrawals: 'withdrawals.read',
  kyc: 'kyc.read',
  audit: 'audit.read',
  operators: 'operators.manage',
  adjustments: 'players.adjust',
  mail: 'mail.send',
  books: 'books.check',
  games: 'catalog.manage',
  brands: 'catalog.manage',
  gameTypes: 'catalog.manage',
  banners: 'catalog.manage',
  notices: 'catalog.manage',
  promoVideos: 'catalog.manage',
  customerServices: 'catalog.manage',
  socialLinks: 'catalog.manage',
  promotions: 'catalog.manage',
  siteSettings: 'site.manage',
  restricted: 'restricted.manage',
};

/** Actions within a screen that need more than reading it. */
export const ACTION_PERMISSIONS = {
  ban: 'players.ban',
  note: 'players.notes',
  reviewWithdrawal: 'withdrawals.review',
  reviewKyc: 'kyc.review',
  adjust: 'players.adjust',
  approveAdjustment: 'adjustments.approve',
  saferPlay: 'players.saferPlay',
} as const satisfies Record<string, Permission>;

export const holds = (permissions: readonly string[] | undefined, permission: Permission): boolean => permissions?.includes(permission) ?? false;
