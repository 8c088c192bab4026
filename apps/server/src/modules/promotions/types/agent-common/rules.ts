import type { AgentExclusion } from '@casino/contract';
import { philippineDate, philippineMidnight } from '../../../../platform/philippine-day.ts';

/**
 * What the agent activities (Agent 26, AgentCount 31) share, pure: Philippine days, and who may
 * be an agent of whom. A player is never their own agent, nor the agent of an account on their
 * device or linked to another account by a device (§6 one account per player).
 */

/** After a day ends, how long its settlement waits for the feed's late transfers and rollbacks. */
export const SETTLE_GRACE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/** The Philippine date `n` days after `day` (YYYY-MM-DD). */
export const dayAfter = (day: string, n = 1): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The last day that can be settled at `now`: the day before the current one, once the grace after its midnight has passed. */
export const lastSettleableDay = (now: Date): string => dayAfter(philippineDate(new Date(now.getTime() - SETTLE_GRACE_MS)), -1);

/** The last moment of a day. */
export const dayEnd = (day: string): Date => new Date(philippineMidnight(dayAfter(day)).getTime() - 1);

/** Stakes less stakes rolled back, never below 0 (a rollback carried onto a later day may exceed its bets). */
export const validBets = (bets: number, refunds: number): number => Math.max(0, bets - refunds);

/** An invitee's facts as their direct inviter sees them. */
export interface InviteeLink { sharesDeviceWithInviter: boolean; linked: boolean; status: string }

/** Why an invitee does not count for their direct inviter, or null when they do. */
export function directExclusion(invitee: InviteeLink | undefined): AgentExclusion | null {
  if (!invitee) return 'inactive';
  if (invitee.sharesDeviceWithInviter) return 'sameDevice';
  if (invitee.linked) return 'linked';
  if (invitee.status !== 'active') return 'inactive';
  return null;
}

/**
 * Why a level-2 invitee does not count for the agent two levels up: their own standing with the
 * invitee in between first, then a device shared with the agent, then the one in between not
 * counting for the agent (an account between two of one person's accounts is not a team).
 */
export function secondLevelExclusion(invitee: InviteeLink | undefined, sharesDeviceWithAgent: boolean, middle: InviteeLink | undefined): AgentExclusion | null {
  const own = directExclusion(invitee);
  if (own) return own;
  if (sharesDeviceWithAgent) return 'sameDevice';
  return directExclusion(middle) === null ? null : 'upline';
}
