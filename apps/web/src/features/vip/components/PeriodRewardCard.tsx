import { useTranslation } from 'react-i18next';
import type { VipPeriodReward } from '@casino/contract';
import { formatDateTime } from '../../../shared/format/time.ts';
import { rewardText } from '../lib/reward-text.ts';

interface PeriodRewardCardProps {
  reward: VipPeriodReward;
  /** A claim of this period is on its way. */
  pending: boolean;
  onClaim: () => void;
}

/** One periodic reward of the player's level: what it gives, and the claim button or when the next one comes. */
export function PeriodRewardCard({ reward, pending, onClaim }: PeriodRewardCardProps) {
  const { t } = useTranslation();
  const items = rewardText(t, reward.items);
  const testId = `vip-reward-${reward.period}`;
  let status;
  if (items === '') status = <span className="vip-reward__status" data-testid={`${testId}-none`}>{t('vip.rewards.notAtLevel')}</span>;
  else if (reward.claimable) {
    status = (
      <button type="button" className="vip-reward__claim" disabled={pending} aria-busy={pending} onClick={onClaim} data-testid={`${testId}-claim`}>
        {t('vip.rewards.claim')}
      </button>
    );
  } else {
    status = (
      <span className="vip-reward__status" data-testid={`${testId}-next`}>
        {t('vip.rewards.claimed')} · {t(reward.period === 'weekly' ? 'vip.rewards.nextWeekly' : 'vip.rewards.nextMonthly', { date: formatDateTime(reward.nextAt) })}
      </span>
    );
  }
  return (
    <div className="vip-reward" data-testid={testId} data-claimable={reward.claimable}>
      <div className="vip-reward__text">
        <span className="vip-reward__title">{t(reward.period === 'weekly' ? 'vip.rewards.weekly' : 'vip.rewards.monthly')}</span>
        {items !== '' && <span className="vip-reward__items">{items}</span>}
      </div>
      {status}
    </div>
  );
}
