import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import type { CashPacket } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { EmptyState, ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { walletTabPath } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { Countdown } from '../../components/Countdown.tsx';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { useCashInstants, useCashPools, useClaimInstant, useClaimPool, useRechargeBonusHistory } from './api.ts';
import { registerCashBonusTexts } from './texts.ts';
import '../../promotions.css';
import './cash-bonus.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerCashBonusTexts();

/** The instant in Philippine time, "2031-05-02 00:00". */
const philippineTime = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** §9 recharge bonus kinds 1-13, in order: their text keys. */
const KIND_NAMES = [
  'collection', 'ticket', 'coin', 'shop', 'prop', 'buyProp', 'collection2', 'collection3', 'year2023', 'supply', 'festival', 'weekend', 'firstCharge',
] as const;

/** The cash bonus's own words for 1005 and 1007; the common activity texts for the others. */
const failureText = (error: unknown, t: TFunction): string => {
  if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.cashBonus.err1005');
  if (isCallError(error) && error.errcode === ActivityErrcode.UnknownReward) return t('promotions.cashBonus.err1007');
  return activityFailureText(error, t);
};

function History() {
  const { t } = useTranslation();
  const history = useRechargeBonusHistory();
  if (history.isError) return <ErrorState message={activityFailureText(history.error, t)} onRetry={() => void history.refetch()} testId="cash-history-error" />;
  if (!history.data) return <Skeleton lines={3} testId="cash-history-loading" />;
  if (history.data.list.length === 0) return <p data-testid="cash-history-empty">{t('promotions.cashBonus.historyEmpty')}</p>;
  return (
    <ul className="cb-history" data-testid="cash-history">
      {history.data.list.map((record, index) => (
        <li key={`${record.at}-${index}`} className="cb-history__row">
          <span>{t(`promotions.cashBonus.kind.${KIND_NAMES[record.kind - 1] ?? 'coin'}`)}</span>
          <span className="cb-history__amount">{formatMoney(record.coin)}</span>
          <span className="cb-history__time">{philippineTime(record.at)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /activity/cashBonus (phones and the desktop): the terms; the instant bonuses waiting, each with
 * its countdown and claim; each deposit's pool with the parts its bets have released and a claim;
 * the player's recharge bonuses by kind.
 */
export default function CashBonusPage() {
  registerPromotionTexts();
  registerCashBonusTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const pools = useCashPools();
  const instants = useCashInstants();
  const claimPool = useClaimPool();
  const claimInstant = useClaimInstant();
  const onError = async (error: unknown) => {
    void toast.fail(failureText(error, t));
    if (isActivityGone(error)) await refreshActivityIds(client);
    await Promise.all([pools.refetch(), instants.refetch()]);
  };
  const done = (answer: { propList: { count: number }[] }) =>
    void toast.success(t('promotions.cashBonus.done', { amount: formatMoney(answer.propList.reduce((sum, p) => sum + p.count, 0)) }));
  const takeInstant = useDebouncedCallback((orderId: string) => claimInstant.mutate(orderId, { onSuccess: done, onError }), Limits.claimDebounceMs);
  const takePool = useDebouncedCallback((orderId: string) => claimPool.mutate(orderId, { onSuccess: done, onError }), Limits.claimDebounceMs);

  const failed = pools.isError ? pools.error : instants.isError ? instants.error : null;
  let body;
  if (failed) {
    body = <ErrorState message={activityFailureText(failed, t)} onRetry={() => void Promise.all([pools.refetch(), instants.refetch()])} testId="cash-bonus-error" />;
  } else if (!pools.data || !instants.data) body = <Skeleton lines={6} testId="cash-bonus-loading" />;
  else {
    const terms = pools.data.terms;
    const waiting = instants.data.waiting;
    const packets = pools.data.packets;
    const pending = claimPool.isPending || claimInstant.isPending;
    const instantItem = (p: CashPacket) => (
      <li key={p.orderId} className="cb-item" data-testid={`cash-instant-${p.orderId}`}>
        <p>{t('promotions.cashBonus.instantItem', { amount: formatMoney(p.instant), deposit: formatMoney(p.deposit) })}</p>
        <Countdown endTime={p.instantUntil} onEnd={() => void instants.refetch()} />
        <button type="button" className="fc-prize__claim cb-item__claim" data-testid={`cash-instant-claim-${p.orderId}`} disabled={pending} onClick={() => takeInstant(p.orderId)}>
          {t('promotions.cashBonus.claimInstant', { amount: formatMoney(p.instant) })}
        </button>
      </li>
    );
    const poolItem = (p: CashPacket) => (
      <li key={p.orderId} className="cb-item" data-testid={`cash-pool-${p.orderId}`}>
        <p>{t('promotions.cashBonus.poolItem', { pool: formatMoney(p.pool), deposit: formatMoney(p.deposit) })}</p>
        <progress className="cb-item__progress" max={p.parts} value={p.released} aria-label={t('promotions.cashBonus.parts', { released: p.released, parts: p.parts, claimed: p.claimedParts })} />
        <p data-testid={`cash-pool-parts-${p.orderId}`}>{t('promotions.cashBonus.parts', { released: p.released, parts: p.parts, claimed: p.claimedParts })}</p>
        <p>{p.nextPartAt > 0 ? t('promotions.cashBonus.nextPart', { amount: formatMoney(p.nextPartAt - p.betsSince) }) : t('promotions.cashBonus.allReleased')}</p>
        <p className="cb-item__expires">{t('promotions.cashBonus.expires', { time: philippineTime(p.expiresAt) })}</p>
        <button type="button" className="fc-prize__claim cb-item__claim" data-testid={`cash-pool-claim-${p.orderId}`} disabled={pending || p.claimable === 0} onClick={() => takePool(p.orderId)}>
          {t('promotions.cashBonus.claimPool', { amount: formatMoney(p.claimable) })}
        </button>
      </li>
    );
    body = (
      <div className="cb" data-testid="cash-bonus">
        <p data-testid="cash-bonus-terms">{t('promotions.cashBonus.terms', { min: formatMoney(terms.minDeposit), percent: terms.percent, max: formatMoney(terms.maxBonus) })}</p>
        <p>{t('promotions.cashBonus.split', { instant: terms.instantPercent, hours: terms.claimHours, parts: terms.parts, times: terms.turnoverTimes, days: terms.expireDays })}</p>
        {terms.betRate > 0 && <p>{t('promotions.cashBonus.turnover', { rate: terms.betRate })}</p>}
        {waiting.length === 0 && packets.length === 0 ? (
          <EmptyState testId="cash-bonus-empty" action={<Link to={walletTabPath('deposit')} className="promo-card__open">{t('promotions.cashBonus.deposit')}</Link>}>
            {t('promotions.cashBonus.empty')}
          </EmptyState>
        ) : (
          <>
            {waiting.length > 0 && (<><h2 className="promo-page__section">{t('promotions.cashBonus.instantTitle')}</h2><ul className="cb-list">{waiting.map(instantItem)}</ul></>)}
            {packets.length > 0 && (<><h2 className="promo-page__section">{t('promotions.cashBonus.poolTitle')}</h2><ul className="cb-list">{packets.map(poolItem)}</ul></>)}
          </>
        )}
        <h2 className="promo-page__section">{t('promotions.cashBonus.historyTitle')}</h2>
        <History />
        <p><Link to={`/reward/detail/${pools.data.instanceId}`} data-testid="cash-bonus-rules">{t('promotions.cashBonus.rules')}</Link></p>
      </div>
    );
  }
  return (
    <ActivityPageFrame title={t('promotions.cashBonus.title')} testId="cash-bonus-page">{body}</ActivityPageFrame>
  );
}
