import type { RechargeChannel } from '@casino/contract';

/** Whether a channel can take a deposit now: yes, not for this amount, or only after binding an account (§5). */
export type ChannelState = 'available' | 'outOfRange' | 'needsAccount';

/** Channels in the order the deposit page shows them: by sort (appRechargeTypeMap), then by id. */
export function sortChannels(channels: readonly RechargeChannel[]): RechargeChannel[] {
  return [...channels].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** §5: the account a channel needs is bound (a channel with bankId needs that bank; one without needs any account). */
export function hasRequiredAccount(channel: Pick<RechargeChannel, 'bankId'>, boundBankIds: ReadonlySet<number>): boolean {
  return channel.bankId !== 0 ? boundBankIds.has(channel.bankId) : boundBankIds.size > 0;
}

/** How a channel stands for an amount (null: not typed yet, every channel counts as fitting). */
export function channelState(channel: RechargeChannel, amount: number | null, boundBankIds: ReadonlySet<number>): ChannelState {
  if (amount !== null && (amount < channel.minAmount || amount > channel.maxAmount)) return 'outOfRange';
  return hasRequiredAccount(channel, boundBankIds) ? 'available' : 'needsAccount';
}

/**
 * §5 deposit via bank: where to bind first, or null when the channel can be used. A channel with
 * a bankId the player has not bound goes to the bind page with back=1 and id={bankId}; one
 * without a bankId, when no account is bound at all, with back=1 only.
 */
export function bindRedirect(channel: Pick<RechargeChannel, 'bankId'>, boundBankIds: ReadonlySet<number>, bindPath: string): string | null {
  if (hasRequiredAccount(channel, boundBankIds)) return null;
  return channel.bankId !== 0 ? `${bindPath}?back=1&id=${channel.bankId}` : `${bindPath}?back=1`;
}
