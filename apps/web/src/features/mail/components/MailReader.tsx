import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits, MailErrcode } from '@casino/contract';
import type { MailDetail } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import { formatDateTime } from '../../../shared/format/time.ts';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx';
import { confirmDialog } from '../../../shared/ui/dialog.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useDeleteMail } from '../api/del-mail.ts';
import { useMailDetail } from '../api/get-mail-detail.ts';
import { useReceiveMail } from '../api/receive-mail.ts';
import { attachmentText, attachmentsText, giftState } from '../lib/attachment-text.ts';
import { describeMailFailure } from '../lib/mail-errors.ts';

/** One mail opened (getMailDetail marks it read): its body, its gift with the Claim button, and Delete. */
export function MailReader({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { t } = useTranslation();
  const detail = useMailDetail(id);
  if (detail.isPending) return <Skeleton lines={5} testId="mail-detail-loading" />;
  if (detail.isError) {
    if (isCallError(detail.error) && detail.error.errcode === MailErrcode.MailNotFound) {
      return <EmptyState testId="mail-detail-gone">{t('mail.errors.notFound')}</EmptyState>;
    }
    return <ErrorState message={t('mail.detail.loadFailed')} onRetry={() => void detail.refetch()} testId="mail-detail-error" />;
  }
  return <OpenedMail mail={detail.data} onDeleted={onDeleted} reload={() => void detail.refetch()} />;
}

function OpenedMail({ mail, onDeleted, reload }: { mail: MailDetail; onDeleted: () => void; reload: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteMail();
  const [problem, setProblem] = useState<string | null>(null);
  const gift = giftState(mail);

  const onDelete = async () => {
    if (remove.isPending) return;
    // The server refuses it too; saying so here spares the player a question with no good answer.
    if (gift === 'claimable') {
      setProblem(t('mail.errors.unclaimed'));
      return;
    }
    setProblem(null);
    const confirmed = await confirmDialog({
      title: t('mail.detail.deleteTitle'), content: t('mail.detail.deleteConfirm'),
      confirmText: t('mail.detail.deleteYes'), cancelText: t('mail.detail.deleteNo'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(mail.id);
      void toast.success(t('mail.deletedToast'));
      onDeleted();
    } catch (error) {
      setProblem(describeMailFailure(error, t));
      reload();
    }
  };

  return (
    <article className="mail-reader" data-testid="mail-detail" data-mail-id={mail.id} aria-labelledby="mail-detail-title">
      <header className="mail-reader__head">
        <StatusBadge tone={mail.kind === 'system' ? 'muted' : 'pending'}>{t(`mail.kind.${mail.kind}`)}</StatusBadge>
        <h2 id="mail-detail-title" className="mail-reader__title" data-testid="mail-detail-title">{mail.title}</h2>
        <time className="mail-reader__time">{formatDateTime(mail.createTime)}</time>
      </header>
      <p className="mail-reader__body" data-testid="mail-detail-body">{mail.body}</p>
      {gift !== 'none' && <GiftBox mail={mail} onProblem={setProblem} reload={reload} />}
      {problem && <p className="mail-reader__error" role="alert" data-testid="mail-detail-problem">{problem}</p>}
      <div className="mail-reader__actions">
        <button type="button" className="mail-reader__delete" disabled={remove.isPending} aria-busy={remove.isPending}
          onClick={() => void onDelete()} data-testid="mail-delete">
          {remove.isPending ? t('mail.detail.deleting') : t('mail.detail.delete')}
        </button>
      </div>
    </article>
  );
}

/** The gift: what it holds, and Claim (debounced, §9 claim debounce) until it is claimed or expires. */
function GiftBox({ mail, onProblem, reload }: { mail: MailDetail; onProblem: (text: string | null) => void; reload: () => void }) {
  const { t } = useTranslation();
  const receive = useReceiveMail();
  const gift = giftState(mail);

  const run = async () => {
    if (receive.isPending) return;
    onProblem(null);
    try {
      const answer = await receive.mutateAsync(mail.id);
      void toast.success(t('mail.claimedToast', { what: attachmentsText(t, answer.mail.attachments) }));
    } catch (error) {
      onProblem(describeMailFailure(error, t));
      // Claimed elsewhere meanwhile, or expired: show the mail as it stands now.
      if (isCallError(error)) reload();
    }
  };
  const claim = useDebouncedCallback(() => void run(), Limits.claimDebounceMs);

  return (
    <section className="mail-gift" aria-labelledby="mail-gift-title" data-testid="mail-attachments" data-gift={gift}>
      <h3 id="mail-gift-title" className="mail-gift__title">{t('mail.detail.attachments')}</h3>
      <ul className="mail-gift__items">
        {mail.attachments.map((item, index) => <li key={index} data-testid="mail-attachment">{attachmentText(t, item)}</li>)}
      </ul>
      {gift === 'claimable' && (
        <>
          {mail.expireTime !== -1 && <p className="mail-gift__note">{t('mail.detail.expires', { time: formatDateTime(mail.expireTime) })}</p>}
          <PrimaryButton loading={receive.isPending} disabled={receive.isPending} onClick={claim} data-testid="mail-claim">
            {receive.isPending ? t('mail.detail.claiming') : t('mail.detail.claim')}
          </PrimaryButton>
        </>
      )}
      {gift === 'received' && mail.receiveTime !== null && (
        <p className="mail-gift__note is-done" data-testid="mail-claimed">{t('mail.detail.claimed', { time: formatDateTime(mail.receiveTime) })}</p>
      )}
      {gift === 'expired' && (
        <p className="mail-gift__note is-expired" data-testid="mail-expired">{t('mail.detail.expired', { time: formatDateTime(mail.expireTime) })}</p>
      )}
    </section>
  );
}
