import { z } from 'zod';
import { DepositStatuses, WithdrawalStatuses } from './calls/payments.ts';

/**
 * The push stream (docs/decisions/078): one Server-Sent Events stream per logged-in player that
 * tells the app what changed, never the data itself; the app then reads it again through the
 * ordinary calls.
 *
 *   GET /app/v1/push/stream
 *   Authorization: Bearer <token>         (the stream is read with fetch(), not EventSource)
 *   Last-Event-ID: <id of the last event>  (optional: resume after a reconnect)
 *
 * A good token answers 200 text/event-stream once the stream listens (its first event is
 * `ready`): `id:` and `data:` lines (data is a PushMessage as JSON), and `:` comment lines as a
 * heartbeat. A missing, unknown or ended token answers the
 * call envelope {code: 401}; too many opens {code: 429, retryAfter}.
 */
export const PUSH_STREAM_PATH = '/app/v1/push/stream';

/** What changed for the player; the app refetches what each one names. */
export const PushSignalTypes = ['balance', 'mail', 'redDots', 'activityIds', 'vip', 'tasks', 'kyc', 'deposit', 'withdrawal'] as const;
export type PushSignalType = (typeof PushSignalTypes)[number];

/** Why the server ended a stream. */
export const PushEndReasons = [
  /** The login session ended (logout, password reset or change, ban, account closure): do not reconnect. */
  'sessionEnded',
  /** A newer stream of the same player took this one's place: reconnect only when the page is shown again. */
  'replaced',
  /** The stream reached its age, or the server is stopping: reconnect now, with Last-Event-ID. */
  'reconnect',
  /** The app read too slowly and the server stopped waiting: reconnect now, with Last-Event-ID. */
  'slowReader',
] as const;
export type PushEndReason = (typeof PushEndReasons)[number];

/** The stream's timings and bounds (the server's; the app reads the heartbeat to notice a dead stream). */
export const PushLimits = {
  /** A comment line at least this often keeps proxies from closing an idle stream. */
  heartbeatMs: 20_000,
  /** Streams of one player one server keeps open; a newer one ends the oldest ('replaced'). */
  streamsPerPlayer: 3,
  /** Balance signals of one player at most this often (bets and wins move balances many times a second). */
  balanceEveryMs: 250,
  /** How long after a stream closes its missed signals can still be replayed (Last-Event-ID). */
  resumeWindowMs: 5 * 60_000,
  /** Signals kept per player for replay; a longer gap gets `resync`. */
  replaySignals: 100,
  /** A stream ends ('reconnect') after about this long, so a session that expired meanwhile is noticed. */
  streamMaxAgeMs: 10 * 60_000,
} as const;

const OrderId = z.string().min(1).max(64);

export const PushSignal = z.discriminatedUnion('type', [
  /** Coins, points or the safebox moved: refreshData / getWallet. */
  z.strictObject({ type: z.literal('balance') }),
  /** A mail arrived: the mailbox and the red dots. */
  z.strictObject({ type: z.literal('mail') }),
  /** A red dot may have changed. */
  z.strictObject({ type: z.literal('redDots') }),
  /** The activities offered may have changed (getActivityIds). */
  z.strictObject({ type: z.literal('activityIds') }),
  /** The VIP level or experience changed. */
  z.strictObject({ type: z.literal('vip') }),
  /** Task progress changed (and the task red dot with it). */
  z.strictObject({ type: z.literal('tasks') }),
  /** The identity review decided. */
  z.strictObject({ type: z.literal('kyc') }),
  /** A deposit order reached a state. */
  z.strictObject({ type: z.literal('deposit'), orderId: OrderId, state: z.enum(DepositStatuses) }),
  /** A withdrawal order reached a state. */
  z.strictObject({ type: z.literal('withdrawal'), orderId: OrderId, state: z.enum(WithdrawalStatuses) }),
]);
export type PushSignal = z.infer<typeof PushSignal>;

/** The stream's own messages: how it began, a gap it cannot fill, and its end. */
export const PushControl = z.discriminatedUnion('type', [
  /** First on every stream. resumed: the Last-Event-ID was honoured (missed signals follow, if any). */
  z.strictObject({ type: z.literal('ready'), resumed: z.boolean() }),
  /** Signals were missed and cannot be replayed: read everything again. */
  z.strictObject({ type: z.literal('resync') }),
  /** The server ends the stream. */
  z.strictObject({ type: z.literal('end'), reason: z.enum(PushEndReasons) }),
]);
export type PushControl = z.infer<typeof PushControl>;

/** The `data:` of every stream event. */
export const PushMessage = z.union([PushSignal, PushControl]);
export type PushMessage = z.infer<typeof PushMessage>;
