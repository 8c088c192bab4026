import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InterfaceShowType, noticePopups, TrackingEvent } from '@casino/contract';
import { useAppConfig, useIsGreen, useSiteConfig } from '../../../shared/app-config/store.ts';
import { readText, writeText } from '../../../shared/storage/storage.ts';
import { track } from '../../../shared/tracking/track.ts';
import { resourceUrl } from '../games/catalog.ts';
import { currentEnvironment, isInAppOrContainer } from '../../../shared/device/environment.ts';
import { LobbySessionKey } from '../lib/storage-keys.ts';
import { promoTarget } from '../promo/promo-target.ts';
import { usePromoViewer } from '../promo/promo-viewer.ts';
import { useFollowPromo } from '../promo/use-follow-promo.ts';
import './NoticeModal.css';

export function noticeModalClosed(): boolean {
  return readText(LobbySessionKey.noticeModalClosed, 'session') === '1';
}

/**
 * §4 home notice modal: the §5 pop-up notices, once per visit until the player closes it (the
 * close sets a flag for the rest of the visit). Outside the app and green mode it also offers the app.
 */
export function NoticeModal() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const viewer = usePromoViewer();
  const green = useIsGreen();
  const { appName } = useSiteConfig();
  const follow = useFollowPromo();
  const [closed, setClosed] = useState(noticeModalClosed);
  const [index, setIndex] = useState(0);
  const notices = useMemo(() => noticePopups(config?.appNoticeConfigList ?? [], viewer), [config, viewer]);
  const shownId = closed ? undefined : notices[Math.min(index, notices.length - 1)]?.id;
  // §7 active_interface_show: each notice the pop-up shows, with how it came up.
  useEffect(() => {
    if (shownId !== undefined) track(TrackingEvent.ActiveInterfaceShow, { interfaceId: shownId, showType: InterfaceShowType.Popup });
  }, [shownId]);

  if (closed || notices.length === 0) return null;
  const notice = notices[Math.min(index, notices.length - 1)]!;
  const target = promoTarget(notice);
  const offerApp = !green && !isInAppOrContainer(currentEnvironment());
  const close = () => {
    writeText(LobbySessionKey.noticeModalClosed, '1', 'session');
    setClosed(true);
  };
  const base = config?.gameResourceUrl ?? '';

  return (
    <div className="notice-modal" role="dialog" aria-modal="true" aria-labelledby="notice-modal-title" data-testid="notice-modal">
      <div className="notice-modal__card">
        <header className="notice-modal__head">
          <h2 id="notice-modal-title">{t('lobby.noticeModalTitle')}</h2>
          <button type="button" className="notice-modal__close" aria-label={t('common.close')} data-testid="notice-modal-close" onClick={close}>×</button>
        </header>
        <article className="notice-modal__body">
          {notice.imgUrl2 && (
            <button type="button" className="notice-modal__image" disabled={!target} onClick={() => follow(target)}>
              <img src={resourceUrl(notice.imgUrl2, base)} alt="" />
            </button>
          )}
          <h3>{notice.title}</h3>
          <p>{notice.content}</p>
          {target && (
            <button type="button" className="notice-modal__go" onClick={() => { close(); follow(target); }}>{t('lobby.noticeGo')}</button>
          )}
        </article>
        {notices.length > 1 && (
          <nav className="notice-modal__pager">
            {notices.map((item, position) => (
              <button key={item.id} type="button" aria-label={`${position + 1}`} aria-current={position === index}
                className={position === index ? 'is-active' : undefined} onClick={() => setIndex(position)} />
            ))}
          </nav>
        )}
        {offerApp && (
          <a className="notice-modal__download" href={config?.h5.downloadUrl || '/apkdownload'} data-testid="notice-modal-download">
            <strong>{t('lobby.downloadTitle', { appName })}</strong>
            <span>{t('lobby.downloadAction')}</span>
          </a>
        )}
      </div>
    </div>
  );
}
