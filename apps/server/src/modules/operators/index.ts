/**
 * operators: the operator console (docs/decisions/062-064). Operator accounts with roles,
 * two-factor sign-in and short sessions; the console's calls under /admin/api/<name>, each
 * checked against the role's permissions (contract: @casino/contract/operator); the console's
 * built files under /admin. Players are reached through the accounts, wallet, payments and kyc
 * faces; every action writes a chained audit row. The command line creates the first admin
 * through `createOperatorAccess`.
 */
import type { AuditFace } from '../audit/index.ts';
import type { OperatorAccess } from './access.ts';
import type { AdjustmentDesk } from './adjustments.ts';
import type { BooksDesk } from './books.ts';
import type { CatalogDesk } from './catalog.ts';
import type { DashboardDesk } from './dashboard.ts';
import type { MailDesk } from './mail.ts';
import type { PlayerDesk } from './players.ts';
import type { SaferPlayDesk } from './safer-play.ts';
import type { ReviewDesk } from './reviews.ts';
import type { PromotionDesk } from './promotions.ts';

/** What the module offers (tests and tooling): the operator accounts and the desks behind the calls. */
export interface OperatorsFace {
  access: OperatorAccess;
  players: PlayerDesk;
  reviews: ReviewDesk;
  adjustments: AdjustmentDesk;
  mail: MailDesk;
  books: BooksDesk;
  dashboard: DashboardDesk;
  /** The lobby's catalog and content, and the run-time site settings (docs/decisions/067). */
  catalog: CatalogDesk;
  /** A player's limits and blocks, and the restricted-persons list (docs/decisions/065). */
  saferPlay: SaferPlayDesk;
  /** Activity instances, their settings, schedules and budgets (docs/decisions/072). */
  promotions: PromotionDesk;
  /** The audit face the console reads the log and checks the chain through. */
  audit: AuditFace;
}

export { ACCESS_POLICY, createOperatorAccess } from './access.ts';
export type { Credentials, OperatorAccess, OperatorSession } from './access.ts';
export { SESSION_COOKIE } from './router.ts';
export { totpCode, base32Decode } from './totp.ts';
