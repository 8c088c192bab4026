import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Invite spin (activity type 20, InviteUserSpin, /activity/spin): a wheel whose winnings add up
 * towards a cash target. A player gets free spins, and more for each qualified invitee (decision
 * 082's rule); a round starts at the player's first spin and lasts a window of hours; winnings
 * that reach the target within the window are exchanged for coins once per round. Every spin is
 * a provably fair draw on the player's house seed pair.
 * Decisions: docs/decisions/083-invite-spin-wheel.md.
 */

const cents = (max: number) => z.number().int().min(0).max(max);

/** One segment of the wheel: what it pays (hundredths) and its weight in the draw. */
export const InviteSpinSegment = z.object({
  amount: cents(100_000_000),
  weight: z.number().int().min(0).max(1_000_000),
});
export type InviteSpinSegment = z.infer<typeof InviteSpinSegment>;

/** The expected value of one spin in hundredths: Σ amount × weight / Σ weight. */
export function spinExpectedValue(segments: readonly InviteSpinSegment[]): number {
  const total = segments.reduce((sum, s) => sum + s.weight, 0);
  return total === 0 ? 0 : segments.reduce((sum, s) => sum + s.amount * s.weight, 0) / total;
}

/** The settings of an invite-spin instance (validated on every write and read). */
export const InviteSpinSettings = z.object({
  /** The cash target (hundredths): the winnings of a round are exchanged only once they reach it. */
  target: z.number().int().min(100).max(100_000_000),
  /** Hours from a round's first spin in which the target must be reached. */
  windowHours: z.number().int().min(1).max(720),
  /** The wheel, drawn clockwise from the top; 4 to 16 segments. */
  segments: z.array(InviteSpinSegment).min(4).max(16),
  /** Spins every player gets once per instance. */
  freeSpins: z.number().int().min(0).max(10),
  /** Spins each qualified invitee adds. */
  spinsPerInvitee: z.number().int().min(1).max(20),
  /** Credited deposits (hundredths) an invitee needs to qualify (decision 082). */
  qualifyingDeposit: z.number().int().min(0).max(100_000_000),
  /** Turnover the exchanged coins add, as a multiple of them (§3 betRate). */
  betRate: z.number().int().min(0).max(100),
}).superRefine((settings, ctx) => {
  if (settings.segments.every((s) => s.weight === 0)) ctx.addIssue({ code: 'custom', path: ['segments'], message: 'at least one segment needs a weight' });
  settings.segments.forEach((segment, index) => {
    if (segment.amount > settings.target) ctx.addIssue({ code: 'custom', path: ['segments', index, 'amount'], message: 'must not exceed the target' });
  });
  // A spin's expected value must stay below the target: the target is reached by inviting, not by one lucky spin on average.
  if (spinExpectedValue(settings.segments) >= settings.target) {
    ctx.addIssue({ code: 'custom', path: ['segments'], message: 'the expected value of a spin must be below the target' });
  }
});
export type InviteSpinSettings = z.infer<typeof InviteSpinSettings>;

const ms = z.number().int().describe('ms since epoch; -1 none');

/** What the player can do now. */
export const InviteSpinStatus = z.object({
  instanceId: z.number().int(),
  target: z.number().int(),
  /** Spins earned in all: the free spins plus spinsPerInvitee for each qualified invitee. */
  spinsEarned: z.number().int(),
  spinsUsed: z.number().int(),
  spinsLeft: z.number().int(),
  /** Invitees registered through the player's link, and those of them who qualify. */
  invitees: z.number().int(),
  qualifiedInvitees: z.number().int(),
  /** The current round (0 before the first spin); a round ends when exchanged or when its window passes. */
  round: z.number().int(),
  /** Winnings of the current round (hundredths), never above the target. */
  accumulated: z.number().int(),
  /** What the player must still win to reach the target. */
  remaining: z.number().int(),
  /** The end of the current round's window; -1 before a round starts (the next spin starts one). */
  roundEndsAt: ms,
  /** The round's winnings reached the target (within its window). */
  reached: z.boolean(),
  /** The round's winnings were exchanged. */
  exchanged: z.boolean(),
  /** The round's window passed before its winnings reached the target: they are lost, the next spin starts a new round. */
  expired: z.boolean(),
  canSpin: z.boolean(),
  canExchange: z.boolean(),
});
export type InviteSpinStatus = z.infer<typeof InviteSpinStatus>;

/** The wheel as the page draws it, with the odds of each segment (weights) shown. */
export const InviteSpinWheel = z.object({
  instanceId: z.number().int(),
  title: z.string(),
  endTime: ms,
  target: z.number().int(),
  windowHours: z.number().int(),
  segments: z.array(InviteSpinSegment),
  freeSpins: z.number().int(),
  spinsPerInvitee: z.number().int(),
  qualifyingDeposit: z.number().int(),
  betRate: z.number().int(),
});
export type InviteSpinWheel = z.infer<typeof InviteSpinWheel>;

/** One spin with everything needed to verify it once the seed pair is revealed. */
export const InviteSpinRecord = z.object({
  id: z.number().int(),
  at: z.number().int().describe('ms since epoch'),
  round: z.number().int(),
  /** The segment drawn (pickWeighted over `weights` with the draw's first float). */
  index: z.number().int(),
  /** What the segment pays, and what it added to the round (capped at what was still missing). */
  amount: z.number().int(),
  credited: z.number().int(),
  seedId: z.number().int(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The segments' weights when the spin was drawn. */
  weights: z.array(z.number().int()),
  /** The server seed once the player has rotated the pair; null while it is active. */
  serverSeed: z.string().nullable(),
});
export type InviteSpinRecord = z.infer<typeof InviteSpinRecord>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[20].instanceId); the running one when left out');

export const actInviteUser = defineCall({
  name: 'actInviteUser', anonymous: false,
  summary: 'Invite spin (20): the wheel (segments with their weights, target, window, spins per invitee) and what the player can do now.',
  body: z.object({ instanceId: InstanceIdField }),
  response: z.object({ wheel: InviteSpinWheel, status: InviteSpinStatus }),
});

export const actInviteUserStatus = defineCall({
  name: 'actInviteUserStatus', anonymous: false,
  summary: 'Invite spin (20): spins left, the round\'s winnings against the target, its countdown, whether the player can spin or exchange.',
  body: z.object({ instanceId: InstanceIdField }),
  response: z.object({ status: InviteSpinStatus }),
});

export const actInviteUserRecord = defineCall({
  name: 'actInviteUserRecord', anonymous: false,
  summary: 'Invite spin (20): the player\'s spins, newest first, paged, each with its seeds, nonce, weights and index to verify.',
  body: z.object({
    instanceId: InstanceIdField,
    page: z.number().int().min(1).max(10_000).optional().describe('1-based; 1 when left out'),
    pageSize: z.number().int().min(1).max(50).optional().describe('20 when left out'),
  }),
  response: z.object({ list: z.array(InviteSpinRecord), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const actInviteUserSpin = defineCall({
  name: 'actInviteUserSpin', anonymous: false,
  summary: 'Invite spin (20): spins once: 1005 no spins left, 1009 the round reached its target (exchange it first).',
  body: z.object({ instanceId: InstanceIdField }),
  response: z.object({ spin: InviteSpinRecord, status: InviteSpinStatus }),
});

export const actInviteUserExchange = defineCall({
  name: 'actInviteUserExchange', anonymous: false,
  summary: 'Invite spin (20): exchanges the round\'s winnings for coins once they reach the target: 1005 not reached (or the window passed), 1006 exchanged.',
  body: z.object({ instanceId: InstanceIdField }),
  response: Balances.extend({ status: InviteSpinStatus, propList: z.array(RewardItem) }),
});

export const inviteSpinCalls = { actInviteUser, actInviteUserRecord, actInviteUserStatus, actInviteUserExchange, actInviteUserSpin } as const;
