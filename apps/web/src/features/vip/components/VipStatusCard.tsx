import { useTranslation } from 'react-i18next';
import type { VipLevel } from '@casino/contract';
import { formatCoins, vipProgress } from '../lib/vip-progress.ts';
import type { VipInfo } from '../api/get-vip-info.ts';

/** The player's level badge and the progress to the next threshold (§4: shown divided by 100). */
export function VipStatusCard({ info, levels }: { info: VipInfo; levels: readonly VipLevel[] }) {
  const { t } = useTranslation();
  const progress = vipProgress(info, levels);
  const percent = Math.round(progress.fraction * 1000) / 10;
  return (
    <section className="vip-card vip-status" data-testid="vip-status" data-level={info.level}>
      <div className="vip-status__top">
        <span className="vip-badge vip-badge--large" data-testid="vip-level">{t('vip.badge', { level: info.level })}</span>
        {progress.current && <span className="vip-status__name">{progress.current.name}</span>}
      </div>
      {progress.next ? (
        <>
          <div className="vip-status__label">
            <span>{t('vip.progress.label', { level: progress.next.level })}</span>
            <span className="vip-status__figures" data-testid="vip-progress-figures" data-experience={info.experience} data-target={info.nextBetAmount}>
              {t('vip.progress.figures', { current: formatCoins(info.vipExp * 100), target: formatCoins(info.nextBetAmount) })}
            </span>
          </div>
          <div className="vip-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}
            aria-label={t('vip.progress.label', { level: progress.next.level })} data-testid="vip-progress">
            <span className="vip-progress__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="vip-card__note" data-testid="vip-to-go">
            {t('vip.progress.toGo', { amount: formatCoins(progress.remaining), level: progress.next.level, name: progress.next.name })}
          </p>
        </>
      ) : (
        <p className="vip-card__note" data-testid="vip-top">{t('vip.progress.top')}</p>
      )}
      <p className="vip-card__hint">{t('vip.progress.note')}</p>
    </section>
  );
}
