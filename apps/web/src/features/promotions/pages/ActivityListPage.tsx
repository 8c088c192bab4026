import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/StateViews.tsx';
import { useActivityData } from '../api/activity-ids.ts';
import { ActivityCards } from '../components/ActivityCards.tsx';
import { registerPromotionTexts } from '../texts.ts';
import '../promotions.css';

registerPromotionTexts();

/** /lobby/activity (inside the mobile lobby shell): every activity running for the player, by sort (§5). */
export default function ActivityListPage() {
  registerPromotionTexts();
  const { t } = useTranslation();
  const data = useActivityData();
  return (
    <div className="promo-page" data-testid="activity-list-page">
      <header className="promo-page__bar"><h1>{t('promotions.activities')}</h1></header>
      <div className="promo-page__body">
        {data.activityIds.length === 0
          ? <EmptyState testId="activity-list-empty">{t('promotions.empty')}</EmptyState>
          : <ActivityCards ids={data.activityIds} map={data.activityMap} testId="activity-list" />}
      </div>
    </div>
  );
}
