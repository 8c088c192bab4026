/**
 * Operator roles and what each may do (docs/decisions/062). Every operator call names one
 * permission (define.ts); this one table says which roles hold it. Plain data, so the console
 * can hide what a role cannot use without loading the schemas.
 */

export const OPERATOR_ROLES = ['support', 'finance', 'marketing', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const PERMISSIONS = [
  /** Who am I, sign out: every signed-in operator. */
  'console.self',
  /** Search players and read a profile (balances, transfers, orders, KYC state, sessions, notes). */
  'players.read',
  'players.ban',
  'players.notes',
  /** Ask for a balance adjustment (applied at once up to the approval amount). */
  'players.adjust',
  /** Approve or reject another operator's adjustment above the approval amount. */
  'adjustments.approve',
  /** The withdrawals queue, read only. */
  'withdrawals.read',
  /** Approve or reject a withdrawal. */
  'withdrawals.review',
  /** KYC submissions with the identity details and images. */
  'kyc.read',
  'kyc.review',
  /** The audit log and its chain check. */
  'audit.read',
  /** Create operators, reset their access, deactivate them. */
  'operators.manage',
  /** The dashboard: money and player figures per day for a period. */
  'dashboard.read',
  /** The lobby's catalog and content: games, brands, types, banners, notices, promo videos, customer service, social links. */
  'catalog.manage',
  /** Site settings that are safe to change while the server runs. */
  'site.manage',
  /** Compose and send mail (with attachments) to one player, a list, or everyone. */
  'mail.send',
  /** Run the books check (the ledger's double-entry invariants) on demand. */
  'books.check',
  /** Set a player's time-out or self-exclusion; lower a player's limits (never raise). */
  'players.saferPlay',
  /** Import the restricted-persons list; see and clear its matches. */
  'restricted.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly Permission[]>> = {
  support: [
    'console.self', 'players.read', 'players.ban', 'players.notes', 'withdrawals.read', 'kyc.read', 'kyc.review',
    'players.saferPlay', 'restricted.manage',
  ],
  finance: [
    'console.self', 'players.read', 'players.notes', 'players.adjust', 'adjustments.approve', 'withdrawals.read', 'withdrawals.review',
    'dashboard.read', 'books.check',
  ],
  marketing: ['console.self', 'dashboard.read', 'catalog.manage', 'mail.send'],
  admin: [...PERMISSIONS],
};

export const roleAllows = (role: OperatorRole, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);
