import { useTranslation } from 'react-i18next';
import { ShowAfterPaint } from '../../../shared/render/ShowAfterPaint.tsx';
import { useIsGreen } from '../../../shared/app-config/store.ts';
import { LobbyFooter } from '../footer/LobbyFooter.tsx';
import { useHotGames } from '../games/catalog.ts';
import { Banner } from '../promo/Banner.tsx';
import { BigWinTicker } from '../promo/BigWinTicker.tsx';
import { FeaturedRewards } from '../promo/FeaturedRewards.tsx';
import { PromoVideo } from '../promo/PromoVideo.tsx';
import { GameGrid } from '../tiles/GameGrid.tsx';
import './panels.css';

/**
 * The Home tab (§2): the banner; the promo video, featured rewards and big-win ticker (none of
 * them in green mode); the popular games; the footer.
 */
export function HomePanel() {
  const { t } = useTranslation();
  const green = useIsGreen();
  const hot = useHotGames();
  return (
    <section className="home-panel" data-testid="home-panel">
      <Banner />
      {/* Below the banner, in three parts a frame apart: the app's start lays out and paints
          each in a task of its own (see ShowAfterPaint). */}
      <ShowAfterPaint name="home-promo">
        {!green && <BigWinTicker />}
        {!green && (
          <div className="home-promo">
            <PromoVideo />
            <FeaturedRewards />
          </div>
        )}
        <ShowAfterPaint name="home-popular">
          <h2 className="home-panel__title">
            <svg className="home-panel__flame" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3-1-3 0-6 1-9.5z" fill="url(#flame)" />
              <defs><linearGradient id="flame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stopColor="#ffd200" /><stop offset="1" stopColor="#ff5470" /></linearGradient></defs>
            </svg>
            {t('lobby.popular')}
          </h2>
          <div className="home-panel__grid">
            <GameGrid games={hot} testId="popular-grid" />
          </div>
          <ShowAfterPaint name="home-footer">
            <LobbyFooter />
          </ShowAfterPaint>
        </ShowAfterPaint>
      </ShowAfterPaint>
    </section>
  );
}
