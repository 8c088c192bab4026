import type { InviteSpinSettings, InviteSpinStatus } from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Invite spin (type 20), pure rules. A player's wheel keeps the spins used and the latest round;
 * spins earned are the free spins plus spinsPerInvitee for each qualified invitee (decision 082),
 * counted when asked. A round starts at a spin when there is none going on (none yet, the last
 * one exchanged, or its window passed before the target), and lasts windowHours (never past the
 * instance's end). A spin adds what its segment pays, capped at what the round still misses.
 */
export interface Wheel {
  spinsUsed: number;
  /** The latest round (0: none yet). */
  round: number;
  roundEndsAt: Date | null;
  accumulated: number;
  reachedAt: Date | null;
  /** The latest round's winnings were exchanged (the engine's claim `round:<n>`). */
  exchanged: boolean;
}

/** The engine's entry, written by the exchange. */
export interface InviteSpinEntry { exchangedRound: number }

export const NO_WHEEL: Wheel = { spinsUsed: 0, round: 0, roundEndsAt: null, accumulated: 0, reachedAt: null, exchanged: false };

export type SpinRefusal = 'noSpins' | 'reached';
export type ExchangeRefusal = 'notReached' | 'exchanged';

/** The errcode each reason answers (§8): 1005 no spins left; 1009 the round's target is reached (exchange first); 1005 not reached; 1006 exchanged. */
export const SPIN_REFUSALS: Readonly<Record<SpinRefusal | ExchangeRefusal, ActivityReason>> = {
  noSpins: 'conditionNotMet',
  reached: 'playerLimitReached',
  notReached: 'conditionNotMet',
  exchanged: 'alreadyClaimed',
};

export const spinsEarned = (settings: Pick<InviteSpinSettings, 'freeSpins' | 'spinsPerInvitee'>, qualified: number): number =>
  settings.freeSpins + settings.spinsPerInvitee * qualified;

/** The round's winnings reached the target and wait for the exchange. */
const waitingExchange = (wheel: Wheel): boolean => wheel.round > 0 && wheel.reachedAt !== null && !wheel.exchanged;

/** The latest round's window passed before its target. */
export const roundExpired = (wheel: Wheel, now: Date): boolean =>
  wheel.round > 0 && wheel.reachedAt === null && !wheel.exchanged && wheel.roundEndsAt !== null && now.getTime() >= wheel.roundEndsAt.getTime();

/** The latest round still collects winnings. */
const roundGoing = (wheel: Wheel, now: Date): boolean =>
  wheel.round > 0 && !wheel.exchanged && wheel.reachedAt === null && !roundExpired(wheel, now);

export function spinRefusal(wheel: Wheel, earned: number): SpinRefusal | null {
  if (waitingExchange(wheel)) return 'reached';
  return wheel.spinsUsed >= earned ? 'noSpins' : null;
}

export interface SpinPlan {
  round: number;
  roundEndsAt: Date;
  /** The round's winnings before this spin. */
  accumulatedBefore: number;
}

/** The round a spin counts in: the one going on, else a new one from now (its window cut at the instance's end). */
export function spinRound(settings: Pick<InviteSpinSettings, 'windowHours'>, wheel: Wheel, now: Date, instanceEndsAt: Date | null): SpinPlan {
  if (roundGoing(wheel, now)) return { round: wheel.round, roundEndsAt: wheel.roundEndsAt!, accumulatedBefore: wheel.accumulated };
  const windowEnd = now.getTime() + settings.windowHours * 3_600_000;
  const end = instanceEndsAt === null ? windowEnd : Math.min(windowEnd, instanceEndsAt.getTime());
  return { round: wheel.round + 1, roundEndsAt: new Date(end), accumulatedBefore: 0 };
}

/** What a drawn segment adds to the round: what it pays, never past the target. */
export function credit(target: number, accumulatedBefore: number, amount: number): number {
  return Math.max(0, Math.min(amount, target - accumulatedBefore));
}

export function exchangeRefusal(wheel: Wheel): ExchangeRefusal | null {
  if (wheel.round > 0 && wheel.exchanged) return 'exchanged';
  return waitingExchange(wheel) ? null : 'notReached';
}

export function statusOf(instanceId: number, settings: InviteSpinSettings, wheel: Wheel, invitees: { all: number; qualified: number }, now: Date): InviteSpinStatus {
  const earned = spinsEarned(settings, invitees.qualified);
  const spinsLeft = Math.max(0, earned - wheel.spinsUsed);
  return {
    instanceId, target: settings.target, spinsEarned: earned, spinsUsed: wheel.spinsUsed, spinsLeft,
    invitees: invitees.all, qualifiedInvitees: invitees.qualified,
    round: wheel.round, accumulated: wheel.accumulated, remaining: Math.max(0, settings.target - wheel.accumulated),
    roundEndsAt: wheel.roundEndsAt ? wheel.roundEndsAt.getTime() : -1,
    reached: wheel.reachedAt !== null, exchanged: wheel.exchanged, expired: roundExpired(wheel, now),
    canSpin: spinRefusal(wheel, earned) === null, canExchange: exchangeRefusal(wheel) === null,
  };
}

/** Listed for every player while it runs (the centre tab's wheel; §3 hasTurntable). */
export const visible = (): boolean => true;
