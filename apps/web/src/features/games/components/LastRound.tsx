import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { useGameSession } from '../lib/game-session.ts';
import { verifyPath } from '../paths.ts';

/** The id of the round the screen last finished, linking to its verification. */
export function LastRound() {
  const { t } = useTranslation();
  const { lastRound } = useGameSession();
  if (!lastRound) return <p className="last-round last-round--none">{t('games.noRoundYet')}</p>;
  return (
    <p className="last-round">
      <span>{t('games.roundId')}</span>{' '}
      <span className="last-round__id" data-testid="game-round-id">{lastRound.roundId}</span>{' '}
      <Link to={verifyPath({ roundId: lastRound.roundId })} className="last-round__verify" data-testid="game-round-verify">
        {t('games.verify')}
      </Link>
    </p>
  );
}
