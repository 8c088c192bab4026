import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import type { LadderBonus, LadderTier } from '@casino/contract';
import { Link, useNavigate } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { EmptyState, ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { walletTabPath } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { useLadderRecharge, useReceiveLadderBonus } from './api.ts';
import { philippineTime } from '../prize-words.ts';
import { registerLadderRechargeTexts } from './texts.ts';
import '../../promotions.css';
import './deposit-activities.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerLadderRechargeTexts();

/** What a tier gives: "5% bonus up to 20.00", "+10.00", "8% bonus +10.00 up to 100.00". */
export function tierGain(tier: Pick<LadderTier, 'percent' | 'fixed' | 'maxBonus'>, t: TFunction): string {
  const parts: string[] = [];
  if (tier.percent > 0) parts.push(t('promotions.ladder.percent', { percent: tier.percent }));
  if (tier.fixed > 0) parts.push(t('promotions.ladder.fixed', { amount: formatMoney(tier.fixed) }));
  if (tier.maxBonus !== undefined) parts.push(t('promotions.ladder.upTo', { amount: formatMoney(tier.maxBonus) }));
  return parts.join(' ');
}

/** The ladder's own words for the refusals a bonus can meet; the common text for the others. */
const failureText = (error: unknown, t: TFunction): string => {
  if (isCallError(error) && error.errcode === ActivityErrcode.UnknownReward) return t('promotions.ladder.err1007');
  if (isCallError(error) && error.errcode === ActivityErrcode.PeriodLimitReached) return t('promotions.ladder.err1010');
  return activityFailureText(error, t);
};

/**
 * /activity/ladderRecharge (phones and the desktop): the ladder's levels, today's count of bonus
 * deposits, and the recent qualifying deposits, each with its bonus and a Claim button while it
 * can be claimed (or why not).
 */
export default function LadderRechargePage() {
  registerPromotionTexts();
  registerLadderRechargeTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const ladder = useLadderRecharge();
  const receive = useReceiveLadderBonus();
  const claim = useDebouncedCallback((orderId: string) => {
    receive.mutate(orderId, {
      onSuccess: (answer) => void toast.success(t('promotions.ladder.done', { amount: formatMoney(answer.propList.reduce((sum, p) => sum + p.count, 0)) })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await ladder.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  const bonusRow = (bonus: LadderBonus) => (
    <li key={bonus.orderId} className={`dep-level dep-level--${bonus.status}`} data-testid={`ladder-bonus-${bonus.orderId}`} data-status={bonus.status}>
      <span className="dep-level__what">{t('promotions.ladder.deposited', { amount: formatMoney(bonus.amount) })}</span>
      <span className="dep-level__gain">
        {t('promotions.ladder.bonus', { amount: formatMoney(bonus.bonus) })}
        {bonus.betRate > 0 && ` · ${t('promotions.ladder.turnover', { rate: bonus.betRate })}`}
      </span>
      {bonus.status === 'claimable'
        ? (
          <>
            <span className="dep-level__status">{t('promotions.ladder.claimUntil', { time: philippineTime(bonus.claimUntil) })}</span>
            <button type="button" className="fc-prize__claim" data-testid={`ladder-claim-${bonus.orderId}`} disabled={receive.isPending} onClick={() => claim(bonus.orderId)}>
              {t('promotions.ladder.claim')}
            </button>
          </>
        )
        : <span className="dep-level__status">{t(`promotions.ladder.status.${bonus.status}`)}</span>}
    </li>
  );

  let body;
  if (ladder.isError) body = <ErrorState message={activityFailureText(ladder.error, t)} onRetry={() => void ladder.refetch()} testId="ladder-error" />;
  else if (!ladder.data) body = <Skeleton lines={5} testId="ladder-loading" />;
  else {
    const state = ladder.data.state;
    const lowest = state.tiers[0]?.minAmount ?? 0;
    body = (
      <div className="dep-offer" data-testid="ladder-offer">
        <p>{t('promotions.ladder.intro', { perDay: state.perDay })}</p>
        <ul className="dep-levels" data-testid="ladder-tiers">
          {state.tiers.map((tier) => (
            <li key={tier.id} className="dep-level" data-testid={`ladder-tier-${tier.id}`}>
              <span className="dep-level__what">{t('promotions.ladder.tier', { min: formatMoney(tier.minAmount) })}</span>
              <span className="dep-level__gain">{tierGain(tier, t)}</span>
              {tier.betRate > 0 && <span className="dep-level__status">{t('promotions.ladder.turnover', { rate: tier.betRate })}</span>}
            </li>
          ))}
        </ul>
        <p data-testid="ladder-today">{t('promotions.ladder.today', { used: state.earnedToday, perDay: state.perDay })}</p>
        <button type="button" className="fc-tier__pay dep-offer__deposit" data-testid="ladder-deposit" onClick={() => void navigate(walletTabPath('deposit'))}>
          {t('promotions.ladder.deposit')}
        </button>
        <h2 className="promo-page__section">{t('promotions.ladder.yours')}</h2>
        {state.bonuses.length === 0
          ? <EmptyState testId="ladder-empty">{t('promotions.ladder.none', { min: formatMoney(lowest) })}</EmptyState>
          : <ul className="dep-levels" data-testid="ladder-bonuses">{state.bonuses.map(bonusRow)}</ul>}
        <p><Link to={`/reward/detail/${state.instanceId}`} data-testid="ladder-rules">{t('promotions.ladder.rules')}</Link></p>
      </div>
    );
  }
  return (
    <ActivityPageFrame title={t('promotions.ladder.title')} testId="ladder-page">{body}</ActivityPageFrame>
  );
}
