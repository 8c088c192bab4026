import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { vipPaths } from '../paths.ts';
import { registerVipTexts } from '../texts.ts';
import './level-up.css';

registerVipTexts();

/** Closes by itself after a while: a celebration, not a task. */
const SHOWN_MS = 8_000;

/** "Level up! You are now VIP n": a small card over the screen, with a way to the VIP page. */
export default function LevelUpNotice({ level, onClose }: { level: number; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onClose, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div className="vip-levelup" role="dialog" aria-modal="false" aria-labelledby="vip-levelup-title" data-testid="vip-levelup">
      <div className="vip-levelup__card">
        <svg className="vip-levelup__crown" viewBox="0 0 64 48" aria-hidden="true">
          <path d="M6 40 L10 12 L24 26 L32 6 L40 26 L54 12 L58 40 Z" />
          <rect x="6" y="40" width="52" height="6" rx="2" />
        </svg>
        <h2 id="vip-levelup-title" className="vip-levelup__title">{t('vip.levelUp.title')}</h2>
        <p className="vip-levelup__body" data-testid="vip-levelup-level" data-level={level}>{t('vip.levelUp.body', { level })}</p>
        <p className="vip-levelup__note">{t('vip.levelUp.reward')}</p>
        <div className="vip-levelup__actions">
          <button type="button" className="vip-levelup__close" onClick={onClose} data-testid="vip-levelup-close">{t('vip.levelUp.close')}</button>
          <Link to={vipPaths().vip} className="vip-levelup__view" onClick={onClose} data-testid="vip-levelup-view">{t('vip.levelUp.view')}</Link>
        </div>
      </div>
    </div>
  );
}
