import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { PageHeader, useGoBack } from '../../../shared/ui/PageHeader.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { mergeMailPages, useMailList } from '../api/get-mail.ts';
import { useMailUnread } from '../api/has-mail-unread.ts';
import { MailReader } from '../components/MailReader.tsx';
import { MailRow } from '../components/MailRow.tsx';
import { registerMailTexts } from '../texts.ts';
import '../../../shared/ui/form-screens.css';
import '../mail.css';

registerMailTexts();

/** The mail id in `?id=`, when it is one. */
export function openedMailId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * /lobby/email (inside the mobile lobby shell) and /profile/email: the inbox, newest first, and
 * one mail opened with `?id=` (on a phone in place of the list, on the desktop beside it).
 */
export default function MailPage() {
  registerMailTexts();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = openedMailId(params.get('id'));
  const backToList = useGoBack(pathname);
  const desktop = isDesktop();

  if (!desktop && id !== null) {
    return (
      <div className="mail-screen" data-testid="mail-page">
        <PageHeader title={t('mail.title')} fallback={pathname} />
        <div className="mail-screen__body"><MailReader id={id} onDeleted={backToList} /></div>
      </div>
    );
  }
  return (
    <div className={desktop ? 'mail-screen mail-screen--split' : 'mail-screen'} data-testid="mail-page">
      <InboxHeader withBack={!desktop && !pathname.startsWith('/lobby/')} />
      <div className="mail-screen__body">
        <Inbox selected={id} />
        {desktop && (
          <section className="mail-screen__reader">
            {id === null ? <p className="mail-screen__hint">{t('mail.detail.choose')}</p> : <MailReader key={id} id={id} onDeleted={backToList} />}
          </section>
        )}
      </div>
    </div>
  );
}

/** The title, with the unread count and a note when gifts wait; a back arrow on the profile page of a phone. */
function InboxHeader({ withBack }: { withBack: boolean }) {
  const { t } = useTranslation();
  const list = useMailList();
  const flags = useMailUnread();
  const unread = list.data?.pages[0]?.unread ?? 0;
  const count = unread > 0 ? <span className="mail-screen__count" data-testid="mail-unread-count">{t('mail.unreadCount', { count: unread })}</span> : null;
  return (
    <>
      {withBack ? <PageHeader title={t('mail.title')} right={count} /> : (
        <header className="mail-screen__title">
          <h1>{t('mail.title')}</h1>
          {count}
        </header>
      )}
      {flags.data?.red2 && <p className="mail-screen__gifts" data-testid="mail-gifts-waiting">{t('mail.giftsWaiting')}</p>}
    </>
  );
}

function Inbox({ selected }: { selected: number | null }) {
  const { t } = useTranslation();
  const list = useMailList();
  const rows = mergeMailPages(list.data?.pages ?? []);
  if (list.isPending) return <Skeleton lines={6} testId="mail-loading" />;
  if (list.isError && rows.length === 0) return <ErrorState message={t('mail.loadFailed')} onRetry={() => void list.refetch()} testId="mail-error" />;
  if (rows.length === 0) return <EmptyState testId="mail-empty">{t('mail.empty')}</EmptyState>;
  return (
    <div className="mail-inbox">
      <ul className="mail-list" data-testid="mail-list">
        {rows.map((mail) => <MailRow key={mail.id} mail={mail} selected={mail.id === selected} />)}
      </ul>
      {list.hasNextPage ? (
        <div className="mail-list__more">
          {list.isFetchNextPageError && <p className="mail-reader__error" role="alert">{t('mail.loadMoreFailed')}</p>}
          <button type="button" className="mail-list__more-button" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}
            data-testid="mail-load-more">
            {list.isFetchingNextPage ? t('common.loading') : t('mail.loadMore')}
          </button>
        </div>
      ) : rows.length > (list.data?.pages[0]?.pageSize ?? Infinity) && <p className="mail-list__end" data-testid="mail-end">{t('mail.end')}</p>}
    </div>
  );
}
