import type { TFunction } from 'i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatMultiplier, formatPercentOfRolls } from '../lib/numbers.ts';
import { handRankName } from '../lib/names.ts';
import type { FactCheck } from './recompute.ts';

/** A figure of a round as the verify page prints it. */
export function formatFact(name: FactCheck['name'], value: FactCheck['recomputed'], t: TFunction): string {
  if (value === undefined || value === null) return t('games.verifyPage.notReported');
  switch (name) {
    case 'payout':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'crashPoint':
      return typeof value === 'number' ? formatMultiplier(value) : String(value);
    case 'roll':
      return typeof value === 'number' ? formatPercentOfRolls(value) : String(value);
    case 'multiplier':
      return `×${String(value)}`;
    case 'rank':
      return typeof value === 'string' ? handRankName(value, t) : String(value);
    case 'mines':
    case 'revealed':
      // Tiles are numbered 1-25 for people; the outcome counts from 0.
      return Array.isArray(value) ? value.map((tile) => Number(tile) + 1).join(', ') || '—' : String(value);
    default:
      break;
  }
  if (typeof value === 'boolean') return value ? t('games.verifyPage.yes') : t('games.verifyPage.no');
  if (Array.isArray(value)) {
    return value.map((item) => (Array.isArray(item) ? item.join(' ') : String(item))).join(value.some(Array.isArray) ? ' / ' : ', ') || '—';
  }
  return String(value);
}
