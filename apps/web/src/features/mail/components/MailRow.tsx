import { useTranslation } from 'react-i18next';
import type { MailSummary } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { formatDate } from '../../../shared/format/time.ts';
import { GiftIcon } from '../../../shared/ui/icons.tsx';
import { giftState } from '../lib/attachment-text.ts';

function EnvelopeIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </svg>
  );
}

/** One mail in the inbox: unread marker, gift marker and where the gift stands; opens it in place (?id=). */
export function MailRow({ mail, selected }: { mail: MailSummary; selected: boolean }) {
  const { t } = useTranslation();
  const gift = giftState(mail);
  const classes = ['mail-row', mail.read ? 'is-read' : 'is-unread', selected ? 'is-selected' : ''].filter(Boolean).join(' ');
  return (
    <li>
      <Link to={`?id=${mail.id}`} className={classes} aria-current={selected ? 'true' : undefined}
        data-testid="mail-row" data-mail-id={mail.id} data-read={String(mail.read)} data-gift={gift}>
        <span className={gift === 'none' ? 'mail-row__icon' : 'mail-row__icon is-gift'}>
          {gift === 'none' ? <EnvelopeIcon /> : <GiftIcon />}
          {!mail.read && <span className="mail-row__dot" role="img" aria-label={t('mail.unread')} data-testid="mail-row-unread" />}
        </span>
        <span className="mail-row__text">
          <span className="mail-row__top">
            <strong className="mail-row__title">{mail.title}</strong>
            <time className="mail-row__time" dateTime={new Date(mail.createTime).toISOString()}>{formatDate(mail.createTime)}</time>
          </span>
          <span className="mail-row__preview">{mail.preview}</span>
          {gift !== 'none' && <span className={`mail-row__gift is-${gift}`} data-testid="mail-row-gift">{t(`mail.gift.${gift}`)}</span>}
        </span>
      </Link>
    </li>
  );
}
