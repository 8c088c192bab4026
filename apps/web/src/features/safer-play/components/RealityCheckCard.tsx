import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RealityCheckIntervals } from '@casino/contract';
import { toast } from '../../../shared/ui/toast.ts';
import { useSetRealityCheck } from '../api/set-reality-check.ts';
import { describeSaferPlayFailure } from '../lib/safer-play-errors.ts';

/** The reality check's interval: off, or every 15 to 120 minutes of play. */
export function RealityCheckCard({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const id = useId();
  const setCheck = useSetRealityCheck();
  const label = (value: number) => (value === 0 ? t('saferPlay.realityCheck.off') : t('saferPlay.realityCheck.every', { minutes: value }));
  return (
    <section className="sp-card" data-testid="reality-check">
      <h3 className="sp-card__title">{t('saferPlay.realityCheck.title')}</h3>
      <p className="sp-card__note">{t('saferPlay.realityCheck.note')}</p>
      <div className="sp-row">
        <label htmlFor={id}>{t('saferPlay.realityCheck.label')}</label>
        <select id={id} className="sp-input sp-select" value={minutes} disabled={setCheck.isPending} data-testid="reality-check-interval"
          onChange={(event) => {
            const next = Number(event.target.value);
            setCheck.mutate(next, {
              onSuccess: () => void toast.success(t('saferPlay.realityCheck.saved', { choice: label(next) })),
              onError: (error) => void toast.fail(describeSaferPlayFailure(error, t)),
            });
          }}>
          {RealityCheckIntervals.map((value) => <option key={value} value={value}>{label(value)}</option>)}
        </select>
      </div>
    </section>
  );
}
