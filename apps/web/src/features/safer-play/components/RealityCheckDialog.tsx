import { useEffect, useRef } from 'react';
import { useQuery } from '../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { useUserStore } from '../../auth/index.ts';
import { getRealityCheck } from '../api/get-reality-check.ts';
import { saferPlayKeys } from '../api/keys.ts';
import { registerSaferPlayTexts } from '../texts.ts';
import '../safer-play.css';

registerSaferPlayTexts();

/** The reality check itself: time played since login and this login's bets, wins and net result, read when it shows. */
export default function RealityCheckDialog({ onContinue, onStop }: { onContinue: () => void; onStop: () => void }) {
  registerSaferPlayTexts();
  const { t } = useTranslation();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  const figures = useQuery({
    queryKey: [...saferPlayKeys.all(playerId), 'reality-check', 'shown'],
    queryFn: ({ signal }) => getRealityCheck(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const continueButton = useRef<HTMLButtonElement>(null);
  // The dialog holds the focus, so the space bar cannot spin the game beneath.
  useEffect(() => continueButton.current?.focus(), []);
  const data = figures.data;
  const hours = data ? Math.floor(data.minutesPlayed / 60) : 0;
  const minutes = data ? data.minutesPlayed % 60 : 0;

  return (
    <div className="sp-modal" role="presentation">
      <div className="sp-modal__box" role="alertdialog" aria-modal="true" aria-labelledby="reality-check-title" data-testid="reality-check-dialog">
        <h2 id="reality-check-title" className="sp-modal__title">{t('saferPlay.check.title')}</h2>
        <div className="sp-modal__body">
          {data && (
            <>
              <p data-testid="reality-check-played">
                {t('saferPlay.check.played', { time: hours > 0 ? t('saferPlay.check.hours', { hours, minutes }) : t('saferPlay.check.minutes', { minutes }) })}
              </p>
              <dl className="sp-figures">
                <dt>{t('saferPlay.check.bets')}</dt><dd data-testid="reality-check-bets">{formatMoney(data.bets)}</dd>
                <dt>{t('saferPlay.check.wins')}</dt><dd data-testid="reality-check-wins">{formatMoney(data.wins)}</dd>
                <dt>{t('saferPlay.check.net')}</dt><dd data-testid="reality-check-net">{formatMoney(data.net)}</dd>
              </dl>
            </>
          )}
          {figures.isError && <p data-testid="reality-check-failed">{t('saferPlay.check.loadFailed')}</p>}
        </div>
        <div className="sp-modal__actions">
          <button type="button" className="sp-button sp-button--ghost" onClick={onStop} data-testid="reality-check-stop">{t('saferPlay.check.stop')}</button>
          <button ref={continueButton} type="button" className="sp-button" onClick={onContinue} data-testid="reality-check-continue">
            {t('saferPlay.check.continue')}
          </button>
        </div>
      </div>
    </div>
  );
}
