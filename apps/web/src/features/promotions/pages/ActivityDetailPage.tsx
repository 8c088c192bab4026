import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../../shared/router/index.ts';
import { formatDateTime } from '../../../shared/format/time.ts';
import { ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { useActivityDetail } from '../api/activity-detail.ts';
import { activityFailureText } from '../errors.ts';
import { RuleText } from '../components/RuleText.tsx';
import { registerPromotionTexts } from '../texts.ts';
import { activityTypeOf } from '../types/registry.ts';
import '../promotions.css';
import { ActivityPageFrame } from '../components/ActivityPageFrame.tsx';

registerPromotionTexts();

/** /reward/detail/{id}: an activity instance's title, schedule and rules, with a way to its page. */
export default function ActivityDetailPage() {
  registerPromotionTexts();
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useActivityDetail(Number.isSafeInteger(id) && id > 0 ? { instanceId: id } : null);
  const activity = detail.data?.activity;
  let body;
  if (activity) {
    const page = activityTypeOf(activity.type)?.path;
    body = (
      <article className="promo-detail" data-testid="activity-detail">
        <h2>{activity.title}</h2>
        {activity.startTime !== -1 && <p className="promo-countdown">{t('promotions.from', { time: formatDateTime(activity.startTime) })}</p>}
        <p className="promo-countdown">{activity.endTime === -1 ? t('promotions.noEnd') : t('promotions.until', { time: formatDateTime(activity.endTime) })}</p>
        {activity.rules ? <RuleText text={activity.rules} /> : <p>{t('promotions.noRules')}</p>}
        {page && activity.running && <Link to={page} className="promo-card__open">{t('promotions.open')}</Link>}
      </article>
    );
  } else if (detail.isError || !detail.isEnabled) {
    body = <ErrorState message={activityFailureText(detail.error, t)} onRetry={() => void detail.refetch()} testId="activity-detail-error" />;
  } else {
    body = <Skeleton lines={5} testId="activity-detail-loading" />;
  }
  return (
    <ActivityPageFrame title={t('promotions.detailTitle')} testId="activity-detail-page">{body}</ActivityPageFrame>
  );
}
