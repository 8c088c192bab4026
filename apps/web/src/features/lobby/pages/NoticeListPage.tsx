import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { resourceUrl } from '../games/catalog.ts';
import { formatNewsDate, useNews } from '../notice/news.ts';
import { forLayout } from '../promo/promo-target.ts';
import { registerLobbyPageTexts } from '../texts.ts';
import './NoticePages.css';

registerLobbyPageTexts();

/** /lobby/notice: the news list (a lobby tab on phones, a menu entry on the desktop). */
export default function NoticeListPage() {
  registerLobbyPageTexts();
  const { t } = useTranslation();
  const news = useNews();
  const base = useAppConfig()?.gameResourceUrl ?? '';
  const desktop = isDesktop();
  return (
    <div className="news-page">
      <header className="news-page__title"><h1>{t('lobby.notice')}</h1></header>
      {news.length === 0 ? (
        <p className="news-page__empty" data-testid="news-empty">{t('lobby.noticeEmpty')}</p>
      ) : (
        <ul className="news-list" data-testid="news-list">
          {news.map((item) => (
            <li key={item.id}>
              <Link to={forLayout(`/notice/detail/${item.id}`, desktop)} className="news-card" data-testid="news-item">
                {item.imgUrl2 && <img className="news-card__image" src={resourceUrl(item.imgUrl2, base)} alt="" loading="lazy" />}
                <span className="news-card__text">
                  <strong className="news-card__title">{item.title}</strong>
                  <span className="news-card__snippet">{item.content}</span>
                  <span className="news-card__meta">
                    <time>{formatNewsDate(item.createdAt)}</time>
                    <span className="news-card__more">{t('lobby.noticeDetails')}</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
