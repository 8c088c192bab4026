import { useTranslation } from 'react-i18next';
import type { ActivityRecord } from '@casino/contract';
import type { ReactNode } from 'react';
import { Link } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { fillPath } from '../../../shared/routing/feature-routes.ts';
import { entryTarget } from '../entry-target.ts';
import type { EntryTarget } from '../entry-target.ts';
import { promotionScreens } from '../paths.ts';
import { ActivityIcon } from '../ActivityIcon.tsx';
import { Countdown } from './Countdown.tsx';

/** A screen of the app as a link; an outside address (a link activity's) in a new window. */
function EntryLink({ target, className, children }: { target: EntryTarget; className: string; children: ReactNode }) {
  if (target.kind === 'url') return <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>{children}</a>;
  return <Link to={target.to} className={className}>{children}</Link>;
}

/** One card per activity, in the list's order: a link activity's address, else its page when the app draws the type, else its details. */
export function ActivityCards({ ids, map, testId }: { ids: readonly number[]; map: Readonly<Record<string, ActivityRecord>>; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="promo-cards" data-testid={testId}>
      {ids.map((type) => {
        const record = map[String(type)];
        if (!record) return null;
        const detail = fillPath(promotionScreens.activityDetail.mobile[0], { id: String(record.instanceId) });
        const to = entryTarget(type, record, isDesktop()) ?? { kind: 'route', to: detail };
        return (
          <li key={type} className="promo-card" data-testid={`promo-card-${type}`}>
            <ActivityIcon type={type} className="promo-card__icon" />
            <div className="promo-card__text">
              <EntryLink target={to} className="promo-card__title">{record.title}</EntryLink>
              {record.endTime === -1 ? <p className="promo-countdown">{t('promotions.noEnd')}</p> : <Countdown endTime={record.endTime} />}
            </div>
            <div className="promo-card__actions">
              <EntryLink target={to} className="promo-card__open">{t('promotions.open')}</EntryLink>
              {record.hasRules && <Link to={detail} className="promo-card__rules">{t('promotions.rules')}</Link>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
