import { useTranslation } from 'react-i18next';
import type { VipLevel, VipRebateRate } from '@casino/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { rebatePercentText, rebateRateAt } from '../../promotions/index.ts';
import { formatCoins } from '../lib/vip-progress.ts';
import { rewardText } from '../lib/reward-text.ts';

/**
 * Every level with its threshold, rewards and benefits; the player's own marked. The VIP rebate
 * row shows the running rebate's rate at each level (`rebateRates`), and is left out while no
 * rebate runs (null).
 */
export function LevelList({ levels, current, rebateRates }: { levels: readonly VipLevel[]; current: number; rebateRates: readonly VipRebateRate[] | null }) {
  const { t } = useTranslation();
  const none = t('vip.levels.none');
  return (
    <section className="vip-levels" data-testid="vip-levels">
      <h2 className="vip-section-title">{t('vip.levels.title')}</h2>
      <ol className="vip-levels__list">
        {levels.map((level) => {
          const mine = level.level === current;
          const rows: Array<[string, string]> = [
            [t('vip.levels.levelUp'), rewardText(t, level.levelUpReward) || none],
            [t('vip.levels.weekly'), rewardText(t, level.weeklyReward) || none],
            [t('vip.levels.monthly'), rewardText(t, level.monthlyReward) || none],
          ];
          if (level.withdrawDailyMax !== null) rows.push([t('vip.levels.withdrawDailyMax'), formatMoney(level.withdrawDailyMax)]);
          if (rebateRates) {
            const rate = rebateRateAt(rebateRates, level.level);
            rows.push([t('vip.levels.rebate'), rate > 0 ? rebatePercentText(rate) : none]);
          }
          return (
            <li key={level.level} className={mine ? 'vip-card vip-level is-current' : 'vip-card vip-level'} data-testid={`vip-level-${level.level}`}
              aria-current={mine ? 'true' : undefined}>
              <div className="vip-level__head">
                <span className="vip-badge">{t('vip.badge', { level: level.level })}</span>
                <span className="vip-level__name">{level.name}</span>
                {mine && <span className="vip-level__mine">{t('vip.levels.current')}</span>}
              </div>
              <p className="vip-card__note">{t('vip.levels.threshold', { amount: formatCoins(level.betAmount) })}</p>
              <dl className="vip-level__benefits">
                {rows.map(([label, value]) => (
                  <div key={label} className="vip-level__benefit">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              {level.perks.length > 0 && (
                <ul className="vip-level__perks">
                  {level.perks.map((perk) => <li key={perk}>{perk}</li>)}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
