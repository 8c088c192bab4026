import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ExclusionNotice } from '../models.ts';

/**
 * Safer play (responsible gaming; docs/decisions/065 and docs/responsible-gaming.md):
 * - limits the player sets on deposits (gross), losses (net: bets less wins), wagers (bets) per
 *   Philippine day, week (Monday to Sunday) and calendar month, and on the minutes a login may
 *   play. A lower limit applies at once; a higher one or a removal waits 24 hours and then needs
 *   the player's confirmation (confirmLimit). Operators can only lower a limit.
 * - the reality check: every N minutes of play the app shows time played and the net result.
 * - time-outs (24 hours to 6 weeks) and self-exclusions (6 months, 1 year, 5 years; the first
 *   6 months cannot be undone). While one runs the player may log in and withdraw, but not play,
 *   deposit, claim promotions or receive marketing mail.
 * Errcodes 3500-3599.
 */
export const SaferPlayErrcode = {
  /** startGame or a bet: a time-out, self-exclusion or restriction is running (fields: blockKind, until). */
  PlayBlocked: 3501,
  /** recharge3: a time-out, self-exclusion or restriction is running (fields: blockKind, until). */
  DepositBlocked: 3502,
  /** startTimeOut, startSelfExclusion: the one running ends later; it cannot be shortened. */
  CannotShorten: 3503,
  /** endSelfExclusion: still inside the first 6 months, which cannot be undone (field: until). */
  Irrevocable: 3504,
  /** endSelfExclusion: no self-exclusion is running. */
  NotSelfExcluded: 3505,
  /** A promotion, task award, mail attachment or reward cannot be claimed during a time-out or self-exclusion. */
  PromotionsBlocked: 3506,
  /** recharge3: the deposit would pass a deposit limit (fields: period, limit, used). */
  DepositLimitReached: 3510,
  /** A bet would pass a loss limit (fields: period, limit, used). */
  LossLimitReached: 3511,
  /** A bet would pass a wager limit (fields: period, limit, used). */
  WagerLimitReached: 3512,
  /** startGame or a bet: the login has played its session-time limit (field: limit, minutes). */
  SessionLimitReached: 3513,
  /** confirmLimit: nothing waits for confirmation for that limit. */
  NoPendingLimit: 3514,
  /** confirmLimit: the 24 hours have not passed yet (field: effectiveAt). */
  LimitNotYetDue: 3515,
} as const;
export type SaferPlayErrcode = (typeof SaferPlayErrcode)[keyof typeof SaferPlayErrcode];

export const TimeOutDurations = ['24h', '48h', '7d', '2w', '6w'] as const;
export const SelfExclusionDurations = ['6m', '1y', '5y'] as const;
export const TimeOutDuration = z.enum(TimeOutDurations);
export type TimeOutDuration = z.infer<typeof TimeOutDuration>;
export const SelfExclusionDuration = z.enum(SelfExclusionDurations);
export type SelfExclusionDuration = z.infer<typeof SelfExclusionDuration>;

/** A self-exclusion's first months the player cannot end (PAGCOR). */
export const IRREVOCABLE_MONTHS = 6;
/** Hours between a player's request to end a self-exclusion, raise or remove a limit, and its effect. */
export const COOLING_OFF_HOURS = 24;

/** Money limits: deposits (gross), losses (bets less wins), wagers (bets). */
export const MoneyLimitKinds = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MoneyLimitKinds)[number];
export const LimitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LimitPeriods)[number];
/** Largest money limit: 100,000,000.00 coins. */
export const MONEY_LIMIT_MAX = 10_000_000_000;
/** The session-time limit: minutes one login may play (5 minutes to 24 hours). */
export const SESSION_LIMIT_MIN_MINUTES = 5;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;
/** The reality check's choices, in minutes (0: off). */
export const RealityCheckIntervals = [0, 15, 30, 45, 60, 90, 120] as const;

const ms = z.number().int().describe('ms since epoch');
const money = z.number().int().describe('integer hundredths');

/** The time-out or self-exclusion running now, as the player sees it. */
export const RunningExclusion = z.object({
  kind: z.enum(['timeOut', 'selfExclusion']),
  duration: z.string(),
  startsAt: ms,
  endsAt: ms,
  /** Before this the player cannot end it (self-exclusion); null for a time-out. */
  irrevocableUntil: ms.nullable(),
  /** The player asked to end it; it ends at endsAt (24 hours later). */
  endRequestedAt: ms.nullable(),
  /** endSelfExclusion would be accepted now. */
  canEnd: z.boolean(),
});
export type RunningExclusion = z.infer<typeof RunningExclusion>;

/** A raise or removal waiting out its 24 hours; then the player confirms it (confirmLimit). */
export const PendingLimit = z.object({
  /** The new value; null removes the limit. */
  value: z.number().int().nullable(),
  requestedAt: ms,
  effectiveAt: ms.describe('from then on confirmLimit applies it'),
});
export type PendingLimit = z.infer<typeof PendingLimit>;

export const MoneyLimit = z.object({
  kind: z.enum(MoneyLimitKinds),
  period: z.enum(LimitPeriods),
  /** The limit in force; null when none (a pending one may still wait). */
  amount: money.nullable(),
  /** What counts against it in the current period (deposits, net loss, or bets). */
  used: money,
  /** When the current period ends (Philippine time). */
  periodEndsAt: ms,
  pending: PendingLimit.nullable(),
});
export type MoneyLimit = z.infer<typeof MoneyLimit>;

