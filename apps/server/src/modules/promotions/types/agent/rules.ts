import type { AgentSettings } from '@casino/contract';

/**
 * Agent (type 26), pure rules. An agent earns a commission on the valid bets of their invitees
 * (level 1) and of their invitees' invitees (level 2), counted per Philippine day and settled
 * once after it: floor(valid bets × rate of the level / 10,000) per level, at most the daily cap.
 */

export function commissionOf(level1Bets: number, level2Bets: number, settings: Pick<AgentSettings, 'level1BasisPoints' | 'level2BasisPoints' | 'maxDailyCommission'>): number {
  const share = (bets: number, basisPoints: number) => Number((BigInt(bets) * BigInt(basisPoints)) / 10_000n);
  const raw = share(level1Bets, settings.level1BasisPoints) + share(level2Bets, settings.level2BasisPoints);
  return settings.maxDailyCommission === null ? raw : Math.min(raw, settings.maxDailyCommission);
}

/** Why an exchange is refused: nothing settled to exchange, or less than the minimum. */
export type ExchangeRefusal = 'belowMinimum';

/** What an exchange moves: everything available, when it reaches the minimum. */
export function exchangeAmount(available: number, minExchange: number): number | ExchangeRefusal {
  return available >= minExchange && available > 0 ? available : 'belowMinimum';
}

/**
 * When the instance's schedule is judged at an exchange: now while it runs; after its end, the
 * last moment it ran, so commission earned while it ran can still be exchanged.
 */
export function exchangeScheduleAt(instance: { endsAt: Date | null }, now: Date): Date {
  if (instance.endsAt && now >= instance.endsAt) return new Date(instance.endsAt.getTime() - 1);
  return now;
}
