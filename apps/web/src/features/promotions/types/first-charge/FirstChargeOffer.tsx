import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import { FirstChargeStatus, Limits } from '@casino/contract';
import type { FirstChargeConfig } from '@casino/contract';
import { useNavigate } from '../../../../shared/router/index.ts';
import { formatMoney, formatPoints } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { walletTabPath } from '../../../wallet/index.ts';
import { Countdown } from '../../components/Countdown.tsx';
import { activityFailureText, onActivityFailure } from '../../errors.ts';
import { useFirstCharge, useReceiveFirstChargePrize } from './api.ts';
import { canPay, isCoin, isPoints, prizeButton, prizesOf, shownTiers } from './rules.ts';
import type { Prize } from './rules.ts';

/**
 * The first-charge offer, on its page and in the home modal (§3, §4): before the first deposit
 * every tier with its bonus percentage and a pay button; after it the tier bought, each prize
 * with its own Claim button until claimed. `onEnded` runs when the countdown ends with nothing
 * bought; `closeModal` is set inside the modal (§8 closes it on some refusals).
 */
export function FirstChargeOffer({ onEnded, closeModal }: { onEnded(): void; closeModal?: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const offer = useFirstCharge();
  const receive = useReceiveFirstChargePrize();
  const claim = useDebouncedCallback((propId: number) => {
    receive.mutate(propId, {
      onSuccess: (answer) => void toast.success(t('promotions.firstCharge.done', { prize: answer.propList.map((p) => prizeText(p)).join(', ') })),
      onError: (error) => void onActivityFailure(error, t, client, closeModal),
    });
  }, Limits.claimDebounceMs);

  const prizeText = (prize: Prize) => {
    if (isCoin(prize.id)) return t('promotions.firstCharge.coins', { amount: formatMoney(prize.count) });
    if (isPoints(prize.id)) return t('promotions.firstCharge.points', { amount: formatPoints(prize.count) });
    return t('promotions.firstCharge.item', { count: prize.count, id: prize.id });
  };

  if (offer.isError) {
    return <ErrorState message={activityFailureText(offer.error, t)} onRetry={() => void offer.refetch()} testId="first-charge-error" />;
  }
  if (!offer.data) return <Skeleton lines={5} testId="first-charge-loading" />;
  const state = offer.data.appRechargeBonusCollection9;
  const payable = canPay(state, Date.now());
  const status = state.itemStatus;

  const tier = (entry: FirstChargeConfig) => (
    <li key={entry.id} className={`fc-tier fc-tier--show${entry.showType}`} data-testid={`fc-tier-${entry.id}`}>
      <div className="fc-tier__head">
        <span className="fc-tier__price">{formatMoney(entry.price)}</span>
        <span className="fc-tier__bonus">{t('promotions.firstCharge.bonus', { percent: entry.bonusPercent })}</span>
      </div>
      <ul className="fc-prizes">
        {prizesOf(entry).map((prize) => {
          const button = prizeButton(state, entry.id, prize.id);
          return (
            <li key={prize.id} className="fc-prize" data-testid={`fc-prize-${prize.id}`}>
              <span>{prizeText(prize)}</span>
              {button !== 'hidden' && (
                <button type="button" className="fc-prize__claim" data-testid={`fc-claim-${prize.id}`}
                  disabled={button === 'claimed' || receive.isPending} onClick={() => claim(prize.id)}>
                  {button === 'claimed' ? t('promotions.firstCharge.claimed') : t('promotions.firstCharge.claim')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {status === FirstChargeStatus.NotPurchased && (
        <button type="button" className="fc-tier__pay" data-testid={`fc-pay-${entry.id}`} disabled={!payable}
          onClick={() => {
            closeModal?.();
            void navigate(walletTabPath('deposit'));
          }}>
          {t('promotions.firstCharge.deposit', { amount: formatMoney(entry.price) })}
        </button>
      )}
    </li>
  );

  return (
    <div className="fc-offer" data-testid="first-charge-offer" data-status={status}>
      <p className="fc-offer__intro">
        {status === FirstChargeStatus.NotPurchased && t('promotions.firstCharge.intro')}
        {status === FirstChargeStatus.Purchased && t('promotions.firstCharge.bought')}
        {status === FirstChargeStatus.Claimed && <span data-testid="fc-all-claimed">{t('promotions.firstCharge.allClaimed')}</span>}
      </p>
      {status === FirstChargeStatus.NotPurchased && <Countdown endTime={state.expireTime} onEnd={onEnded} />}
      <ul className="fc-tiers">{shownTiers(state, offer.data.list).map(tier)}</ul>
    </div>
  );
}
