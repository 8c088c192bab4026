import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, ItemId, Limits } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { isDesktop } from '../../../../shared/device/platform.ts';
import { formatMoney, formatPoints } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { useBindReward, useClaimBindReward } from './api.ts';
import { registerBindRewardTexts } from './texts.ts';
import '../../promotions.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerBindRewardTexts();

function prizeText(prize: RewardItem, t: TFunction): string {
  if (prize.id === ItemId.Coin) {
    const coins = t('promotions.bindReward.coins', { amount: formatMoney(prize.count) });
    return prize.betRate ? `${coins} (${t('promotions.bindReward.turnover', { rate: prize.betRate })})` : coins;
  }
  if (prize.id === ItemId.Points) return t('promotions.bindReward.points', { amount: formatPoints(prize.count) });
  return t('promotions.bindReward.item', { count: prize.count, id: prize.id });
}

/** The reward's own words for 1005; the common activity texts for the others. */
const failureText = (error: unknown, t: TFunction): string =>
  isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet ? t('promotions.bindReward.err1005') : activityFailureText(error, t);

/**
 * /activity/bind (phones and the desktop): the reward, and either the way to bind a number
 * (/bind) or the claim; once claimed, a thank-you.
 */
export default function BindRewardPage() {
  registerPromotionTexts();
  registerBindRewardTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const reward = useBindReward();
  const claimReward = useClaimBindReward();
  const claim = useDebouncedCallback(() => {
    claimReward.mutate(undefined, {
      onSuccess: (answer) => void toast.success(t('promotions.bindReward.done', { prize: answer.propList.map((p) => prizeText(p, t)).join(', ') })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await reward.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  if (reward.isError) body = <ErrorState message={activityFailureText(reward.error, t)} onRetry={() => void reward.refetch()} testId="bind-reward-error" />;
  else if (!reward.data) body = <Skeleton lines={3} testId="bind-reward-loading" />;
  else {
    const state = reward.data;
    let action;
    if (state.claimed) action = <p data-testid="bind-reward-claimed">{t('promotions.bindReward.claimed')}</p>;
    else if (!state.mobileBound) {
      action = (
        <>
          <p data-testid="bind-reward-unbound">{t('promotions.bindReward.unbound')}</p>
          <Link to={isDesktop() ? '/lobby/bind' : '/bind'} className="fc-prize__claim" data-testid="bind-reward-bind">{t('promotions.bindReward.bind')}</Link>
        </>
      );
    } else {
      action = (
        <button type="button" className="fc-prize__claim" data-testid="bind-reward-claim" disabled={!state.canClaim || claimReward.isPending} onClick={claim}>
          {t('promotions.bindReward.claim')}
        </button>
      );
    }
    body = (
      <div data-testid="bind-reward" data-claimed={state.claimed ? '1' : '0'}>
        <p data-testid="bind-reward-intro">{t('promotions.bindReward.intro', { prize: state.award.map((p) => prizeText(p, t)).join(', ') })}</p>
        {action}
        <p><Link to={`/reward/detail/${state.instanceId}`} data-testid="bind-reward-rules">{t('promotions.bindReward.rules')}</Link></p>
      </div>
    );
  }
  return (
    <ActivityPageFrame title={t('promotions.bindReward.title')} testId="bind-reward-page">{body}</ActivityPageFrame>
  );
}
