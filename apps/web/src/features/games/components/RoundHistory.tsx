import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatDateTime } from '../../../shared/format/time.ts';
import { useHouseRounds } from '../api/house.ts';
import { useGameSession } from '../lib/game-session.ts';
import { verifyPath } from '../paths.ts';
import { roundSummary } from '../lib/round-summary.ts';

/** The player's recent rounds of this game (houseRounds), newest first, each with its verify link. */
export function RoundHistory() {
  const { t } = useTranslation();
  const { session } = useGameSession();
  const rounds = useHouseRounds(session);

  if (rounds.isPending) return <p className="game-note">{t('common.loading')}</p>;
  if (rounds.isError) {
    return (
      <div className="game-note" role="alert">
        <p>{t('games.history.loadFailed')}</p>
        <button type="button" className="game-button game-button--small" onClick={() => void rounds.refetch()}>{t('common.retry')}</button>
      </div>
    );
  }
  if (rounds.data.length === 0) return <p className="game-note" data-testid="history-empty">{t('games.history.empty')}</p>;
  return (
    <ol className="round-history" data-testid="round-history">
      {rounds.data.map((round) => (
        <li key={round.roundId} className="round-history__row" data-testid="history-row" data-round-id={round.roundId}>
          <div className="round-history__main">
            <span className="round-history__summary">{roundSummary(round, t)}</span>
            <span className="round-history__time">{formatDateTime(round.createdAt)}</span>
          </div>
          <dl className="round-history__figures">
            <div><dt>{t('games.bet')}</dt><dd>{formatMoney(round.bet)}</dd></div>
            <div>
              <dt>{t('games.win')}</dt>
              <dd className={round.payout > 0 ? 'is-win' : undefined}>{round.status === 'open' ? t('games.history.open') : formatMoney(round.payout)}</dd>
            </div>
          </dl>
          <div className="round-history__ids">
            <span className="round-history__id" title={round.roundId}>#{round.roundId}</span>
            <span>{t('games.history.nonce', { nonce: round.nonce })}</span>
            <Link to={verifyPath({ roundId: round.roundId })} className="round-history__verify" data-testid="history-verify">
              {t('games.verify')}
            </Link>
          </div>
        </li>
      ))}
    </ol>
  );
}
