import type {
  Agent5Commission, Agent5InviteeStatus, Agent5Settings, Agent5Task, Agent5TaskView, Agent5TierStatus,
} from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';
import { isQualifiedInvitee } from '../../referral-rules.ts';
import type { QualifyingRule } from '../../referral-rules.ts';
import type { InviteeFacts } from '../promotion-type.ts';

/**
 * Agent5 (type 41), pure rules: who is a valid invitee and why not, the deposit commission, the
 * tiers and the daily agent tasks. Claims are promotion_claims rows (refs tier:<id>,
 * commission:<last deposit row>, task:<id>:<day>); the entry only records the last claim.
 */
export interface Agent5Entry { lastRef: string; at: string }

/** The agent's share of one deposit at a rate (hundredths of a percent), rounded down to the hundredth. */
export const commissionOf = (amount: number, basisPoints: number): number => Math.floor((amount * basisPoints) / 10_000);

/**
 * Where an invitee stands (decision 082): valid; waiting for a mobile or for deposits; or never
 * counting here (registered before the programme, inactive, or not a new player by the
 * one-account rule). The agent is not told which of the last.
 */
export function inviteeStatus(invitee: InviteeFacts, rule: QualifyingRule): Agent5InviteeStatus {
  if (isQualifiedInvitee(invitee, rule)) return 'valid';
  if (rule.since !== null && invitee.registeredAt.getTime() < rule.since.getTime()) return 'notEligible';
  if (invitee.status !== 'active' || invitee.sharesDeviceWithInviter || invitee.linked) return 'notEligible';
  return invitee.mobileBound ? 'depositShort' : 'noMobile';
}

/** The status of each invitee by player id. */
export const statusByInvitee = (invitees: readonly InviteeFacts[], rule: QualifyingRule): Map<number, Agent5InviteeStatus> =>
  new Map(invitees.map((i) => [i.playerId, inviteeStatus(i, rule)]));

/** One commission row not paid yet. */
export interface UnpaidCommission { id: number; inviteeId: number; commission: number }

/** What a deposit's commission is now: paid, payable (valid invitee), waiting (not valid yet) or excluded (can never count). */
export function commissionStatus(claimRef: string | null, status: Agent5InviteeStatus | undefined): 'claimed' | 'claimable' | 'waiting' | 'excluded' {
  if (claimRef !== null) return 'claimed';
  if (status === 'valid') return 'claimable';
  if (status === 'noMobile' || status === 'depositShort') return 'waiting';
  return 'excluded';
}

/**
 * The commission claim: every unpaid row of a valid invitee, when together they reach the
 * minimum; null otherwise. Its ref names the newest row paid, which no other claim can pay, so
 * each claim has its own ref.
 */
export function commissionClaim(rows: readonly UnpaidCommission[], statuses: ReadonlyMap<number, Agent5InviteeStatus>, minClaim: number): { ids: number[]; amount: number; ref: string } | null {
  const payable = rows.filter((row) => statuses.get(row.inviteeId) === 'valid');
  const amount = payable.reduce((sum, row) => sum + row.commission, 0);
  if (payable.length === 0 || amount < minClaim || amount <= 0) return null;
  const ids = payable.map((row) => row.id);
  return { ids, amount, ref: `commission:${Math.max(...ids)}` };
}

/** Per invitee: commission unpaid and paid (hundredths). */
export interface InviteeTotals { deposits: number; unpaid: number; paid: number; today: number }

export function commissionSummary(
  settings: Pick<Agent5Settings, 'commissionBasisPoints' | 'minCommissionClaim' | 'commissionBetRate'>,
  totals: ReadonlyMap<number, InviteeTotals>, statuses: ReadonlyMap<number, Agent5InviteeStatus>,
): Agent5Commission {
  let claimable = 0;
  let waiting = 0;
  let claimed = 0;
  for (const [inviteeId, t] of totals) {
    claimed += t.paid;
    const status = commissionStatus(null, statuses.get(inviteeId));
    if (status === 'claimable') claimable += t.unpaid;
    else if (status === 'waiting') waiting += t.unpaid;
  }
  return {
    basisPoints: settings.commissionBasisPoints, claimable, waiting, claimed, minClaim: settings.minCommissionClaim,
    betRate: settings.commissionBetRate, canClaim: claimable > 0 && claimable >= settings.minCommissionClaim,
  };
}

export const tierRef = (tierId: number): string => `tier:${tierId}`;
export const taskRef = (taskId: number, day: string): string => `task:${taskId}:${day}`;

export type Agent5Refusal = 'claimed' | 'unknown' | 'notReached';

/** §8: 1006 claimed (checked first, so a replay always answers it), 1007 no such tier or task, 1005 not reached or not done yet. */
export const AGENT5_REFUSALS: Readonly<Record<Agent5Refusal, ActivityReason>> = {
  claimed: 'alreadyClaimed',
  unknown: 'unknownReward',
  notReached: 'conditionNotMet',
};

export function tierStatus(invites: number, validInvites: number, claimed: boolean): Agent5TierStatus {
  if (claimed) return 'claimed';
  return validInvites >= invites ? 'claimable' : 'locked';
}

/** Why a tier cannot be claimed, or null when it can. */
export function tierRefusal(settings: Pick<Agent5Settings, 'tiers'>, tierId: number, validInvites: number, claimedRefs: ReadonlySet<string>): Agent5Refusal | null {
  if (claimedRefs.has(tierRef(tierId))) return 'claimed';
  const tier = settings.tiers.find((t) => t.id === tierId);
  if (!tier) return 'unknown';
  return validInvites >= tier.invites ? null : 'notReached';
}

/** Today's facts the tasks read: a share recorded today, valid invitees who registered today, valid invitees' deposits credited today. */
export interface TodayFacts { shared: boolean; validToday: number; depositsToday: number }

export function taskProgress(task: Pick<Agent5Task, 'kind'>, today: TodayFacts): number {
  switch (task.kind) {
    case 'share': return today.shared ? 1 : 0;
    case 'inviteValid': return today.validToday;
    case 'inviteeDeposits': return today.depositsToday;
  }
}

export function taskViews(settings: Pick<Agent5Settings, 'tasks'>, today: TodayFacts, day: string, claimedRefs: ReadonlySet<string>): Agent5TaskView[] {
  return settings.tasks.map((task) => {
    const progress = taskProgress(task, today);
    const status = claimedRefs.has(taskRef(task.id, day)) ? 'claimed' : progress >= task.target ? 'claimable' : 'open';
    return { ...task, award: task.award.map((p) => ({ ...p })), progress, status };
  });
}

/** Why today's task cannot be claimed, or null when it can. */
export function taskRefusal(settings: Pick<Agent5Settings, 'tasks'>, taskId: number, today: TodayFacts, day: string, claimedRefs: ReadonlySet<string>): Agent5Refusal | null {
  if (claimedRefs.has(taskRef(taskId, day))) return 'claimed';
  const task = settings.tasks.find((t) => t.id === taskId);
  if (!task) return 'unknown';
  return taskProgress(task, today) >= task.target ? null : 'notReached';
}
