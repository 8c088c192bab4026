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
import { useContinuousRecharge, useReceiveContinuousDay } from './api.ts';
import { registerContinuousRechargeTexts } from './texts.ts';
import '../../promotions.css';
import '../ladder-recharge/deposit-activities.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerPrizeWords();
registerContinuousRechargeTexts();

/** The continuous recharge's own words for the refusals a day can meet; the common text for the others. */
const OWN_TEXTS: Partial<Record<number, 'promotions.continuous.err1005' | 'promotions.continuous.err1006' | 'promotions.continuous.err1007'>> = {
  [ActivityErrcode.ConditionNotMet]: 'promotions.continuous.err1005',
  [ActivityErrcode.AlreadyClaimed]: 'promotions.continuous.err1006',
  [ActivityErrcode.UnknownReward]: 'promotions.continuous.err1007',
};
const failureText = (error: unknown, t: TFunction): string => {
  const own = isCallError(error) ? OWN_TEXTS[error.errcode] : undefined;
  return own ? t(own) : activityFailureText(error, t);
};

/**
 * /activity/depositEvery (phones and the desktop): continuous recharge. Today's deposits against
 * the daily minimum, the current run, and each day's prize with a Claim button once a run has
 * reached it (or its status).
 */
export default function ContinuousRechargePage() {
  registerPromotionTexts();
  registerPrizeWords();
  registerContinuousRechargeTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const offer = useContinuousRecharge();
  const receive = useReceiveContinuousDay();
  const claim = useDebouncedCallback((day: number) => {
    receive.mutate(day, {
      onSuccess: (answer) => void toast.success(t('promotions.continuous.done', { prize: prizesText(answer.propList, t) })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await offer.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  if (offer.isError) body = <ErrorState message={activityFailureText(offer.error, t)} onRetry={() => void offer.refetch()} testId="continuous-error" />;
  else if (!offer.data) body = <Skeleton lines={5} testId="continuous-loading" />;
  else {
    const state = offer.data.state;
    body = (
      <div className="dep-offer" data-testid="continuous-offer" data-streak={state.streak}>
        <p>{t('promotions.continuous.intro', { amount: formatMoney(state.minDaily) })}</p>
        <p className="dep-level__what" data-testid="continuous-today">{t('promotions.continuous.today', { amount: formatMoney(state.today), min: formatMoney(state.minDaily) })}</p>
        <div className="dep-progress" role="progressbar" aria-valuemin={0} aria-valuemax={state.minDaily} aria-valuenow={Math.min(state.today, state.minDaily)}>
          <div className="dep-progress__bar" style={{ width: `${Math.min(100, Math.floor((state.today / state.minDaily) * 100))}%` }} />
        </div>
        <p data-testid="continuous-today-status">
          {state.todayCounts
            ? t('promotions.continuous.todayCounts')
            : t('promotions.continuous.todayOpen', { amount: formatMoney(state.minDaily - state.today), time: philippineTime(state.nextDayAt) })}
        </p>
        <p data-testid="continuous-streak">{t('promotions.continuous.streak', { count: state.streak })}</p>
        {state.best > 0 && <p data-testid="continuous-best">{t('promotions.continuous.best', { day: state.best })}</p>}
        <ul className="dep-days" data-testid="continuous-days">
          {state.days.map((day) => (
            <li key={day.day} className={`dep-day dep-day--${day.status}`} data-testid={`continuous-day-${day.day}`} data-status={day.status}>
              <span className="dep-level__what">{t('promotions.continuous.day', { day: day.day })}</span>
              <span className="dep-level__gain">{prizesText(day.award, t)}</span>
              {day.status === 'claimable'
                ? (
                  <button type="button" className="fc-prize__claim" data-testid={`continuous-claim-${day.day}`} disabled={receive.isPending} onClick={() => claim(day.day)}>
                    {t('promotions.continuous.claim')}
                  </button>
                )
                : <span className="dep-level__status">{t(`promotions.continuous.status.${day.status}`)}</span>}
            </li>
          ))}
        </ul>
        <button type="button" className="fc-tier__pay dep-offer__deposit" data-testid="continuous-deposit" onClick={() => void navigate(walletTabPath('deposit'))}>
          {t('promotions.continuous.deposit')}
        </button>
        <p><Link to={`/reward/detail/${state.instanceId}`} data-testid="continuous-rules">{t('promotions.continuous.rules')}</Link></p>
      </div>
    );
  }
  return (
    <ActivityPageFrame title={t('promotions.continuous.title')} testId="continuous-page">{body}</ActivityPageFrame>
  );
}
