import { HouseErrcode, SaferPlayErrcode } from '@casino/contract';
import type { ProviderReply } from '@casino/contract';
import { refusal } from '../../platform/refusal.ts';
import type { Refusal } from '../../platform/refusal.ts';
import { BET_OPTIONS } from './bet-options.ts';

/**
 * The house's refusals (errcodes 1120-1129): the one table of what the house API says no with.
 * Services throw them; the call router turns them into the envelope.
 */

export const sessionInvalid = (): Refusal =>
  refusal(HouseErrcode.SessionInvalid, 'The game session is unknown or expired: start the game again');
export const gameUnavailable = (why = 'The game is not available now'): Refusal => refusal(HouseErrcode.GameUnavailable, why);
export const betInvalid = (bet: number): Refusal =>
  refusal(HouseErrcode.BetInvalid, `bet: ${bet} is not one of the bet options ${BET_OPTIONS.join(', ')}`);
/** The game's rules refused a choice or an action; `why` names the field. */
export const choiceInvalid = (why: string): Refusal => refusal(HouseErrcode.ChoiceInvalid, why);
export const roundNotOpen = (why: string): Refusal => refusal(HouseErrcode.RoundNotOpen, why);
/** The balance goes in the refusal (the contract's field of 1125). */
export const insufficientBalance = (balance: number): Refusal =>
  refusal(HouseErrcode.InsufficientBalance, 'bet: the balance is smaller than the bet', { fields: { balance } });
/** A round of the game is still open; multi-step games take one at a time. */
export const roundStillOpen = (gameName: string): Refusal =>
  refusal(HouseErrcode.RoundAlreadyOpen, `A round of ${gameName} is still open: finish it first`);
/** Seeds cannot rotate while rounds of these games are unfinished. */
export const roundsUnfinished = (gameNames: string): Refusal =>
  refusal(HouseErrcode.RoundAlreadyOpen, `A round of ${gameNames} is not finished: finish it before changing seeds`);
export const requestIdReused = (): Refusal => refusal(HouseErrcode.RequestIdReused, 'requestId: already used for a different request');
export const roundNotFound = (): Refusal => refusal(HouseErrcode.RoundNotFound, 'roundId: no round of yours has that id');
export const requestInProgress = (): Refusal =>
  refusal(HouseErrcode.RequestInProgress, 'The first request with this requestId is still being processed; try again');

/** The refusal a gateway error means for the player, for the errors about the session or the game; null for others. */
export function sessionRefusalOf(reply: ProviderReply): Refusal | null {
  if (reply.status === 'OK') return null;
  switch (reply.error) {
    case 'INVALID_TOKEN': case 'TOKEN_EXPIRED': case 'PLAYER_MISMATCH': return sessionInvalid();
    case 'PROVIDER_DISABLED': return gameUnavailable('The house games are switched off');
    case 'GAME_UNAVAILABLE': return gameUnavailable();
    default: return null;
  }
}

const PERIOD_WORDS = { day: 'daily', week: 'weekly', month: 'monthly' } as const;
const inCoins = (hundredths: number): string => (hundredths / 100).toFixed(2);

/**
 * The player's own limit refused the bet (the gateway's BET_REFUSED): 3511 loss, 3512 wager
 * (fields period, limit, used), 3513 session time (fields limit, minutes); null for other replies.
 */
export function limitRefusalOf(reply: ProviderReply): Refusal | null {
  if (reply.status === 'OK' || reply.error !== 'BET_REFUSED' || reply.limit === undefined) return null;
  const { kind, period, limit, used } = reply.limit;
  if (kind === 'session' || period === null) {
    return refusal(SaferPlayErrcode.SessionLimitReached,
      `You have played the ${limit} minutes your session-time limit allows: take a break and log in again to play`,
      { fields: { limit, minutes: used } });
  }
  const errcode = kind === 'loss' ? SaferPlayErrcode.LossLimitReached : SaferPlayErrcode.WagerLimitReached;
  return refusal(errcode,
    `bet: this bet would pass your ${PERIOD_WORDS[period]} ${kind} limit of ${inCoins(limit)} (${inCoins(used)} used so far)`,
    { fields: { period, limit, used } });
}
