import { SaferPlayErrcode } from '@casino/contract';
import type { LimitPeriod, MoneyLimitKind } from '@casino/contract';
import { refusal } from '../../platform/refusal.ts';
import type { Refusal } from '../../platform/refusal.ts';
import { philippineTime } from './refusals.ts';

/** The limits' refusals (3510-3515), with the fields the contract declares for each. */

const PERIOD_WORDS: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
const inCoins = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** recharge3: credited deposits and open orders of the period, plus this one, pass the limit. */
export const depositLimitReached = (period: LimitPeriod, limit: number, used: number): Refusal =>
  refusal(SaferPlayErrcode.DepositLimitReached,
    `amount: this deposit would pass your ${PERIOD_WORDS[period]} deposit limit of ${inCoins(limit)} (${inCoins(used)} deposited or waiting for payment)`,
    { fields: { period, limit, used } });

/** startGame: a loss or wager limit is used up until the period ends. */
export function moneyLimitUsedUp(kind: Exclude<MoneyLimitKind, 'deposit'>, period: LimitPeriod, limit: number, used: number, periodEndsAt: Date): Refusal {
  const errcode = kind === 'loss' ? SaferPlayErrcode.LossLimitReached : SaferPlayErrcode.WagerLimitReached;
  return refusal(errcode,
    `You have reached your ${PERIOD_WORDS[period]} ${kind} limit of ${inCoins(limit)}: games can be played again from ${philippineTime(periodEndsAt)}`,
    { fields: { period, limit, used } });
}

/** startGame: the login has played its session-time limit. */
export const sessionLimitReached = (limit: number, minutes: number): Refusal =>
  refusal(SaferPlayErrcode.SessionLimitReached,
    `You have played the ${limit} minutes your session-time limit allows: take a break and log in again to play`,
    { fields: { limit, minutes } });

export const noPendingLimit = (): Refusal => refusal(SaferPlayErrcode.NoPendingLimit, 'Nothing waits for confirmation for this limit');

export const limitNotYetDue = (effectiveAt: Date): Refusal =>
  refusal(SaferPlayErrcode.LimitNotYetDue, `This change can be confirmed from ${philippineTime(effectiveAt)}`, { fields: { effectiveAt: effectiveAt.getTime() } });
