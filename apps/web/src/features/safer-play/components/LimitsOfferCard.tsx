import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { saferPlayPaths } from '../paths.ts';
import { registerSaferPlayTexts } from '../texts.ts';
import '../safer-play.css';

registerSaferPlayTexts();

/** "Set a deposit limit now?", in the page's flow (it blocks nothing): yes opens the safer play screen, no closes. */
export default function LimitsOfferCard({ onClose }: { onClose: () => void }) {
  registerSaferPlayTexts();
  const { t } = useTranslation();
  return (
    <section className="sp-banner" aria-labelledby="limits-offer-title" data-testid="limits-offer">
      <div className="sp-banner__text">
        <strong id="limits-offer-title">{t('saferPlay.offer.title')}</strong>
        <span>{t('saferPlay.offer.body')}</span>
        <span className="sp-banner__actions">
          <Link to={saferPlayPaths().saferPlay} className="sp-button" onClick={onClose} data-testid="limits-offer-set">{t('saferPlay.offer.yes')}</Link>
          <button type="button" className="sp-button sp-button--ghost" onClick={onClose} data-testid="limits-offer-later">{t('saferPlay.offer.no')}</button>
        </span>
      </div>
    </section>
  );
}