export const SessionLimit = z.object({
  /** Minutes one login may play; null when none. */
  minutes: z.number().int().nullable(),
  pending: PendingLimit.nullable(),
});
export type SessionLimit = z.infer<typeof SessionLimit>;

export const SaferPlay = z.object({
  running: RunningExclusion.nullable(),
  /** What blocks play and deposits now (also a restriction, which has no end date). */
  block: ExclusionNotice.nullable(),
  /** Every kind and period, limit or not, in the order of MoneyLimitKinds x LimitPeriods. */
  limits: z.array(MoneyLimit),
  session: SessionLimit,
  /** Reality check interval in minutes; 0: off. */
  realityCheckMinutes: z.number().int(),
  timeOutDurations: z.array(TimeOutDuration),
  selfExclusionDurations: z.array(SelfExclusionDuration),
});
export type SaferPlay = z.infer<typeof SaferPlay>;

/** The extra fields of a 3501/3502 refusal. */
export const BlockedFields = z.object({
  blockKind: ExclusionNotice.shape.kind,
  until: ms.nullable(),
});

/** The extra fields of a 3510-3512 refusal. */
export const LimitReachedFields = z.object({
  period: z.enum(LimitPeriods),
  limit: money,
  used: money,
});

export const getSaferPlay = defineCall({
  name: 'getSaferPlay', anonymous: false,
  summary: 'The player\'s limits (with what counts against them now and any pending raise), reality-check interval, running time-out or self-exclusion, and the durations that can be chosen.',
  body: z.object({}),
  response: SaferPlay,
});

export const setMoneyLimit = defineCall({
  name: 'setMoneyLimit', anonymous: false,
  summary: 'Sets a deposit, loss or wager limit for a day, week or month. Lower than the one in force (or a first limit): at once. Higher, or amount null to remove it: pending for 24 hours, then confirmLimit.',
  body: z.object({
    kind: z.enum(MoneyLimitKinds),
    period: z.enum(LimitPeriods),
    amount: z.number().int().min(1).max(MONEY_LIMIT_MAX).nullable().describe('hundredths; null removes the limit'),
  }),
  response: SaferPlay,
});

export const setSessionLimit = defineCall({
  name: 'setSessionLimit', anonymous: false,
  summary: 'Sets the minutes one login may play (5-1440); lower at once, higher or null (removal) after 24 hours and confirmLimit.',
  body: z.object({ minutes: z.number().int().min(SESSION_LIMIT_MIN_MINUTES).max(SESSION_LIMIT_MAX_MINUTES).nullable() }),
  response: SaferPlay,
});

export const confirmLimit = defineCall({
  name: 'confirmLimit', anonymous: false,
  summary: 'Applies a pending raise or removal once its 24 hours have passed (3515 before; 3514 when none waits). kind session has no period.',
  body: z.object({ kind: z.enum([...MoneyLimitKinds, 'session']), period: z.enum(LimitPeriods).optional() })
    .refine((b) => b.kind === 'session' || b.period !== undefined, { path: ['period'], message: 'is required for a deposit, loss or wager limit' }),
  response: SaferPlay,
});

export const setRealityCheck = defineCall({
  name: 'setRealityCheck', anonymous: false,
  summary: 'Sets the reality check interval in minutes (0 turns it off).',
  body: z.object({
    minutes: z.number().int().refine((m) => (RealityCheckIntervals as readonly number[]).includes(m), `must be one of ${RealityCheckIntervals.join(', ')}`),
  }),
  response: SaferPlay,
});

export const RealityCheck = z.object({
  /** Reality check interval in minutes; 0: off. */
  intervalMinutes: z.number().int(),
  /** When the login this token belongs to began. */
  sessionStartedAt: ms,
  /** Whole minutes since then. */
  minutesPlayed: z.number().int(),
  /** Bets, wins and wins less bets of this login's game sessions (hundredths). */
  bets: money,
  wins: money,
  net: money,
});
export type RealityCheck = z.infer<typeof RealityCheck>;

export const getRealityCheck = defineCall({
  name: 'getRealityCheck', anonymous: false,
  summary: 'Time played and the net result of the current login\'s games, for the reality check.',
  body: z.object({}),
  response: RealityCheck,
});

export const startTimeOut = defineCall({
  name: 'startTimeOut', anonymous: false,
  summary: 'Starts a time-out (24h, 48h, 7d, 2w or 6w): no play, deposits or promotions until it ends; withdrawals stay possible. A running one cannot be shortened (3503).',
  body: z.object({ duration: TimeOutDuration }),
  response: SaferPlay,
});

export const startSelfExclusion = defineCall({
  name: 'startSelfExclusion', anonymous: false,
  summary: 'Starts a self-exclusion (6m, 1y or 5y); the first 6 months cannot be undone. confirm must be true.',
  body: z.object({ duration: SelfExclusionDuration, confirm: z.literal(true, { error: 'must be true: confirm the self-exclusion' }) }),
  response: SaferPlay,
});

export const endSelfExclusion = defineCall({
  name: 'endSelfExclusion', anonymous: false,
  summary: 'Asks to end a self-exclusion after its first 6 months (3504 before); it ends 24 hours later.',
  body: z.object({}),
  response: SaferPlay,
});

/** The safer-play calls, in the order of the call list (calls/index.ts). */
export const saferPlayCalls = {
  getSaferPlay,
  setMoneyLimit,
  setSessionLimit,
  confirmLimit,
  setRealityCheck,
  getRealityCheck,
  startTimeOut,
  startSelfExclusion,
  endSelfExclusion,
} as const;
