import type { TFunction } from 'i18next';
import { ItemId } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import { formatMoney } from '../../../shared/format/money.ts';

/** One reward item in the player's words: "10.00 coins", "5.00 points", "Item 4001 × 2". */
export function rewardItemText(t: TFunction, item: RewardItem): string {
  if (item.id === ItemId.Coin) return t('vip.items.coin', { amount: formatMoney(item.count) });
  if (item.id === ItemId.Points) return t('vip.items.points', { amount: formatMoney(Math.floor(item.count)) });
  return t('vip.items.other', { id: item.id, count: item.count });
}

/** A reward list as one line ("10.00 coins + 10.00 points"); empty when there is nothing. */
export function rewardText(t: TFunction, items: readonly RewardItem[]): string {
  return items.filter((item) => item.count > 0).map((item) => rewardItemText(t, item)).join(' + ');
}
