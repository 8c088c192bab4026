import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { EmptyState } from '../../../shared/ui/StateViews.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import { useActivityData } from '../api/activity-ids.ts';
import { ActivityCards } from '../components/ActivityCards.tsx';
import { rewardListIds } from '../lobby-rules.ts';
import { registerPromotionTexts } from '../texts.ts';
import '../promotions.css';

registerPromotionTexts();

/**
 * /lobby/rewards (the promotions tab, public): the reward list (§5: the sign-up bonus only) and
 * every activity running for the player, by sort. A guest is asked to log in.
 */
export default function PromotionsPage() {
  registerPromotionTexts();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const data = useActivityData();
  const rewards = rewardListIds(data.activityIds);
  const activities = data.activityIds.filter((type) => !rewards.includes(type));
  let body;
  if (!user) {
    body = <EmptyState testId="promotions-guest" action={<Link to="/login" className="promo-card__open">{t('promotions.login')}</Link>}>{t('promotions.guest')}</EmptyState>;
  } else if (data.activityIds.length === 0) {
    body = <EmptyState testId="promotions-empty">{t('promotions.empty')}</EmptyState>;
  } else {
    body = (
      <>
        {rewards.length > 0 && (<><h2 className="promo-page__section">{t('promotions.rewardList')}</h2><ActivityCards ids={rewards} map={data.activityMap} testId="promotions-rewards" /></>)}
        {activities.length > 0 && (<><h2 className="promo-page__section">{t('promotions.activities')}</h2><ActivityCards ids={activities} map={data.activityMap} testId="promotions-activities" /></>)}
      </>
    );
  }
  return (
    <div className={isDesktop() ? 'promo-page promo-page--desktop' : 'promo-page'} data-testid="promotions-page">
      {isDesktop() ? <h1 className="promo-page__heading">{t('promotions.title')}</h1> : <header className="promo-page__bar"><h1>{t('promotions.title')}</h1></header>}
      <div className="promo-page__body">{body}</div>
    </div>
  );
}
