import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import type { VipRebateDay } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { useClaimVipRebate, useVipRebate } from './api.ts';
import { percentText } from './rates.ts';
import { registerVipRebateTexts } from './texts.ts';
import '../../promotions.css';
import './vip-rebate.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerVipRebateTexts();

/** The instant in Philippine time, "2031-05-02 00:00". */
const philippineTime = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The rebate's own words for 1004, 1005 and 1007; the common activity texts for the others. */
const failureText = (error: unknown, t: TFunction): string => {
  if (isCallError(error) && error.errcode === ActivityErrcode.NotEligible) return t('promotions.vipRebate.err1004');
  if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.vipRebate.err1005');
  if (isCallError(error) && error.errcode === ActivityErrcode.UnknownReward) return t('promotions.vipRebate.err1007');
  return activityFailureText(error, t);
};

function DayCard({ title, day, onClaim, claiming, testId }: { title: string; day: VipRebateDay; onClaim(day: string): void; claiming: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="vr-day" data-testid={testId} data-status={day.status}>
      <h2 className="promo-page__section">{title}</h2>
      <dl className="vr-day__figures">
        <div><dt>{t('promotions.vipRebate.validBets')}</dt><dd data-testid={`${testId}-bets`}>{formatMoney(day.validBets)}</dd></div>
        <div><dt>{t('promotions.vipRebate.rate')}</dt><dd>{percentText(day.basisPoints)}</dd></div>
        <div><dt>{t('promotions.vipRebate.rebate')}</dt><dd data-testid={`${testId}-amount`}>{formatMoney(day.amount)}</dd></div>
      </dl>
      <p className="vr-day__status" data-testid={`${testId}-status`}>
        {t(`promotions.vipRebate.status.${day.status}`, { time: day.claimUntil > 0 ? philippineTime(day.claimUntil) : '' })}
      </p>
      {day.status === 'waiting' && (
        <button type="button" className="fc-prize__claim vr-day__claim" data-testid={`${testId}-claim`} disabled={claiming} onClick={() => onClaim(day.day)}>
          {t('promotions.vipRebate.claim', { amount: formatMoney(day.amount) })}
        </button>
      )}
    </section>
  );
}

/**
 * /activity/vipRebate (phones and the desktop): the player's level and rate, yesterday's rebate
 * with its claim, today's valid bets so far, older rebates still waiting, and the rate table.
 */
export default function VipRebatePage() {
  registerPromotionTexts();
  registerVipRebateTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const rebate = useVipRebate();
  const claimRebate = useClaimVipRebate();
  const claim = useDebouncedCallback((day: string) => {
    claimRebate.mutate(day, {
      onSuccess: (answer) => void toast.success(t('promotions.vipRebate.done', { amount: formatMoney(answer.propList.reduce((sum, p) => sum + p.count, 0)) })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await rebate.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  if (rebate.isError) body = <ErrorState message={activityFailureText(rebate.error, t)} onRetry={() => void rebate.refetch()} testId="vip-rebate-error" />;
  else if (!rebate.data) body = <Skeleton lines={6} testId="vip-rebate-loading" />;
  else {
    const state = rebate.data;
    const older = state.waiting.filter((day) => day.day !== state.yesterday.day);
    const estimate = Math.floor((state.today.validBets * state.basisPoints) / 10_000);
    body = (
      <div className="vr" data-testid="vip-rebate">
        <p>{t('promotions.vipRebate.intro')}</p>
        <p className="vr__rate" data-testid="vip-rebate-rate">
          {state.basisPoints > 0
            ? t('promotions.vipRebate.yourRate', { level: state.vipLevel, rate: percentText(state.basisPoints) })
            : t('promotions.vipRebate.noRate', { level: state.vipLevel })}
        </p>
        {state.autoCredit && <p>{t('promotions.vipRebate.autoCredit')}</p>}
        <DayCard title={t('promotions.vipRebate.yesterday', { day: state.yesterday.day })} day={state.yesterday} onClaim={claim} claiming={claimRebate.isPending} testId="vip-rebate-yesterday" />
        <section className="vr-day" data-testid="vip-rebate-today">
          <h2 className="promo-page__section">{t('promotions.vipRebate.today')}</h2>
          <dl className="vr-day__figures">
            <div><dt>{t('promotions.vipRebate.validBets')}</dt><dd data-testid="vip-rebate-today-bets">{formatMoney(state.today.validBets)}</dd></div>
          </dl>
          {state.basisPoints > 0 && <p className="vr-day__status">{t('promotions.vipRebate.estimate', { amount: formatMoney(estimate) })}</p>}
        </section>
        {older.length > 0 && (
          <>
            <h2 className="promo-page__section">{t('promotions.vipRebate.waiting')}</h2>
            {older.map((day) => <DayCard key={day.day} title={day.day} day={day} onClaim={claim} claiming={claimRebate.isPending} testId={`vip-rebate-day-${day.day}`} />)}
          </>
        )}
        <h2 className="promo-page__section">{t('promotions.vipRebate.rates')}</h2>
        <table className="vr-rates" data-testid="vip-rebate-rates">
          <thead><tr><th>{t('promotions.vipRebate.level')}</th><th>{t('promotions.vipRebate.rate')}</th></tr></thead>
          <tbody>
            {state.rates.map((step, index) => {
              const next = state.rates[index + 1];
              const current = state.vipLevel >= step.level && (!next || state.vipLevel < next.level);
              return (
                <tr key={step.level} aria-current={current ? 'true' : undefined} className={current ? 'is-current' : undefined}>
                  <td>{t('promotions.vipRebate.levelFrom', { level: step.level })}</td><td>{percentText(step.basisPoints)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {state.betRate > 0 && <p>{t('promotions.vipRebate.turnover', { rate: state.betRate })}</p>}
        <p><Link to={`/reward/detail/${state.instanceId}`} data-testid="vip-rebate-rules">{t('promotions.vipRebate.rules')}</Link></p>
      </div>
    );
  }
  return (
    <ActivityPageFrame title={t('promotions.vipRebate.title')} testId="vip-rebate-page">{body}</ActivityPageFrame>
  );
}
