import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import { Link, useNavigate } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { walletTabPath } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { philippineTime, prizesText, registerPrizeWords } from '../prize-words.ts';
import { useAccumulatedRecharge, useReceiveAccumulatedPrize } from './api.ts';
import { registerAccumulatedRechargeTexts } from './texts.ts';
import '../../promotions.css';
import '../ladder-recharge/deposit-activities.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerPrizeWords();
registerAccumulatedRechargeTexts();

/** The accumulated recharge's own words for the refusals a level can meet; the common text for the others. */
const OWN_TEXTS: Partial<Record<number, 'promotions.accumulated.err1005' | 'promotions.accumulated.err1006' | 'promotions.accumulated.err1007'>> = {
  [ActivityErrcode.ConditionNotMet]: 'promotions.accumulated.err1005',
  [ActivityErrcode.AlreadyClaimed]: 'promotions.accumulated.err1006',
  [ActivityErrcode.UnknownReward]: 'promotions.accumulated.err1007',
};
const failureText = (error: unknown, t: TFunction): string => {
  const own = isCallError(error) ? OWN_TEXTS[error.errcode] : undefined;
  return own ? t(own) : activityFailureText(error, t);
};

/**
 * /activity/accumulatedRecharge (phones and the desktop): the period's credited deposits against
 * the levels, each level's prize with a Claim button once reached (or its status), and when the
 * count starts again.
 */
export default function AccumulatedRechargePage() {
  registerPromotionTexts();
  registerPrizeWords();
  registerAccumulatedRechargeTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const offer = useAccumulatedRecharge();
  const receive = useReceiveAccumulatedPrize();
  const claim = useDebouncedCallback((tierId: number) => {
    receive.mutate(tierId, {
      onSuccess: (answer) => void toast.success(t('promotions.accumulated.done', { prize: prizesText(answer.propList, t) })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await offer.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  if (offer.isError) body = <ErrorState message={activityFailureText(offer.error, t)} onRetry={() => void offer.refetch()} testId="accumulated-error" />;
  else if (!offer.data) body = <Skeleton lines={5} testId="accumulated-loading" />;
  else {
    const state = offer.data.state;
    const next = state.tiers.find((tier) => tier.amount > state.total);
    const top = state.tiers[state.tiers.length - 1]?.amount ?? 1;
    body = (
      <div className="dep-offer" data-testid="accumulated-offer">
        <p>{t('promotions.accumulated.intro')}</p>
        <p data-testid="accumulated-period">{t(`promotions.accumulated.period.${state.period}`)}</p>
        <p className="dep-level__what" data-testid="accumulated-total">{t('promotions.accumulated.total', { amount: formatMoney(state.total) })}</p>
        <div className="dep-progress" role="progressbar" aria-valuemin={0} aria-valuemax={top} aria-valuenow={Math.min(state.total, top)}>
          <div className="dep-progress__bar" style={{ width: `${Math.min(100, Math.floor((state.total / top) * 100))}%` }} />
        </div>
        <p data-testid="accumulated-next">
          {next ? t('promotions.accumulated.next', { amount: formatMoney(next.amount - state.total) }) : t('promotions.accumulated.allReached')}
        </p>
        <ul className="dep-levels" data-testid="accumulated-tiers">
          {state.tiers.map((tier) => (
            <li key={tier.id} className={`dep-level dep-level--${tier.status}`} data-testid={`accumulated-tier-${tier.id}`} data-status={tier.status}>
              <span className="dep-level__what">{t('promotions.accumulated.level', { amount: formatMoney(tier.amount) })}</span>
              <span className="dep-level__gain">{prizesText(tier.award, t)}</span>
              {tier.status === 'claimable'
                ? (
                  <button type="button" className="fc-prize__claim" data-testid={`accumulated-claim-${tier.id}`} disabled={receive.isPending} onClick={() => claim(tier.id)}>
                    {t('promotions.accumulated.claim')}
                  </button>
                )
                : <span className="dep-level__status">{t(`promotions.accumulated.status.${tier.status}`)}</span>}
            </li>
          ))}
        </ul>
        {state.nextPeriodAt !== -1 && <p data-testid="accumulated-resets">{t('promotions.accumulated.resets', { time: philippineTime(state.nextPeriodAt) })}</p>}
        <button type="button" className="fc-tier__pay dep-offer__deposit" data-testid="accumulated-deposit" onClick={() => void navigate(walletTabPath('deposit'))}>
          {t('promotions.accumulated.deposit')}
        </button>
        <p><Link to={`/reward/detail/${state.instanceId}`} data-testid="accumulated-rules">{t('promotions.accumulated.rules')}</Link></p>
      </div>
    );
  }
  return (
    <ActivityPageFrame title={t('promotions.accumulated.title')} testId="accumulated-page">{body}</ActivityPageFrame>
  );
}
