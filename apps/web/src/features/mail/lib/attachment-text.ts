import type { TFunction } from 'i18next';
import { ItemId } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import { formatMoney, formatPoints } from '../../../shared/format/money.ts';

/** One attachment in words: coins and points by amount (hundredths), other items by id and count. */
export function attachmentText(t: TFunction, item: RewardItem): string {
  if (item.id === ItemId.Coin) return t('mail.item.coin', { amount: formatMoney(item.count) });
  if (item.id === ItemId.Points) return t('mail.item.points', { amount: formatPoints(item.count) });
  return t('mail.item.other', { id: item.id, count: item.count });
}

/** A mail's attachments in a line: "5.00 coins + 3.00 points". */
export const attachmentsText = (t: TFunction, items: readonly RewardItem[]): string => items.map((item) => attachmentText(t, item)).join(' + ');

/** Where a mail's gift stands, for the list's marker and the detail's button. */
export type GiftState = 'none' | 'claimable' | 'received' | 'expired';

export function giftState(mail: { hasAttachments: boolean; received: boolean; expired: boolean }): GiftState {
  if (!mail.hasAttachments) return 'none';
  if (mail.received) return 'received';
  return mail.expired ? 'expired' : 'claimable';
}
