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
import { walletTabPath } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';
import { Countdown } from '../../components/Countdown.tsx';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { philippineTime, prizesText, registerPrizeWords } from '../prize-words.ts';
import { useFestival, useFestivalClaim } from './api.ts';
import { registerFestivalTexts } from './texts.ts';
import '../../promotions.css';
import '../daily.css';

registerPromotionTexts();
registerPrizeWords();
registerFestivalTexts();

const failureText = (error: unknown, t: TFunction): string => {
  if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.festival.err1005');
  if (isCallError(error) && error.errcode === ActivityErrcode.AlreadyClaimed) return t('promotions.festival.err1006');
  return activityFailureText(error, t);
};

/**
 * /activity/festival (phones and the desktop): the festival's dates and countdown, the daily
 * check-in gift, and the ladder of tiers on the festival's deposits, each claimed once.
 */
export default function FestivalPage() {
  registerPromotionTexts();
  registerPrizeWords();
  registerFestivalTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const festival = useFestival();
  const claimMutation = useFestivalClaim();
  const claim = useDebouncedCallback((what: Parameters<typeof claimMutation.mutate>[0]) => {
    claimMutation.mutate(what, {
      onSuccess: (answer) => void toast.success(t('promotions.festival.done', { prize: prizesText(answer.propList, t) })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await festival.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  let title = t('promotions.festival.title');
  if (festival.isError) body = <ErrorState message={activityFailureText(festival.error, t)} onRetry={() => void festival.refetch()} testId="festival-error" />;
  else if (!festival.data) body = <Skeleton lines={5} testId="festival-loading" />;
  else {
    const data = festival.data;
    title = data.title;
    body = (
      <div data-testid="festival">
        {data.endTime !== -1 && <p className="daily-note" data-testid="festival-dates">{t('promotions.festival.dates', { from: philippineTime(data.startTime), to: philippineTime(data.endTime) })}</p>}
        <Countdown endTime={data.endTime} onEnd={() => void refreshActivityIds(client)} />
        {data.gift.length > 0 && (
          <section data-testid="festival-gift" data-claimed={data.giftClaimedToday ? '1' : '0'}>
            <h2 className="promo-page__section">{t('promotions.festival.gift')}</h2>
            <p>{t('promotions.festival.giftIntro', { prize: prizesText(data.gift, t) })}</p>
            <p className="daily-note">{t('promotions.festival.checkIns', { count: data.checkIns })}</p>
            {data.giftClaimedToday
              ? <p data-testid="festival-checked-in">{t('promotions.festival.checkedIn', { time: philippineTime(data.nextCheckInAt) })}</p>
              : (
                <button type="button" className="daily-claim" data-testid="festival-check-in" disabled={!data.canCheckIn || claimMutation.isPending} onClick={() => claim({ kind: 'checkIn' })}>
                  {t('promotions.festival.checkIn')}
                </button>
              )}
          </section>
        )}
        <h2 className="promo-page__section">{t('promotions.festival.tiers')}</h2>
        <p className="daily-progress" data-testid="festival-deposits">
          {t('promotions.festival.deposits', { amount: formatMoney(data.deposits) })}{' '}
          <Link to={walletTabPath('deposit')} className="daily-buy" data-testid="festival-deposit">{t('promotions.festival.deposit')}</Link>
        </p>
        <ol className="daily-days" data-testid="festival-tiers">
          {data.tiers.map((tier) => (
            <li key={tier.id} className={`daily-day daily-day--${tier.status === 'ready' ? 'open' : tier.status === 'claimed' ? 'received' : 'upcoming'}`} data-testid={`festival-tier-${tier.id}`} data-status={tier.status}>
              <span className="daily-day__name">{t('promotions.festival.tier', { amount: formatMoney(tier.deposit) })}</span>
              <span className="daily-award">{prizesText(tier.award, t)}</span>
              {tier.status === 'ready' && (
                <button type="button" className="daily-buy" data-testid={`festival-claim-${tier.id}`} disabled={claimMutation.isPending} onClick={() => claim({ kind: 'tier', tierId: tier.id })}>
                  {t('promotions.festival.claim')}
                </button>
              )}
              {tier.status === 'claimed' && <span>{t('promotions.festival.claimed')}</span>}
              {tier.status === 'locked' && <span>{t('promotions.festival.locked', { amount: formatMoney(tier.deposit - data.deposits) })}</span>}
            </li>
          ))}
        </ol>
        <p><Link to={`/reward/detail/${data.instanceId}`} data-testid="festival-rules">{t('promotions.festival.rules')}</Link></p>
      </div>
    );
  }
  return <ActivityPageFrame title={title} testId="festival-page">{body}</ActivityPageFrame>;
}
