import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaferPlayErrcode } from '@casino/contract';
import { useSearchParams } from '../../../shared/router/index.ts';
import { isCallError } from '../../../shared/api/errors.ts';
import { refreshUserInfo } from '../../auth/index.ts';
import { RealityCheck } from '../../safer-play/index.ts';
import { useGameLaunch } from '../api/game-launch.ts';
import { ExternalGame } from '../components/ExternalGame.tsx';
import { GameLoading, GameProblem } from '../components/GameProblem.tsx';
import { HouseGame } from '../components/HouseGame.tsx';
import { launchFailureText } from '../lib/game-errors.ts';
import type { GamePanel } from '../lib/game-session.ts';
import { launchTargetOf } from '../lib/launch-target.ts';
import { useLeaveGame } from '../lib/use-leave-game.ts';
import { registerGameTexts } from '../texts.ts';
import '../components/game.css';

registerGameTexts();

const PANELS: readonly GamePanel[] = ['rules', 'history', 'fairness'];

/**
 * /start?gameId= (§2): full screen, no lobby chrome. Starts the game (startGame) and shows it in
 * place: a house game's own client, or another provider's page in a frame. `panel` opens one of
 * the game's panels first (the verify page sends players to the fairness panel).
 */
export default function StartGamePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameId = Number(params.get('gameId'));
  const validId = Number.isInteger(gameId) && gameId > 0 ? gameId : 0;
  const panel = PANELS.find((name) => name === params.get('panel')) ?? null;
  const [attempt, setAttempt] = useState(0);
  const leave = useLeaveGame();
  const launch = useGameLaunch(validId, attempt);
  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  const blocked = isCallError(launch.error) && launch.error.errcode === SaferPlayErrcode.PlayBlocked;
  // Refused for a break the app did not know of: read the user info, so the lobby's notice shows it too.
  useEffect(() => {
    if (blocked) void refreshUserInfo();
  }, [blocked]);

  let screen;
  if (validId === 0) {
    screen = <GameProblem message={t('games.errors.gameNotFound')} onBack={leave} />;
  } else if (launch.isPending) {
    screen = <GameLoading onBack={leave} />;
  } else if (launch.isError) {
    screen = <GameProblem message={launchFailureText(launch.error, t)} onBack={leave} onRetry={restart} />;
  } else {
    const target = launchTargetOf(launch.data.launchUrl);
    if (target.kind === 'house') {
      screen = <HouseGame key={target.session} gameId={validId} gameCode={target.gameCode} session={target.session}
        initialPanel={panel} onBack={leave} onRestart={restart} />;
    } else if (target.kind === 'external') {
      screen = <ExternalGame url={target.url} title={t('screens.start')} onBack={leave} />;
    } else {
      screen = <GameProblem message={t('games.errors.unsupported')} onBack={leave} />;
    }
  }
  // A running game sits under the reality check; a problem or the loading screen has nothing to pause.
  const running = launch.isSuccess && validId > 0;
  return <div className="game-page" data-testid="game-page">{running ? <RealityCheck onStop={leave}>{screen}</RealityCheck> : screen}</div>;
}
