import { useTranslation } from 'react-i18next';
import type { VipRebateRate } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { VIP_REBATE_PATH, rebatePercentText, rebateRateAt } from '../../promotions/index.ts';

/**
 * Among the rewards of the player's level: what the running VIP rebate pays at that level (its
 * instance's rates, decision 076), and the way to its page. The page draws it only while a
 * rebate runs.
 */
export function RebateRow({ rates, level }: { rates: readonly VipRebateRate[]; level: number }) {
  const { t } = useTranslation();
  const rate = rebateRateAt(rates, level);
  return (
    <div className="vip-reward" data-testid="vip-page-rebate">
      <div className="vip-reward__text">
        <span className="vip-reward__title">{t('vip.rebate.title')}</span>
        <span className="vip-reward__items" data-testid="vip-page-rebate-rate">
          {rate > 0 ? t('vip.rebate.rate', { rate: rebatePercentText(rate) }) : t('vip.rebate.none')}
        </span>
      </div>
      <Link className="vip-reward__claim vip-reward__open" to={VIP_REBATE_PATH} data-testid="vip-page-rebate-open">{t('vip.rebate.open')}</Link>
    </div>
  );
}
