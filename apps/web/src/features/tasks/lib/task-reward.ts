import type { TFunction } from 'i18next';
import { ItemId } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import { formatMoney, formatPoints } from '../../../shared/format/money.ts';

/** One reward item in words: "2.00 coins", "10.00 points", "1 × item 4001". */
export function rewardText(item: RewardItem, t: TFunction): string {
  if (item.id === ItemId.Coin) return t('tasks.reward.coins', { amount: formatMoney(item.count) });
  if (item.id === ItemId.Points) return t('tasks.reward.points', { amount: formatPoints(item.count) });
  return t('tasks.reward.item', { count: item.count, id: item.id });
}

/** A task's whole reward in words. */
export const rewardsText = (items: readonly RewardItem[], t: TFunction): string => items.map((item) => rewardText(item, t)).join(' + ');
