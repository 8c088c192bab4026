import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { HouseRound } from '@casino/contract';
import { applyBalances } from '../../wallet/index.ts';
import { houseKeys, useHouseInit } from '../api/house.ts';
import type { RoundResult } from '../api/house.ts';
import { gameClientFor } from '../lib/game-clients.ts';
import { describeHouseFailure } from '../lib/game-errors.ts';
import { GameSessionContext } from '../lib/game-session.ts';
import type { GamePanel, GameSession } from '../lib/game-session.ts';
import { GameRulesPanel } from '../rules/GameRulesPanel.tsx';
import { FairnessPanel } from './FairnessPanel.tsx';
import { GameLoading, GameProblem } from './GameProblem.tsx';
import { GameSheet } from './GameSheet.tsx';
import { GameTopBar } from './GameTopBar.tsx';
import { RoundHistory } from './RoundHistory.tsx';

interface HouseGameProps {
  gameId: number;
  gameCode: string;
  session: string;
  initialPanel: GamePanel | null;
  onBack: () => void;
  onRestart: () => void;
}

/** A house game in place on /start: houseInit, the session every part of the game shares, the chrome and the client. */
export function HouseGame({ gameId, gameCode, session, initialPanel, onBack, onRestart }: HouseGameProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const init = useHouseInit(session);
  const [reported, setReported] = useState<number | null>(null);
  const [lastRound, setLastRound] = useState<HouseRound | null>(null);
  const [stake, setStake] = useState(0);
  const [panel, setPanel] = useState<GamePanel | null>(initialPanel);
  const Client = gameClientFor(gameCode);

  const setBalance = useCallback((balance: number) => {
    setReported(balance);
    // The lobby's header shows the player's balances: keep them in step while playing.
    applyBalances({ coin: balance }, client);
  }, [client]);

  useEffect(() => {
    if (init.data) setBalance(init.data.balance);
  }, [init.data, setBalance]);

  const commitRound = useCallback((result: RoundResult) => {
    setBalance(result.balance);
    setStake(0);
    setLastRound(result.round);
    void client.invalidateQueries({ queryKey: houseKeys.rounds(session) });
    void client.invalidateQueries({ queryKey: houseKeys.seeds(session) });
  }, [client, session, setBalance]);

  const reload = useCallback(async () => {
    await client.invalidateQueries({ queryKey: houseKeys.init(session) });
  }, [client, session]);

  const closePanel = useCallback(() => setPanel(null), []);

  const value = useMemo<GameSession | null>(() => init.data ? {
    gameId,
    session,
    init: init.data,
    balance: reported ?? init.data.balance,
    stake,
    setStake,
    lastRound,
    commitRound,
    setBalance,
    reload,
    restart: onRestart,
  } : null, [gameId, session, init.data, reported, stake, lastRound, commitRound, setBalance, reload, onRestart]);

  if (init.isPending) return <GameLoading onBack={onBack} />;
  if (init.isError || !value) {
    const failure = describeHouseFailure(init.error, t);
    return failure.kind === 'session'
      ? <GameProblem message={failure.text} onBack={onBack} onRetry={onRestart} retryLabel={t('games.restart')} />
      : <GameProblem message={failure.text} onBack={onBack} onRetry={() => void init.refetch()} />;
  }
  if (!Client) return <GameProblem message={t('games.errors.unsupported')} onBack={onBack} />;

  return (
    <GameSessionContext.Provider value={value}>
      <div className={`game game--${gameCode}`} data-testid="house-game" data-game-code={gameCode}>
        <GameTopBar name={value.init.game.name} balance={value.balance - value.stake} onBack={onBack} onOpen={setPanel} />
        <main className="game__main">
          <Suspense fallback={<GameLoading />}>
            <Client />
          </Suspense>
        </main>
        <GameSheet title={t('games.rules.title')} open={panel === 'rules'} onClose={closePanel} testId="rules-sheet">
          <GameRulesPanel />
        </GameSheet>
        <GameSheet title={t('games.history.title')} open={panel === 'history'} onClose={closePanel} testId="history-sheet">
          <RoundHistory />
        </GameSheet>
        <GameSheet title={t('games.fairness.title')} open={panel === 'fairness'} onClose={closePanel} testId="fairness-sheet">
          <FairnessPanel />
        </GameSheet>
      </div>
    </GameSessionContext.Provider>
  );
}
