import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, ActivityType, Limits } from '@casino/contract';
import type { FundUser } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { activityDepositPath } from '../activity-deposit.ts';
import { philippineTime, prizesText, registerPrizeWords } from '../prize-words.ts';
import { useClaimStage, useFund } from './api.ts';
import { registerFundTexts } from './texts.ts';
import '../../promotions.css';
import '../daily.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerPrizeWords();
registerFundTexts();

/** The fund's own words for the refusals a claim can meet; the common text for the others. */
const failureText = (error: unknown, t: TFunction): string => {
  if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.fund.err1005');
  if (isCallError(error) && error.errcode === ActivityErrcode.UnknownReward) return t('promotions.fund.err1007');
  return activityFailureText(error, t);
};

function needsText(stage: FundUser['stages'][number], t: TFunction): string {
  if (stage.bet > 0 && stage.vip > 0) return t('promotions.fund.needs', { bet: formatMoney(stage.bet), vip: stage.vip });
  if (stage.vip > 0) return t('promotions.fund.needsVip', { vip: stage.vip });
  return t('promotions.fund.needsBet', { bet: formatMoney(stage.bet) });
}

/**
 * /activity/fund (phones and the desktop): before buying in, the price with a deposit button
 * (the deposit page, made for the fund); after, the bets since and each stage with its needs,
 * prizes and a Claim button once the server says it is reached.
 */
export default function FundPage() {
  registerPromotionTexts();
  registerPrizeWords();
  registerFundTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const fund = useFund();
  const claimStage = useClaimStage();
  const claim = useDebouncedCallback((stageId: number) => {
    claimStage.mutate(stageId, {
      onSuccess: (answer) => void toast.success(t('promotions.fund.done', { prize: prizesText(answer.propList, t) })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await fund.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  if (fund.isError) body = <ErrorState message={activityFailureText(fund.error, t)} onRetry={() => void fund.refetch()} testId="fund-error" />;
  else if (!fund.data) body = <Skeleton lines={5} testId="fund-loading" />;
  else {
    const data = fund.data;
    const price = formatMoney(data.price);
    body = (
      <div className="fund" data-testid="fund-offer" data-bought={data.bought ? '1' : '0'}>
        <p>{t('promotions.fund.intro', { price })}</p>
        {data.bought
          ? (
            <>
              <p className="daily-note" data-testid="fund-bought">{t('promotions.fund.bought', { time: philippineTime(data.boughtAt) })}</p>
              <p className="daily-progress" data-testid="fund-progress">{t('promotions.fund.progress', { amount: formatMoney(data.betSince), vip: data.vip })}</p>
            </>
          )
          : <p><Link className="daily-buy" to={activityDepositPath(ActivityType.Fund, data.price)} data-testid="fund-buy">{t('promotions.fund.buy', { price })}</Link></p>}
        <ol className="daily-days" data-testid="fund-stages">
          {data.stages.map((stage) => (
            <li key={stage.id} className={`daily-day daily-day--${stage.status}`} data-testid={`fund-stage-${stage.id}`} data-status={stage.status}>
              <span className="daily-day__name">{t('promotions.fund.stage', { id: stage.id })}</span>
              <span>{needsText(stage, t)}</span>
              <span>{prizesText(stage.award, t)}</span>
              {stage.status === 'open'
                ? (
                  <button type="button" className="fc-prize__claim" data-testid={`fund-claim-${stage.id}`} disabled={claimStage.isPending} onClick={() => claim(stage.id)}>
                    {t('promotions.fund.claim')}
                  </button>
                )
                : <span>{t(`promotions.fund.status.${stage.status}`)}</span>}
            </li>
          ))}
        </ol>
        <p><Link to={`/reward/detail/${data.instanceId}`} data-testid="fund-rules">{t('promotions.fund.rules')}</Link></p>
      </div>
    );
  }
  return (
    <ActivityPageFrame title={t('promotions.fund.title')} testId="fund-page">{body}</ActivityPageFrame>
  );
}
