import type { InviteeFacts } from './types/promotion-type.ts';

/**
 * The qualified-invitee rule every referral type shares (docs/decisions/082): an invitee counts
 * for an instance when they registered at or after its start ("Limited to new players only"),
 * have a mobile number bound, have credited deposits of at least the type's `qualifyingDeposit`
 * (hundredths), are active, and are not the inviter's other account (no shared device, not
 * linked to another account by a device; §6 one account per player).
 */
export interface QualifyingRule {
  /** The instance's start; null: no start, every invitee is new enough. */
  since: Date | null;
  /** Credited deposits needed, in hundredths. */
  qualifyingDeposit: number;
}

export function isQualifiedInvitee(invitee: InviteeFacts, rule: { since: Date | null; qualifyingDeposit: number }): boolean {
  if (rule.since !== null && invitee.registeredAt.getTime() < rule.since.getTime()) return false;
  if (!invitee.mobileBound || invitee.status !== 'active') return false;
  if (invitee.sharesDeviceWithInviter || invitee.linked) return false;
  return invitee.totalRecharge >= rule.qualifyingDeposit;
}

export function qualifiedInvitees<T extends InviteeFacts>(list: readonly T[], rule: QualifyingRule): T[] {
  return list.filter((invitee) => isQualifiedInvitee(invitee, rule));
}

/**
 * The `since` of an instance: its start, or when it was created if it has none, so an instance
 * that runs from the moment it is switched on still counts only players who came after it.
 */
export const qualifyingSince = (instance: { startsAt: Date | null; createdAt: Date }): Date => instance.startsAt ?? instance.createdAt;
