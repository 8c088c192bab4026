import { useEffect, useMemo, useRef, useState } from 'react';
import { Limits, visibleBanners } from '@casino/contract';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { resourceUrl } from '../games/catalog.ts';
import { promoTarget } from './promo-target.ts';
import { usePromoViewer } from './promo-viewer.ts';
import { useFollowPromo } from './use-follow-promo.ts';
import './Banner.css';

/** The distance from one slide to the next (a full width on phones; desktop shows two at once). */
function slideStep(track: HTMLElement): number {
  const first = track.firstElementChild as HTMLElement | null;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  return Math.max(1, (first?.offsetWidth ?? track.clientWidth) + gap);
}

const SCROLL_END_SUPPORTED = typeof window !== 'undefined' && 'onscrollend' in window;

/** The home swipe banner (§2): the lobby ads the §5 rules let through, autoplaying every 3000 ms. */
export function Banner() {
  const config = useAppConfig();
  const viewer = usePromoViewer();
  const follow = useFollowPromo();
  const banners = useMemo(() => visibleBanners(config?.appLobbyAdConfigList ?? [], viewer), [config, viewer]);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const count = banners.length;

  useEffect(() => {
    const element = track.current;
    if (count < 2 || held || !element) return undefined;
    const timer = setInterval(() => {
      // Not while the page is in the background or the kept-alive home is hidden.
      if (document.hidden || element.offsetParent === null || typeof element.scrollTo !== 'function') return;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
      const left = atEnd ? 0 : element.scrollLeft + slideStep(element);
      element.scrollTo({ left, behavior: 'smooth' });
    }, Limits.bannerAutoplayMs);
    return () => clearInterval(timer);
  }, [count, held]);

  if (count === 0) return null;
  const showSlideInView = () => {
    const element = track.current;
    if (element) setIndex(Math.round(element.scrollLeft / slideStep(element)));
  };
  // The dots follow the slide once a scroll has settled (one render per slide), where the browser
  // says when that is; else at every scroll event.
  const onScroll = SCROLL_END_SUPPORTED ? { onScrollEnd: showSlideInView } : { onScroll: showSlideInView };
  const base = config?.gameResourceUrl ?? '';
  return (
    <section className="banner" data-testid="home-banner">
      <div className="banner__track" ref={track} {...onScroll}
        onPointerDown={() => setHeld(true)} onPointerUp={() => setHeld(false)} onPointerCancel={() => setHeld(false)}
        onMouseEnter={() => setHeld(true)} onMouseLeave={() => setHeld(false)}>
        {banners.map((banner, position) => (
          <button key={banner.id} type="button" className="banner__slide" data-testid="banner-slide"
            aria-label={`${position + 1} / ${count}`} onClick={() => follow(promoTarget(banner))}>
            <img src={resourceUrl(banner.imgUrl2, base)} alt="" draggable={false}
              loading={position === 0 ? 'eager' : 'lazy'} fetchPriority={position === 0 ? 'high' : 'auto'} />
          </button>
        ))}
      </div>
      {count > 1 && (
        <div className="banner__dots" aria-hidden="true">
          {banners.map((banner, position) => <span key={banner.id} className={position === index ? 'is-active' : undefined} />)}
        </div>
      )}
    </section>
  );
}
