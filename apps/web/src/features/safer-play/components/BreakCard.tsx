import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaferPlay, SelfExclusionDuration, TimeOutDuration } from '@casino/contract';
import { toast } from '../../../shared/ui/toast.ts';
import { useStartSelfExclusion } from '../api/start-self-exclusion.ts';
import { useStartTimeOut } from '../api/start-time-out.ts';
import { breakEnd } from '../lib/break-end.ts';
import type { BreakKind } from '../lib/break-end.ts';
import { formatPhilippineTime } from '../lib/philippine-time.ts';
import { describeSaferPlayFailure } from '../lib/safer-play-errors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

type Duration = TimeOutDuration | SelfExclusionDuration;

/** Time-out or self-exclusion: pick a duration, then a dialog states the consequences and the end date. */
export function BreakCard({ kind, durations }: { kind: BreakKind; durations: readonly Duration[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Duration | null>(null);
  const timeOut = useStartTimeOut();
  const selfExclusion = useStartSelfExclusion();
  const pending = timeOut.isPending || selfExclusion.isPending;
  const id = kind === 'timeOut' ? 'time-out' : 'self-exclusion';

  const start = (duration: Duration) => {
    const handlers = {
      onSuccess: (settings: SaferPlay) => {
        setChosen(null);
        const ends = settings.running?.endsAt;
        if (ends !== undefined) void toast.success(t(`saferPlay.${kind}.started`, { date: formatPhilippineTime(ends) }));
      },
      onError: (error: unknown) => {
        setChosen(null);
        void toast.fail(describeSaferPlayFailure(error, t));
      },
    };
    if (kind === 'timeOut') timeOut.mutate(duration as TimeOutDuration, handlers);
    else selfExclusion.mutate(duration as SelfExclusionDuration, handlers);
  };

  return (
    <section className="sp-card" data-testid={id}>
      <h3 className="sp-card__title">{t(`saferPlay.${kind}.title`)}</h3>
      <p className="sp-card__note">{t(`saferPlay.${kind}.note`)}</p>
      <div className="sp-chips" role="group" aria-label={t('saferPlay.choose')}>
        {durations.map((duration) => (
          <button key={duration} type="button" className="sp-chip" disabled={pending} onClick={() => setChosen(duration)}
            data-testid={`${id}-${duration}`}>
            {t(`saferPlay.durations.${duration}`)}
          </button>
        ))}
      </div>
      {chosen && (
        <ConfirmDialog testId={`${id}-dialog`} title={t(`saferPlay.${kind}.confirmTitle`, { duration: t(`saferPlay.durations.${chosen}`) })}
          confirmText={t(`saferPlay.${kind}.start`)} cancelText={t('saferPlay.cancel')} pending={pending}
          onConfirm={() => start(chosen)} onCancel={() => setChosen(null)}>
          <ul className="sp-consequences">
            <li>{t('saferPlay.consequences.noPlay')}</li>
            <li>{t('saferPlay.consequences.noDeposits')}</li>
            <li>{t('saferPlay.consequences.noPromotions')}</li>
            <li>{t('saferPlay.consequences.withdrawals')}</li>
          </ul>
          <p className="sp-modal__strong" data-testid={`${id}-dialog-ends`}>
            {t(`saferPlay.${kind}.ends`, { date: formatPhilippineTime(breakEnd(kind, chosen, Date.now())) })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
