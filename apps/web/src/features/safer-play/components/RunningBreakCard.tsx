import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunningExclusion } from '@casino/contract';
import { toast } from '../../../shared/ui/toast.ts';
import { useEndSelfExclusion } from '../api/end-self-exclusion.ts';
import { END_WAIT_MS } from '../lib/break-end.ts';
import { formatPhilippineTime } from '../lib/philippine-time.ts';
import { describeSaferPlayFailure } from '../lib/safer-play-errors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The time-out or self-exclusion running now: its end date and, past a self-exclusion's first 6 months, the way to end it. */
export function RunningBreakCard({ running }: { running: RunningExclusion }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const end = useEndSelfExclusion();
  const date = formatPhilippineTime(running.endsAt);
  return (
    <section className="sp-card sp-card--running" role="status" data-testid="running-break" data-kind={running.kind}>
      <h3 className="sp-card__title" data-testid="running-break-ends">
        {t(running.kind === 'timeOut' ? 'saferPlay.running.timeOut' : 'saferPlay.running.selfExclusion', { date })}
      </h3>
      <p className="sp-card__note">{t('saferPlay.running.withdrawals')}</p>
      {running.endRequestedAt !== null && <p className="sp-card__note" data-testid="running-break-end-requested">{t('saferPlay.running.endRequested', { date })}</p>}
      {running.irrevocableUntil !== null && running.irrevocableUntil > Date.now() && (
        <p className="sp-card__note">{t('saferPlay.running.irrevocableUntil', { date: formatPhilippineTime(running.irrevocableUntil) })}</p>
      )}
      {running.kind === 'selfExclusion' && running.canEnd && running.endRequestedAt === null && (
        <button type="button" className="sp-button sp-button--ghost" onClick={() => setAsking(true)} data-testid="end-self-exclusion">
          {t('saferPlay.running.end')}
        </button>
      )}
      {asking && (
        <ConfirmDialog testId="end-self-exclusion-dialog" title={t('saferPlay.running.endTitle')} confirmText={t('saferPlay.running.endConfirm')}
          cancelText={t('saferPlay.cancel')} pending={end.isPending} onCancel={() => setAsking(false)}
          onConfirm={() => end.mutate(undefined, {
            onSuccess: (settings) => {
              setAsking(false);
              if (settings.running) void toast.success(t('saferPlay.running.ended', { date: formatPhilippineTime(settings.running.endsAt) }));
            },
            onError: (error) => {
              setAsking(false);
              void toast.fail(describeSaferPlayFailure(error, t));
            },
          })}>
          <p>{t('saferPlay.running.endBody', { date: formatPhilippineTime(Date.now() + END_WAIT_MS) })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
