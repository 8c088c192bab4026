import { SaferPlayErrcode } from '@casino/contract';
import type { ExclusionNotice } from '@casino/contract';
import { refusal } from '../../platform/refusal.ts';
import type { Refusal } from '../../platform/refusal.ts';

const PH_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An end date as players read it: Philippine time (UTC+8), to the minute. */
export function philippineTime(at: Date): string {
  return `${new Date(at.getTime() + PH_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} (Philippine time)`;
}

const what = (block: ExclusionNotice): string => {
  const until = block.until === null ? '' : ` until ${philippineTime(new Date(block.until))}`;
  if (block.kind === 'timeOut') return `You are on a time-out${until}`;
  if (block.kind === 'selfExclusion') return `You are self-excluded${until}`;
  return 'Your account is restricted from play and deposits; contact support';
};

/** startGame refused while a block runs (3501), naming its end. */
export const playBlocked = (block: ExclusionNotice): Refusal =>
  refusal(SaferPlayErrcode.PlayBlocked, `${what(block)}: games cannot be started`, { fields: { blockKind: block.kind, until: block.until } });

/** recharge3 refused while a block runs (3502), naming its end. Withdrawals stay open. */
export const depositBlocked = (block: ExclusionNotice): Refusal =>
  refusal(SaferPlayErrcode.DepositBlocked, `${what(block)}: deposits are closed (withdrawals stay open)`, { fields: { blockKind: block.kind, until: block.until } });

/** A claim the player asked for (task award, mail attachment, periodic reward, promotion) refused while a block runs (3506). */
export const promotionsBlocked = (block: ExclusionNotice): Refusal =>
  refusal(SaferPlayErrcode.PromotionsBlocked, `${what(block)}: promotions and rewards cannot be claimed`, { fields: { blockKind: block.kind, until: block.until } });

export const cannotShorten = (endsAt: Date): Refusal =>
  refusal(SaferPlayErrcode.CannotShorten, `Your current break runs until ${philippineTime(endsAt)} and cannot be shortened; choose a longer one`);

export const irrevocable = (until: Date): Refusal =>
  refusal(SaferPlayErrcode.Irrevocable, `A self-exclusion cannot be ended in its first 6 months: from ${philippineTime(until)} on`, { fields: { until: until.getTime() } });

export const notSelfExcluded = (): Refusal => refusal(SaferPlayErrcode.NotSelfExcluded, 'No self-exclusion is running');
