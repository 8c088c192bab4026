import type { TFunction } from 'i18next';
import { ItemId } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import { formatMoney, formatPoints } from '../../../shared/format/money.ts';
import { lazyTexts } from '../../../shared/i18n/index.ts';

/** English words for a prize (locale en-PK), shared by the daily activities: the calendars, the cards and the fund. */
export const enPKPrizeWords = {
  promotions: {
    prize: {
      coins: '{{amount}} coins',
      points: '{{amount}} points',
      item: '{{count}} × item {{id}}',
      turnover: '{{rate}}× turnover',
    },
  },
};

export const registerPrizeWords = lazyTexts(enPKPrizeWords);

/** "3.00 coins (2× turnover)", "10.00 points", "2 × item 1201". */
export function prizeText(prize: RewardItem, t: TFunction): string {
  if (prize.id === ItemId.Coin) {
    const coins = t('promotions.prize.coins', { amount: formatMoney(prize.count) });
    return prize.betRate ? `${coins} (${t('promotions.prize.turnover', { rate: prize.betRate })})` : coins;
  }
  if (prize.id === ItemId.Points) return t('promotions.prize.points', { amount: formatPoints(prize.count) });
  return t('promotions.prize.item', { count: prize.count, id: prize.id });
}

export const prizesText = (prizes: readonly RewardItem[], t: TFunction): string => prizes.map((p) => prizeText(p, t)).join(', ');

/** The instant in Philippine time, "2031-05-02 00:00". */
export const philippineTime = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
