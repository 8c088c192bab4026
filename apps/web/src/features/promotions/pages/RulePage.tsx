import { useTranslation } from 'react-i18next';
import { useParams } from '../../../shared/router/index.ts';
import { Skeleton } from '../../../shared/ui/StateViews.tsx';
import { useActivityDetail } from '../api/activity-detail.ts';
import { RuleText } from '../components/RuleText.tsx';
import { RULE_TYPES } from '../paths.ts';
import { registerPromotionTexts } from '../texts.ts';
import '../promotions.css';
import { ActivityPageFrame } from '../components/ActivityPageFrame.tsx';

registerPromotionTexts();

/** /rule/{name} (public): the rule text of the instance running for the page's activity type. */
export default function RulePage() {
  registerPromotionTexts();
  const { t } = useTranslation();
  const type = RULE_TYPES[useParams().name ?? ''] ?? null;
  const detail = useActivityDetail(type === null ? null : { type });
  const activity = detail.data?.activity;
  let body;
  if (activity?.rules) body = <><h2>{activity.title}</h2><RuleText text={activity.rules} /></>;
  else if (detail.isPending && type !== null) body = <Skeleton lines={5} testId="rule-loading" />;
  else body = <p data-testid="rule-none">{t('promotions.noRules')}</p>;
  return (
    <ActivityPageFrame title={t('promotions.rules')} testId="rule-page">{body}</ActivityPageFrame>
  );
}
