import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { philippineTime, prizesText, registerPrizeWords } from '../prize-words.ts';
import { useClaimFreeSign, useFreeSign } from './api.ts';
import { registerFreeSignTexts } from './texts.ts';
import '../../promotions.css';
import '../daily.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerPrizeWords();
registerFreeSignTexts();

/** The calendar's own words for the refusals a claim can meet; the common text for the others. */
const failureText = (error: unknown, t: TFunction): string => {
  if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.freeSign.err1005');
  if (isCallError(error) && error.errcode === ActivityErrcode.AlreadyClaimed) return t('promotions.freeSign.err1006');
  return activityFailureText(error, t);
};

/**
 * /activity/freeSign (phones and the desktop): the sign-in calendar, each day with its prize
 * and status, and one Claim button for today's day, enabled while the server says it is open.
 */
export default function FreeSignPage() {
  registerPromotionTexts();
  registerPrizeWords();
  registerFreeSignTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const calendar = useFreeSign();
  const claimDay = useClaimFreeSign();
  const claim = useDebouncedCallback(() => {
    claimDay.mutate(undefined, {
      onSuccess: (answer) => void toast.success(t('promotions.freeSign.done', { prize: prizesText(answer.propList, t) })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await calendar.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  if (calendar.isError) body = <ErrorState message={activityFailureText(calendar.error, t)} onRetry={() => void calendar.refetch()} testId="freesign-error" />;
  else if (!calendar.data) body = <Skeleton lines={5} testId="freesign-loading" />;
  else {
    const data = calendar.data;
    body = (
      <div className="free-sign" data-testid="freesign-calendar" data-today={data.today} data-claimed={data.claimedToday ? '1' : '0'}>
        <p>{t('promotions.freeSign.intro')}</p>
        <p className="daily-note">{t(data.resetOnMiss ? 'promotions.freeSign.resets' : 'promotions.freeSign.keeps')}</p>
        <p className="daily-note" data-testid="freesign-streak">{t('promotions.freeSign.streak', { count: data.streak })}</p>
        <ol className="daily-days" data-testid="freesign-days">
          {data.days.map((day) => (
            <li key={day.day} className={`daily-day daily-day--${day.status}`} data-testid={`freesign-day-${day.day}`} data-status={day.status}>
              <span className="daily-day__name">{t('promotions.freeSign.day', { day: day.day })}</span>
              <span>{prizesText(day.award, t)}</span>
              <span>{t(`promotions.freeSign.status.${day.status}`)}</span>
            </li>
          ))}
        </ol>
        {data.needRecharge > 0 && <p data-testid="freesign-need-recharge">{t('promotions.freeSign.needRecharge', { amount: formatMoney(data.needRecharge) })}</p>}
        {data.claimedToday && <p data-testid="freesign-claimed">{t('promotions.freeSign.claimed', { time: philippineTime(data.nextDayAt) })}</p>}
        <button type="button" className="daily-claim" data-testid="freesign-claim" disabled={!data.canClaim || claimDay.isPending} onClick={claim}>
          {claimDay.isPending ? t('promotions.freeSign.claiming') : t('promotions.freeSign.claim', { day: data.today })}
        </button>
        <p><Link to={`/reward/detail/${data.instanceId}`} data-testid="freesign-rules">{t('promotions.freeSign.rules')}</Link></p>
      </div>
    );
  }
  return (
    <ActivityPageFrame title={t('promotions.freeSign.title')} testId="freesign-page">{body}</ActivityPageFrame>
  );
}
