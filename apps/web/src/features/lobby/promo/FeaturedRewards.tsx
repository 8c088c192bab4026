import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useActivityDataState } from '../../promotions/index.ts';
import { featuredEntries, nextVipThreshold } from './featured.ts';
import type { FeaturedEntry } from './featured.ts';
import './FeaturedRewards.css';

const PLACEHOLDERS = ['first', 'second', 'third'];

/** Featured rewards of home (§2), by the player's active activities (none for a guest). */
export function FeaturedRewards() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const user = useCurrentUser();
  const { data: { activityIds }, ready } = useActivityDataState();
  const threshold = nextVipThreshold(config?.appUserLevelConfigList ?? [], user?.bet ?? 0);
  const text = (entry: FeaturedEntry): [string, string] => {
    switch (entry.kind) {
      case 'tasks': return [t('lobby.featuredTasks'), t('lobby.featuredTasksBody')];
      case 'vipRebate':
      case 'vip': return [
        entry.kind === 'vip' ? t('lobby.featuredVip') : t('lobby.featuredVipRebate'),
        threshold > 0 ? t('lobby.featuredVipBody', { amount: formatMoney(threshold) }) : t('lobby.featuredVipTop'),
      ];
      case 'agent': return [t('lobby.featuredAgent'), t('lobby.featuredAgentBody')];
      case 'deposit': return [t('lobby.featuredDeposit'), t('lobby.featuredDepositBody')];
    }
  };
  return (
    <section className="featured" data-testid="featured-rewards" aria-label={t('lobby.featured')} aria-busy={!ready}>
      {/* Until the player's activities are known, empty cards hold the row: the real ones then take their place without moving anything. */}
      {!ready && PLACEHOLDERS.map((key) => <span key={key} className="featured__card featured__card--placeholder" aria-hidden="true" />)}
      {ready && featuredEntries(activityIds).map((entry) => {
        const [title, body] = text(entry);
        return (
          <Link key={entry.kind} to={entry.to} className={`featured__card featured__card--${entry.kind}`} data-testid={`featured-${entry.kind}`}>
            <span className="featured__title">{title}</span>
            <span className="featured__body">{body}</span>
            <FeaturedArt kind={entry.kind} />
          </Link>
        );
      })}
    </section>
  );
}

function FeaturedArt({ kind }: { kind: FeaturedEntry['kind'] }) {
  return (
    <svg className="featured__art" viewBox="0 0 48 48" aria-hidden="true">
      {kind === 'tasks' && (<><rect x="10" y="8" width="28" height="34" rx="4" fill="#fff" fillOpacity=".9" /><path d="M16 20l3 3 6-6M16 31l3 3 6-6" stroke="#2b7cff" strokeWidth="3" fill="none" strokeLinecap="round" /><path d="M29 20h4M29 31h4" stroke="#2b7cff" strokeWidth="3" strokeLinecap="round" /></>)}
      {(kind === 'vip' || kind === 'vipRebate') && (<><path d="M6 18l9 7 9-13 9 13 9-7-4 20H10z" fill="#fff3c4" /><rect x="10" y="38" width="28" height="4" rx="2" fill="#fff3c4" /><circle cx="24" cy="28" r="3" fill="#b4379f" /></>)}
      {kind === 'agent' && (<><circle cx="17" cy="18" r="6" fill="#fff" /><circle cx="32" cy="20" r="5" fill="#fff" fillOpacity=".8" /><path d="M6 38c1-7 6-11 11-11s10 4 11 11zM25 38c1-5 4-9 8-9s7 4 8 9z" fill="#fff" /></>)}
      {kind === 'deposit' && (<><circle cx="24" cy="24" r="16" fill="#ffe08a" /><circle cx="24" cy="24" r="11" fill="none" stroke="#a35c00" strokeWidth="2" strokeDasharray="3 2" /><path d="M24 16v16M18 22l6-6 6 6" stroke="#7a4300" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" /></>)}
    </svg>
  );
}
