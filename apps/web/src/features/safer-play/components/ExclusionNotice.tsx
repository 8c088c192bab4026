import { useTranslation } from 'react-i18next';
import type { ExclusionNotice as Exclusion } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { exclusionText } from '../lib/exclusion-text.ts';
import { saferPlayPaths } from '../paths.ts';
import { registerSaferPlayTexts } from '../texts.ts';
import '../safer-play.css';

registerSaferPlayTexts();

/** The break notice's body: until when, that withdrawals remain possible, and the way to the safer play screen. */
export default function ExclusionNotice({ exclusion, onDismiss }: { exclusion: Exclusion; onDismiss: () => void }) {
  registerSaferPlayTexts();
  const { t } = useTranslation();
  return (
    <div className="sp-banner" role="status" data-testid="exclusion-banner" data-kind={exclusion.kind}>
      <div className="sp-banner__text">
        <strong data-testid="exclusion-banner-text">{exclusionText(t, exclusion)}</strong>
        <span>{t('saferPlay.notice.withdrawals')}</span>
        <Link to={saferPlayPaths().saferPlay} data-testid="exclusion-banner-link">{t('saferPlay.notice.details')}</Link>
      </div>
      <button type="button" className="sp-banner__close" aria-label={t('saferPlay.notice.dismiss')} onClick={onDismiss} data-testid="exclusion-banner-dismiss">×</button>
    </div>
  );
}
