import { z } from 'zod';
import { defineOperatorCall, EpochMs, Limit, PlayerId, Reason, RowId } from './define.ts';
import { PlayerBalances } from './players.ts';

/**
 * Balance adjustments (docs/decisions/062): an operator credits or debits a player's coins with
 * a reason. Up to the approval amount (ADJUSTMENT_APPROVAL_OVER) it is applied at once; above it
 * it waits until a second operator approves or rejects it.
 */

export const AdjustmentStatuses = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof AdjustmentStatuses)[number];

export const Adjustment = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  amount: z.number().int().describe('hundredths: positive credits the player, negative debits'),
  reason: z.string(),
  status: z.enum(AdjustmentStatuses),
  requestedBy: z.string(),
  requestedAt: EpochMs,
  decidedBy: z.string().nullable().describe('who applied or rejected it; the requester when no approval was needed'),
  decidedAt: EpochMs.nullable(),
  decisionReason: z.string(),
  transferId: z.number().int().nullable(),
});
export type Adjustment = z.infer<typeof Adjustment>;

/** Largest adjustment either way: 1,000,000,000.00. */
export const ADJUSTMENT_MAX = 100_000_000_000;
const SignedAmount = z.number().int().min(-ADJUSTMENT_MAX).max(ADJUSTMENT_MAX).refine((n) => n !== 0, 'must not be 0');

export const adjustmentRequest = defineOperatorCall({
  name: 'adjustmentRequest', permission: 'players.adjust',
  summary: 'Credits (amount > 0) or debits (amount < 0) a player\'s coins with a reason. Applied at once up to the approval amount; above it, pending until a second operator decides.',
  body: z.object({ playerId: PlayerId, amount: SignedAmount, reason: Reason }),
  response: z.object({ adjustment: Adjustment, balances: PlayerBalances, approvalOver: z.number().int() }),
});

export const adjustmentList = defineOperatorCall({
  name: 'adjustmentList', permission: 'players.adjust',
  summary: 'Adjustments in one status (pending by default), newest first, with the approval amount.',
  body: z.object({ status: z.enum(AdjustmentStatuses).default('pending'), playerId: PlayerId.optional(), limit: Limit(200, 50) }),
  response: z.object({ list: z.array(Adjustment), approvalOver: z.number().int() }),
});

export const adjustmentApprove = defineOperatorCall({
  name: 'adjustmentApprove', permission: 'adjustments.approve',
  summary: 'A second operator (not the requester) applies a pending adjustment.',
  body: z.object({ adjustmentId: RowId }),
  response: z.object({ adjustment: Adjustment, balances: PlayerBalances }),
});

export const adjustmentReject = defineOperatorCall({
  name: 'adjustmentReject', permission: 'adjustments.approve',
  summary: 'Rejects a pending adjustment with a reason: nothing moves.',
  body: z.object({ adjustmentId: RowId, reason: Reason }),
  response: z.object({ adjustment: Adjustment }),
});

export const adjustmentCalls = { adjustmentRequest, adjustmentList, adjustmentApprove, adjustmentReject } as const;
