import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, ItemId, Limits } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney, formatPoints } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { useClaimSupply, useSupply } from './api.ts';
import { registerSupplyTexts } from './texts.ts';
import '../../promotions.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerSupplyTexts();

/** The instant in Philippine time, "2031-05-02 00:00". */
export const philippineTime = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export function prizeText(prize: RewardItem, t: TFunction): string {
  if (prize.id === ItemId.Coin) {
    const coins = t('promotions.supply.coins', { amount: formatMoney(prize.count) });
    return prize.betRate ? `${coins} (${t('promotions.supply.turnover', { rate: prize.betRate })})` : coins;
  }
  if (prize.id === ItemId.Points) return t('promotions.supply.points', { amount: formatPoints(prize.count) });
  return t('promotions.supply.item', { count: prize.count, id: prize.id });
}

/** What the player reads for a refusal: supply's own words for 1004 and 1005, the common text for the others. */
const failureText = (error: unknown, t: TFunction): string => {
  if (isCallError(error) && error.errcode === ActivityErrcode.NotEligible) return t('promotions.supply.err1004');
  if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.supply.err1005');
  return activityFailureText(error, t);
};

/**
 * /activity/supply (phones and the desktop): the award, the threshold and the period, and one
 * Claim button enabled only when the server says the player may claim now (bankrupt, no order in
 * progress, not claimed this period); otherwise the reason.
 */
export default function SupplyPage() {
  registerPromotionTexts();
  registerSupplyTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const supply = useSupply();
  const claimSupply = useClaimSupply();
  const claim = useDebouncedCallback(() => {
    claimSupply.mutate(undefined, {
      onSuccess: (answer) => void toast.success(t('promotions.supply.done', { prize: answer.propList.map((p) => prizeText(p, t)).join(', ') })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await supply.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  if (supply.isError) body = <ErrorState message={activityFailureText(supply.error, t)} onRetry={() => void supply.refetch()} testId="supply-error" />;
  else if (!supply.data) body = <Skeleton lines={4} testId="supply-loading" />;
  else {
    const state = supply.data;
    const threshold = formatMoney(state.bankruptBelow);
    let reason = null;
    if (state.claimed) reason = <p className="supply__reason" data-testid="supply-claimed">{t('promotions.supply.claimed', { time: philippineTime(state.nextPeriodAt) })}</p>;
    else if (!state.isBankrupt) reason = <p className="supply__reason" data-testid="supply-not-bankrupt">{t('promotions.supply.notBankrupt', { threshold })}</p>;
    else if (state.ordersOpen) reason = <p className="supply__reason" data-testid="supply-orders-open">{t('promotions.supply.ordersOpen')}</p>;
    body = (
      <div className="supply" data-testid="supply-offer" data-can-claim={state.canClaim ? '1' : '0'}>
        <p>{t('promotions.supply.intro', { threshold })}</p>
        <p className="supply__award" data-testid="supply-award">{t('promotions.supply.award', { prize: state.award.map((p) => prizeText(p, t)).join(', ') })}</p>
        <p data-testid="supply-period">{t(`promotions.supply.period.${state.period}`)}</p>
        {reason}
        <button type="button" className="fc-prize__claim" data-testid="supply-claim" disabled={!state.canClaim || claimSupply.isPending} onClick={claim}>
          {t('promotions.supply.claim')}
        </button>
        <p><Link to="/rule/supply" data-testid="supply-rules">{t('promotions.supply.rules')}</Link></p>
      </div>
    );
  }
  return (
    <ActivityPageFrame title={t('promotions.supply.title')} testId="supply-page">{body}</ActivityPageFrame>
  );
}
