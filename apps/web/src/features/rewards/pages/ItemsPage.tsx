import { useTranslation } from 'react-i18next';
import type { BagItem, RewardClaim } from '@casino/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatDate, formatDateTime } from '../../../shared/format/time.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { claimsOf, useItemBag, useRewardClaims } from '../api/item-bag.ts';
import { bagItemName, claimSummary } from '../item-text.ts';
import { registerRewardTexts } from '../texts.ts';
import '../rewards.css';

registerRewardTexts();

/** /profile/items: the items the player holds (coupons apply on deposit by themselves) and where every reward came from. */
export default function ItemsPage() {
  registerRewardTexts();
  const { t } = useTranslation();
  return (
    <div className="rewards-screen" data-testid="items-page">
      <PageHeader title={t('rewards.title')} />
      <div className="rewards-screen__body">
        <section aria-labelledby="bag-title">
          <h2 id="bag-title" className="rewards-screen__heading">{t('rewards.bagTitle')}</h2>
          <Bag />
        </section>
        <section aria-labelledby="history-title">
          <h2 id="history-title" className="rewards-screen__heading">{t('rewards.historyTitle')}</h2>
          <History />
        </section>
      </div>
    </div>
  );
}

function Bag() {
  const { t } = useTranslation();
  const bag = useItemBag();
  if (bag.isPending) return <Skeleton lines={3} testId="bag-loading" />;
  if (bag.isError) return <ErrorState message={t('rewards.loadFailed')} onRetry={() => void bag.refetch()} testId="bag-error" />;
  if (bag.data.length === 0) return <EmptyState testId="bag-empty">{t('rewards.bagEmpty')}</EmptyState>;
  return <ul className="rewards-bag" data-testid="bag-list">{bag.data.map((item) => <BagRow key={item.id} item={item} />)}</ul>;
}

function BagRow({ item }: { item: BagItem }) {
  const { t } = useTranslation();
  return (
    <li className="rewards-bag__item" data-testid={`bag-item-${item.itemId}`}>
      <div className="rewards-bag__main">
        <span className="rewards-bag__name">{bagItemName(t, item)}</span>
        <span className="rewards-bag__count">{t('rewards.count', { count: item.count })}</span>
      </div>
      {item.kind === 'coupon' && <p className="rewards-bag__note">{t('rewards.couponLimit', { limit: formatMoney(item.limitAmount) })}</p>}
      <p className="rewards-bag__note">{item.expireTime === -1 ? t('rewards.noExpiry') : t('rewards.expires', { date: formatDate(item.expireTime) })}</p>
    </li>
  );
}

function History() {
  const { t } = useTranslation();
  const claims = useRewardClaims();
  const rows = claimsOf(claims.data?.pages ?? []);
  if (claims.isPending) return <Skeleton lines={4} testId="claims-loading" />;
  if (claims.isError && rows.length === 0) {
    return <ErrorState message={t('rewards.historyFailed')} onRetry={() => void claims.refetch()} testId="claims-error" />;
  }
  if (rows.length === 0) return <EmptyState testId="claims-empty">{t('rewards.historyEmpty')}</EmptyState>;
  return (
    <>
      <ul className="rewards-claims" data-testid="claims-list">{rows.map((claim) => <ClaimRow key={claim.id} claim={claim} />)}</ul>
      {claims.hasNextPage && (
        <button type="button" className="rewards-claims__more" disabled={claims.isFetchingNextPage} onClick={() => void claims.fetchNextPage()}>
          {t('rewards.more')}
        </button>
      )}
    </>
  );
}

function ClaimRow({ claim }: { claim: RewardClaim }) {
  const { t } = useTranslation();
  return (
    <li className="rewards-claims__row" data-testid={`claim-${claim.id}`}>
      <div className="rewards-claims__main">
        <span className="rewards-claims__source">{t(`rewards.source.${claim.source}`)}</span>
        <span className="rewards-claims__title">{claim.title}</span>
      </div>
      <div className="rewards-claims__what">{claimSummary(t, claim)}</div>
      <div className="rewards-claims__meta">
        <time dateTime={new Date(claim.createdAt).toISOString()}>{formatDateTime(claim.createdAt)}</time>
        {claim.turnoverAdded > 0 && <span>{t('rewards.turnover', { amount: formatMoney(claim.turnoverAdded) })}</span>}
        {claim.forfeitedAt !== null && <span className="rewards-claims__forfeit">{t('rewards.forfeited', { reason: claim.forfeitReason ?? '' })}</span>}
      </div>
    </li>
  );
}
