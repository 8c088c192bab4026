import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityRecord } from '@casino/contract';
import { fillPath } from '../../../shared/routing/feature-routes.ts';
import { promotionScreens } from '../paths.ts';
import { activityIcon } from '../icons.ts';
import { activityTypeOf } from '../types/registry.ts';
import { Countdown } from './Countdown.tsx';

/** One card per activity, in the list's order: its page when the app draws the type, else its details. */
export function ActivityCards({ ids, map, testId }: { ids: readonly number[]; map: Readonly<Record<string, ActivityRecord>>; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="promo-cards" data-testid={testId}>
      {ids.map((type) => {
        const record = map[String(type)];
        if (!record) return null;
        const detail = fillPath(promotionScreens.activityDetail.mobile[0], { id: String(record.instanceId) });
        const to = activityTypeOf(type)?.path ?? detail;
        return (
          <li key={type} className="promo-card" data-testid={`promo-card-${type}`}>
            <img className="promo-card__icon" src={activityIcon(type)} alt="" />
            <div className="promo-card__text">
              <Link to={to} className="promo-card__title">{record.title}</Link>
              {record.endTime === -1 ? <p className="promo-countdown">{t('promotions.noEnd')}</p> : <Countdown endTime={record.endTime} />}
            </div>
            <div className="promo-card__actions">
              <Link to={to} className="promo-card__open">{t('promotions.open')}</Link>
              {record.hasRules && <Link to={detail} className="promo-card__rules">{t('promotions.rules')}</Link>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
