import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { useActivityDataState } from '../../promotions/index.ts';
import { resourceUrl } from '../games/catalog.ts';
import { promoTarget } from './promo-target.ts';
import { chooseVideo, lastVideo, rememberVideo } from './promo-video.ts';
import { useFollowPromo } from './use-follow-promo.ts';
import './PromoVideo.css';

/** Addresses a video element can play; anything else (a still) is shown as the cover only. */
const PLAYABLE = /\.(mp4|webm|ogv|mov|m3u8)(\?|#|$)/i;

/**
 * The home promo video (§4 choice). It loads nothing until played. Its target (a game, an
 * activity) opens from the button over it, or from the cover when there is nothing to play.
 */
export function PromoVideo() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const follow = useFollowPromo();
  const [playing, setPlaying] = useState(false);
  const { data: { activityIds, loginPaying }, ready } = useActivityDataState();
  const video = useMemo(() => {
    const videos = config?.appPromotionalVideoList ?? [];
    // Until the player's activities are known, the video shown last stays (no second picture to fetch and paint).
    if (!ready) return lastVideo(videos) ?? chooseVideo(videos, null);
    return rememberVideo(chooseVideo(videos, { activityIds, loginPaying }));
  }, [config, activityIds, loginPaying, ready]);
  if (!video) return null;
  const base = config?.gameResourceUrl ?? '';
  const cover = resourceUrl(video.coverImg, base);
  const source = resourceUrl(video.path, base);
  const playable = PLAYABLE.test(source);
  const target = promoTarget(video);
  return (
    <section className="promo-video" data-testid="promo-video" aria-label={t('lobby.video')}>
      {playing ? (
        <video className="promo-video__player" src={source} poster={cover} controls autoPlay playsInline />
      ) : (
        <button type="button" className="promo-video__cover" aria-label={t('lobby.video')}
          onClick={() => (playable ? setPlaying(true) : follow(target))}>
          {/* Above the fold on phones: often the largest picture of the first screen (its LCP), so fetched first. */}
          {cover && <img src={cover} alt="" decoding="async" fetchPriority="high" />}
          {playable && <span className="promo-video__play" aria-hidden="true" />}
        </button>
      )}
      {target && (playable || playing) && (
        <button type="button" className="promo-video__go" onClick={() => follow(target)}>{t('lobby.noticeGo')}</button>
      )}
    </section>
  );
}
