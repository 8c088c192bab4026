import type { TFunction } from 'i18next';
import { ItemId } from '@casino/contract';
import type { BagItem, RewardClaim } from '@casino/contract';
import { formatMoney, formatPoints } from '../../shared/format/money.ts';

/** §9 new-year items 40001-40004: active, box, lottery, firework. */
const NEW_YEAR_ITEMS: Readonly<Record<number, 'active' | 'box' | 'lottery' | 'firework'>> = {
  [ItemId.NewYearActive]: 'active', [ItemId.NewYearBox]: 'box', [ItemId.NewYearLottery]: 'lottery', [ItemId.NewYearFirework]: 'firework',
};

/** What an item in the bag is called: a coupon by its value or percent, the others by kind. */
export function bagItemName(t: TFunction, item: Pick<BagItem, 'itemId' | 'kind' | 'value' | 'percent'>): string {
  switch (item.kind) {
    case 'coupon':
      return item.percent ? t('rewards.couponPercent', { percent: item.value }) : t('rewards.couponFixed', { value: formatMoney(item.value) });
    case 'newYear':
      return t(`rewards.item.newYear.${NEW_YEAR_ITEMS[item.itemId] ?? 'active'}`);
    case 'signCard':
      return t('rewards.item.signCard');
    default:
      return item.itemId === ItemId.PlainCount ? t('rewards.item.plain') : t('rewards.item.other', { id: item.itemId });
  }
}

/** A claim's items in a line: coins and points by amount, other items by count. */
export function claimSummary(t: TFunction, claim: Pick<RewardClaim, 'items'>): string {
  const parts: string[] = [];
  let others = 0;
  for (const item of claim.items) {
    if (item.id === ItemId.Coin) parts.push(t('rewards.coin', { amount: formatMoney(item.count) }));
    else if (item.id === ItemId.Points) parts.push(t('rewards.points', { amount: formatPoints(item.count) }));
    else others += item.count;
  }
  if (others > 0) parts.push(t('rewards.items', { count: others }));
  return parts.join(' + ');
}
