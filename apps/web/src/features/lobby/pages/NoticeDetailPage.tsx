import { useTranslation } from 'react-i18next';
import { useParams } from '../../../shared/router/index.ts';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { resourceUrl } from '../games/catalog.ts';
import { formatNewsDate, useNews } from '../notice/news.ts';
import { promoTarget } from '../promo/promo-target.ts';
import { useFollowPromo } from '../promo/use-follow-promo.ts';
import { registerLobbyPageTexts } from '../texts.ts';
import './NoticePages.css';

registerLobbyPageTexts();

/** /notice/detail/:id: one news item in full, with its link when it has one. */
export default function NoticeDetailPage() {
  registerLobbyPageTexts();
  const { t } = useTranslation();
  const { id } = useParams();
  const news = useNews();
  const base = useAppConfig()?.gameResourceUrl ?? '';
  const follow = useFollowPromo();
  const item = news.find((entry) => String(entry.id) === id);
  const target = item ? promoTarget(item) : null;
  return (
    <div className="news-detail">
      <PageHeader title={t('screens.noticeDetail')} fallback="/lobby/notice" />
      {item ? (
        <article className="news-detail__body" data-testid="news-detail">
          {item.imgUrl2 && <img className="news-detail__image" src={resourceUrl(item.imgUrl2, base)} alt="" />}
          <h2 data-testid="news-detail-title">{item.title}</h2>
          {item.createdAt !== undefined && <time className="news-detail__date">{formatNewsDate(item.createdAt)}</time>}
          <p className="news-detail__content">{item.content}</p>
          {target && <button type="button" className="news-detail__go" onClick={() => follow(target)}>{t('lobby.noticeGo')}</button>}
        </article>
      ) : (
        <p className="news-page__empty" data-testid="news-missing">{t('lobby.noticeNotFound')}</p>
      )}
    </div>
  );
}
