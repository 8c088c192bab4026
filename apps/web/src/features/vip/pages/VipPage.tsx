import { useTranslation } from 'react-i18next';
import type { VipPeriod } from '@casino/contract';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback.ts';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useVipRebateRates } from '../../promotions/index.ts';
import { useVipInfo } from '../api/get-vip-info.ts';
import { useReceiveVipReward } from '../api/receive-vip-reward.ts';
import { LevelList } from '../components/LevelList.tsx';
import { PeriodRewardCard } from '../components/PeriodRewardCard.tsx';
import { RebateRow } from '../components/RebateRow.tsx';
import { VipStatusCard } from '../components/VipStatusCard.tsx';
import { describeVipFailure } from '../lib/vip-errors.ts';
import { rewardText } from '../lib/reward-text.ts';
import { registerVipTexts } from '../texts.ts';
import '../vip.css';

registerVipTexts();

/** §9: prize claims are debounced 200 ms. */
const CLAIM_DEBOUNCE_MS = 200;

/**
 * /profile/vip (mobile and desktop): the player's level and progress to the next threshold, the
 * weekly and monthly rewards of their level, and every level's rewards and benefits. While a VIP
 * rebate runs, its rates (what it pays, decision 076) show among the rewards and on each level.
 */
export default function VipPage() {
  registerVipTexts();
  const { t } = useTranslation();
  const info = useVipInfo();
  const receive = useReceiveVipReward();
  const rebateRates = useVipRebateRates();

  const claim = useDebouncedCallback((period: VipPeriod) => {
    if (receive.isPending) return;
    receive.mutate(period, {
      onSuccess: (receipt) => void toast.success(t('vip.rewards.received', { items: rewardText(t, receipt.claim.items) })),
      onError: (error) => void toast.fail(describeVipFailure(error, t, period)),
    });
  }, CLAIM_DEBOUNCE_MS);

  let body;
  if (info.isPending) body = <Skeleton lines={8} testId="vip-loading" />;
  else if (info.isError && !info.data) body = <ErrorState message={t('vip.loadFailed')} onRetry={() => void info.refetch()} testId="vip-error" />;
  else {
    const data = info.data;
    body = (
      <>
        {info.isError && (
          <Notice tone="danger" testId="vip-stale" action={{ onClick: () => void info.refetch(), label: t('common.retry'), testId: 'vip-stale-retry' }}>
            {t('vip.loadFailed')}
          </Notice>
        )}
        <VipStatusCard info={data} levels={data.levels} />
        <section className="vip-card vip-rewards" data-testid="vip-rewards">
          <h2 className="vip-section-title">{t('vip.rewards.title')}</h2>
          {data.rewards.map((reward) => (
            <PeriodRewardCard key={reward.period} reward={reward}
              pending={receive.isPending && receive.variables === reward.period} onClaim={() => claim(reward.period)} />
          ))}
          {rebateRates && <RebateRow rates={rebateRates} level={data.level} />}
        </section>
        <LevelList levels={data.levels} current={data.level} rebateRates={rebateRates} />
      </>
    );
  }
  return (
    <div className="vip-screen" data-testid="vip-page">
      <PageHeader title={t('vip.title')} />
      <div className="vip-screen__body">{body}</div>
    </div>
  );
}
