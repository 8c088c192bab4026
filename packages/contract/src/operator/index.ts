/**
 * The operator console's contract (docs/decisions/062, 063): calls served under
 * POST /admin/api/<name>, each naming the permission it needs; roles map to permissions in
 * roles.ts. Separate from the player contract: the player app never imports it.
 */
import { adjustmentCalls } from './adjustments.ts';
import { auditCalls } from './audit.ts';
import { dashboardCalls } from './dashboard.ts';
import { catalogCalls } from './catalog.ts';
import { booksCalls } from './books.ts';
import { mailCalls } from './mail.ts';
import { operatorManagementCalls } from './operators.ts';
import { playerCalls } from './players.ts';
import { reviewCalls } from './reviews.ts';
import { sessionCalls } from './session.ts';
import { siteCalls } from './site.ts';
import { saferPlayCalls } from './safer-play.ts';
import { promotionCalls } from './promotions.ts';

export const operatorCalls = {
  ...sessionCalls,
  ...playerCalls,
  ...adjustmentCalls,
  ...reviewCalls,
  ...auditCalls,
  ...operatorManagementCalls,
  ...dashboardCalls,
  ...mailCalls,
  ...booksCalls,
  ...catalogCalls,
  ...siteCalls,
  ...saferPlayCalls,
  ...promotionCalls,
} as const;
export type OperatorCalls = typeof operatorCalls;
export type OperatorCallName = keyof OperatorCalls;

export * from './roles.ts';
export * from './errcodes.ts';
export * from './define.ts';
export * from './paths.ts';
export * from './rules.ts';
export * from './session.ts';
export * from './players.ts';
export * from './adjustments.ts';
export * from './reviews.ts';
export * from './audit.ts';
export * from './operators.ts';
export * from './dashboard.ts';
export * from './mail.ts';
export * from './mail-rules.ts';
export * from './books.ts';
export * from './catalog-rules.ts';
export * from './catalog.ts';
export * from './site.ts';
export * from './safer-play.ts';
export * from './restricted-list-rules.ts';
export * from './promotions.ts';
