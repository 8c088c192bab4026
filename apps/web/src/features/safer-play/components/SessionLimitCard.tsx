import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionLimit } from '@casino/contract';
import { toast } from '../../../shared/ui/toast.ts';
import { useSetSessionLimit } from '../api/set-session-limit.ts';
import { parseSessionMinutes } from '../lib/limit-amount.ts';
import { formatPhilippineTime } from '../lib/philippine-time.ts';
import { ConfirmLimitButton } from './ConfirmLimitButton.tsx';
import { describeSaferPlayFailure } from '../lib/safer-play-errors.ts';

/** The session-time limit: minutes one login may play, with the same cooling-off as the money limits. */
export function SessionLimitCard({ session, now }: { session: SessionLimit; now: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setLimit = useSetSessionLimit();
  const { minutes, pending } = session;

  const send = (next: number | null) => setLimit.mutate(next, {
    onSuccess: (settings) => {
      setText('');
      const after = settings.session;
      if (after.pending) void toast.success(t('saferPlay.limits.waiting', { time: formatPhilippineTime(after.pending.effectiveAt) }));
      else if (after.minutes !== null) void toast.success(t('saferPlay.session.applied', { minutes: after.minutes }));
    },
    onError: (error) => void toast.fail(describeSaferPlayFailure(error, t)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseSessionMinutes(text);
    setProblem(value === null ? t('saferPlay.session.badMinutes') : null);
    if (value !== null && !setLimit.isPending) send(value);
  };

  return (
    <section className="sp-card" data-testid="limits-session">
      <h3 className="sp-card__title">{t('saferPlay.session.title')}</h3>
      <p className="sp-card__note">{t('saferPlay.session.note')}</p>
      <div className="sp-limit">
        <strong className="sp-limit__amount" data-testid="limit-session-amount">
          {minutes === null ? t('saferPlay.limits.none') : t('saferPlay.session.inForce', { minutes })}
        </strong>
        {pending && (
          <div className="sp-pending" data-testid="limit-session-pending">
            <span>
              {pending.value === null
                ? t('saferPlay.limits.pendingRemoval', { time: formatPhilippineTime(pending.effectiveAt) })
                : t('saferPlay.session.pendingRaise', { minutes: pending.value, time: formatPhilippineTime(pending.effectiveAt) })}
            </span>
            {pending.effectiveAt <= now && (
              <ConfirmLimitButton limit={{ kind: 'session' }} testId="limit-session-confirm" />
            )}
          </div>
        )}
        <form className="sp-limit__form" onSubmit={submit} noValidate>
          <label className="visually-hidden" htmlFor="limit-session-input">{t('saferPlay.session.label')}</label>
          <input id="limit-session-input" className="sp-input" value={text} inputMode="numeric" autoComplete="off"
            placeholder={t('saferPlay.session.placeholder')} aria-invalid={problem ? true : undefined}
            onChange={(event) => setText(event.target.value.replace(/\D/g, ''))} data-testid="limit-session-input" />
          <button type="submit" className="sp-button" disabled={setLimit.isPending} data-testid="limit-session-set">{t('saferPlay.limits.set')}</button>
          {minutes !== null && pending?.value !== null && (
            <button type="button" className="sp-button sp-button--ghost" disabled={setLimit.isPending} onClick={() => send(null)} data-testid="limit-session-remove">
              {t('saferPlay.limits.remove')}
            </button>
          )}
        </form>
        {problem && <p className="sp-limit__problem" role="alert" data-testid="limit-session-problem">{problem}</p>}
      </div>
    </section>
  );
}
