import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.ts';
import { useConfirmLimit } from '../api/confirm-limit.ts';
import type { LimitRef } from '../api/confirm-limit.ts';
import { describeSaferPlayFailure } from '../lib/safer-play-errors.ts';

/** Applies a pending raise or removal once its 24 hours have passed (confirmLimit), for any limit. */
export function ConfirmLimitButton({ limit, testId }: { limit: LimitRef; testId: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmLimit();
  return (
    <button type="button" className="sp-button" disabled={confirm.isPending} data-testid={testId}
      onClick={() => confirm.mutate(limit, {
        onSuccess: () => void toast.success(t('saferPlay.limits.confirmed')),
        onError: (error) => void toast.fail(describeSaferPlayFailure(error, t)),
      })}>
      {t('saferPlay.limits.confirm')}
    </button>
  );
}
