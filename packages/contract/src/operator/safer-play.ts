import { z } from 'zod';
import { LimitPeriods, MoneyLimitKinds, SaferPlay } from '../calls/safer-play.ts';
import { defineOperatorCall, EpochMs, Limit, PlayerId, Reason } from './define.ts';
import { RESTRICTED_CSV_MAX } from './restricted-list-rules.ts';

/**
 * Safer play in the console (docs/decisions/065): a player's limits, time-outs and
 * self-exclusions, the registration declaration and restricted-list matches; operators may set a
 * time-out or self-exclusion and only lower a limit. The restricted-persons list is imported here
 * and its matches cleared; ID numbers used on two accounts are listed.
 */

const Json = z.record(z.string(), z.unknown());

export const PlayerExclusion = z.object({
  id: z.number().int(),
  kind: z.enum(['timeOut', 'selfExclusion']),
  duration: z.string(),
  startsAt: EpochMs,
  endsAt: EpochMs,
  irrevocableUntil: EpochMs.nullable(),
  endRequestedAt: EpochMs.nullable(),
  setBy: z.string().describe("'player' or 'operator:<name>'"),
  reason: z.string(),
  liftedAt: EpochMs.nullable(),
  liftedBy: z.string().nullable(),
  forfeited: Json.describe('what was forfeited when it started: bag lots, mail attachments, game sessions'),
});

export const LimitChangeEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  period: z.string().nullable(),
  change: z.string(),
  changedBy: z.string(),
  before: Json,
  after: Json,
  at: EpochMs,
});

export const RestrictedMatchEntry = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  matchedOn: z.enum(['nameAndBirthDate', 'idNumber']),
  foundAt: z.enum(['kyc', 'login']),
  person: z.object({ fullName: z.string(), birthDate: z.string(), idNumber: z.string().nullable() }),
  createdAt: EpochMs,
});

export const DuplicateIdEntry = z.object({
  idNumber: z.string(),
  playerId: z.number().int(),
  otherPlayerId: z.number().int(),
  submissionId: z.number().int(),
  createdAt: EpochMs,
});

export const playerSaferPlay = defineOperatorCall({
  name: 'playerSaferPlay', permission: 'players.read',
  summary: 'A player\'s safer play: limits with what counts against them, the reality check, the running block, the exclusion and limit history, the registration declaration, an open restricted-list match and ID numbers shared with other accounts.',
  body: z.object({ playerId: PlayerId }),
  response: z.object({
    state: SaferPlay,
    exclusions: z.array(PlayerExclusion),
    limitChanges: z.array(LimitChangeEntry),
    declaredAt: EpochMs.nullable(),
    restrictedMatch: RestrictedMatchEntry.nullable(),
    duplicateIds: z.array(DuplicateIdEntry),
  }),
});

/** The player's choices, or a number of days (1-3650), e.g. 30d. */
const Duration = z.string().trim().regex(/^(24h|48h|7d|2w|6w|6m|1y|5y|\d{1,4}d)$/, 'must be 24h, 48h, 7d, 2w, 6w, 6m, 1y, 5y or a number of days such as 30d');

export const playerExclusionSet = defineOperatorCall({
  name: 'playerExclusionSet', permission: 'players.saferPlay',
  summary: 'Sets a time-out or self-exclusion for a player (never shortening one that runs): games, deposits and promotions stop at once; withdrawals stay open.',
  body: z.object({ playerId: PlayerId, kind: z.enum(['timeOut', 'selfExclusion']), duration: Duration, reason: Reason }),
  response: z.object({ state: SaferPlay }),
});

export const playerLimitLower = defineOperatorCall({
  name: 'playerLimitLower', permission: 'players.saferPlay',
  summary: 'Lowers (or sets) a player\'s deposit, loss or wager limit of a period, or the session minutes, at once; an operator cannot raise or remove a limit.',
  body: z.object({
    playerId: PlayerId,
    kind: z.enum([...MoneyLimitKinds, 'session']),
    period: z.enum(LimitPeriods).optional(),
    value: z.number().int().min(1).describe('hundredths, or minutes for session'),
    reason: Reason,
  }).refine((b) => b.kind === 'session' || b.period !== undefined, { path: ['period'], message: 'is required for a deposit, loss or wager limit' }),
  response: z.object({ state: SaferPlay }),
});

export const restrictedImport = defineOperatorCall({
  name: 'restrictedImport', permission: 'restricted.manage',
  summary: 'Replaces the restricted-persons list with a CSV (full name, birth date YYYY-MM-DD, optional ID number; an optional header line). A bad line refuses the whole file, naming the line.',
  body: z.object({ csv: z.string().min(1).max(RESTRICTED_CSV_MAX) }),
  response: z.object({ rows: z.number().int() }),
});

export const restrictedMatches = defineOperatorCall({
  name: 'restrictedMatches', permission: 'restricted.manage',
  summary: 'Players found on the restricted list and not cleared, newest first, with the list\'s size; ID numbers submitted by two accounts.',
  body: z.object({ limit: Limit(500, 100) }),
  response: z.object({ listSize: z.number().int(), list: z.array(RestrictedMatchEntry), duplicateIds: z.array(DuplicateIdEntry) }),
});

export const restrictedClear = defineOperatorCall({
  name: 'restrictedClear', permission: 'restricted.manage',
  summary: 'Clears a player\'s restricted-list match (found to be another person): play and deposits open again.',
  body: z.object({ playerId: PlayerId, reason: Reason }),
  response: z.object({ state: SaferPlay }),
});

export const saferPlayCalls = { playerSaferPlay, playerExclusionSet, playerLimitLower, restrictedImport, restrictedMatches, restrictedClear } as const;
