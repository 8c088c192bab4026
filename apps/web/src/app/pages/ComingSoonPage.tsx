import { useTranslation } from 'react-i18next';
import { Link, useMatches } from '../../shared/router/index.ts';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { registerAppPageTexts } from '../i18n/pages.ts';
import type { RouteHandle, ScreenKey } from '../routes/route-kit.tsx';
import './ComingSoonPage.css';

registerAppPageTexts();

/** The one page every not-yet-built screen shows: its name and "coming soon". */
export default function ComingSoonPage() {
  registerAppPageTexts();
  const { t } = useTranslation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const handle = (leaf?.handle ?? {}) as RouteHandle;
  const screen: ScreenKey = typeof handle.screen === 'function' ? handle.screen(leaf?.params ?? {}) : handle.screen ?? 'rule';
  const name = t(`screens.${screen}`);
  return (
    <div className={handle.inShell ? 'coming-soon is-in-shell' : 'coming-soon'}>
      {!handle.inShell && <PageHeader title={name} />}
      <div className="coming-soon__body">
        <svg className="coming-soon__art" viewBox="0 0 120 120" aria-hidden="true">
          <circle cx="60" cy="60" r="56" fill="#1c2246" stroke="rgba(255,200,61,.35)" strokeWidth="2" strokeDasharray="6 6" />
          <rect x="34" y="38" width="52" height="44" rx="8" fill="#262d58" />
          <path d="M34 50h52" stroke="#ffc83d" strokeWidth="3" />
          <circle cx="60" cy="66" r="9" fill="none" stroke="#ffc83d" strokeWidth="3" />
          <path d="M60 61v5l3 3" stroke="#ffc83d" strokeWidth="3" strokeLinecap="round" fill="none" />
        </svg>
        <h1 className="coming-soon__title" data-testid="coming-soon">{t('common.comingSoon', { name })}</h1>
        <p className="coming-soon__text">{t('common.comingSoonBody')}</p>
        {!handle.inShell && <Link to="/lobby/home" className="coming-soon__home">{t('common.backToLobby')}</Link>}
      </div>
    </div>
  );
}
