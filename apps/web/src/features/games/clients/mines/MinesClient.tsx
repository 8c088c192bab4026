import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplier, minesPayout } from '@casino/games';
import type { HouseRound } from '@casino/contract';
import { formatMoney } from '../../../../shared/format/money.ts';
import { BetSelector, initialBet } from '../../components/BetSelector.tsx';
import { FailureBanner } from '../../components/FailureBanner.tsx';
import { LastRound } from '../../components/LastRound.tsx';
import { WinDisplay } from '../../components/WinDisplay.tsx';
import { useGameSession } from '../../lib/game-session.ts';
import { minesBoardOf } from '../../lib/outcomes.ts';
import type { MinesBoard } from '../../lib/outcomes.ts';
import { useHouseActions } from '../../lib/use-house-action.ts';
import '../../components/game-controls.css';
import './mines.css';

const DEFAULT_MINES = 3;

function openMinesRound(round: HouseRound | null): HouseRound | null {
  return round && round.status === 'open' && round.choice.kind === 'mines' ? round : null;
}

/** The multiplier after `safe` safe tiles, as "1.24×". */
function multiplierText(mineCount: number, safe: number): string {
  const { numerator, denominator } = minesMultiplier(mineCount, safe);
  return `${(numerator / denominator).toFixed(2)}×`;
}

type TileView = 'hidden' | 'gem' | 'mine' | 'gem-unrevealed' | 'mine-unrevealed';

const TILE_LABELS = {
  hidden: 'games.mines.tile',
  gem: 'games.mines.tileGem',
  mine: 'games.mines.tileMine',
  'gem-unrevealed': 'games.mines.tileGemUnrevealed',
  'mine-unrevealed': 'games.mines.tileMineUnrevealed',
} as const;

function tileView(board: MinesBoard | null, tile: number, settled: boolean): TileView {
  if (!board) return 'hidden';
  const revealed = board.revealed.includes(tile);
  const mine = board.mines.includes(tile);
  if (revealed) return mine ? 'mine' : 'gem';
  if (!settled) return 'hidden';
  return mine ? 'mine-unrevealed' : 'gem-unrevealed';
}

/**
 * Mines: choose the mine count, start (housePlay choice mines: the board stays open), reveal
 * tiles one by one (houseAct reveal), cash out any time after a safe tile (houseAct cashout).
 * A mine ends the round; either way the whole board is shown at the end.
 */
export default function MinesClient() {
  const { t } = useTranslation();
  const { init, commitRound, setStake } = useGameSession();
  const actions = useHouseActions();
  const [bet, setBet] = useState(() => initialBet(init.betOptions, init.defaultBet));
  const [mineCount, setMineCount] = useState(DEFAULT_MINES);
  const [round, setRound] = useState<HouseRound | null>(null);
  const [board, setBoard] = useState<MinesBoard | null>(null);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const [win, setWin] = useState<{ amount: number; roundId: string } | null>(null);

  // Resume a board left open.
  useEffect(() => {
    const open = openMinesRound(init.openRound);
    const resumed = open && minesBoardOf(open.outcome);
    if (!open || !resumed) {
      setRound((current) => (current?.status === 'open' ? null : current));
      return;
    }
    setRound(open);
    setBoard(resumed);
    setBet(open.bet);
    setMineCount(resumed.mineCount);
  }, [init.openRound]);

  const playing = round?.status === 'open';
  const safe = board && playing ? board.revealed.length : 0;
  const settled = round !== null && round.status === 'closed';

  const show = useCallback((answer: { round: HouseRound; balance: number }) => {
    setRound(answer.round);
    setBoard(minesBoardOf(answer.round.outcome) ?? null);
    commitRound(answer);
    if (answer.round.status === 'closed') setWin({ amount: answer.round.payout, roundId: answer.round.roundId });
  }, [commitRound]);

  const start = useCallback(async () => {
    if (playing || actions.pending) return;
    setWin(null);
    setBoard(null);
    setRound(null);
    setStake(bet);
    const answer = await actions.play(bet, { kind: 'mines', mineCount });
    if (!answer) {
      setStake(0);
      return;
    }
    show(answer);
  }, [playing, actions, bet, mineCount, setStake, show]);

  const reveal = useCallback(async (tile: number) => {
    if (!playing || !round || actions.pending || board?.revealed.includes(tile)) return;
    setPendingTile(tile);
    const answer = await actions.act(round.roundId, { kind: 'reveal', tile });
    setPendingTile(null);
    if (answer) show(answer);
  }, [playing, round, actions, board, show]);

  const cashOut = useCallback(async () => {
    if (!playing || !round || actions.pending || safe === 0) return;
    const answer = await actions.act(round.roundId, { kind: 'cashout' });
    if (answer) show(answer);
  }, [playing, round, actions, safe, show]);

  const retry = () => {
    if (pendingTile !== null) void reveal(pendingTile);
    else if (playing) void cashOut();
    else void start();
  };

  const lost = settled && board?.status === 'lost';
  const multiplierLine = (): string => {
    if (lost) return t('games.mines.hitMine');
    if (settled && board) return t('games.mines.paid', { multiplier: multiplierText(board.mineCount, board.revealed.length) });
    if (playing && board && safe > 0) return t('games.mines.current', { multiplier: multiplierText(board.mineCount, safe) });
    return t('games.mines.next', { multiplier: multiplierText(board?.mineCount ?? mineCount, 1) });
  };
  return (
    <div className="mines">
      <section className="game-stage mines__stage" data-testid="mines-board" data-phase={playing ? 'playing' : settled ? 'settled' : 'idle'}>
        <div className="mines__figures">
          <p>{t('games.mines.mines', { count: board?.mineCount ?? mineCount })}</p>
          <p data-testid="mines-multiplier">{multiplierLine()}</p>
        </div>
        <div className={`mines__grid${lost ? ' is-lost' : ''}`} role="grid" aria-label={t('games.mines.board')}>
          {Array.from({ length: MINES_TILES }, (_, tile) => {
            const view = tileView(board, tile, settled);
            return (
              <button key={tile} type="button" role="gridcell" className={`mines__tile is-${view}${pendingTile === tile ? ' is-pending' : ''}`}
                disabled={!playing || view !== 'hidden' || actions.pending} onClick={() => void reveal(tile)} data-testid="mines-tile"
                data-tile={tile} data-view={view}
                aria-label={t(TILE_LABELS[view], { number: tile + 1 })}>
                <span className="mines__tile-inner" aria-hidden="true">
                  {(view === 'gem' || view === 'gem-unrevealed') && <Gem />}
                  {(view === 'mine' || view === 'mine-unrevealed') && <Mine />}
                </span>
              </button>
            );
          })}
        </div>
        <p className="mines__message" aria-live="polite" data-testid="mines-message">
          {lost ? t('games.mines.lost') : settled ? t('games.mines.cashedOut', { amount: formatMoney(round.payout) })
            : playing ? t('games.mines.pick') : t('games.mines.startHint')}
        </p>
      </section>
      <FailureBanner failure={actions.failure} onRetry={retry} onDismiss={actions.dismissFailure} />
      <section className="game-controls">
        <WinDisplay amount={win?.amount ?? null} roundKey={win?.roundId} />
        <BetSelector options={init.betOptions} value={bet} onChange={setBet} disabled={playing || actions.pending} />
        {playing ? (
          <button type="button" className="game-play" onClick={() => void cashOut()} disabled={safe === 0 || actions.pending}
            data-testid="mines-cashout">
            <span>{t('games.mines.cashOut')}</span>
            {safe > 0 && <small>{formatMoney(minesPayout(round.bet, board!.mineCount, safe))}</small>}
          </button>
        ) : (
          <button type="button" className="game-play" onClick={() => void start()} disabled={actions.pending} data-testid="game-play">
            {t('games.mines.start')}
          </button>
        )}
        <div className="game-controls__extra">
          <label className="mines__count">
            <span className="game-choice__label">{t('games.mines.mineCount')}</span>
            <input type="range" min={MINES_MIN} max={MINES_MAX} value={mineCount} disabled={playing || actions.pending}
              onChange={(event) => setMineCount(Number(event.target.value))} data-testid="mines-count" />
            <output className="mines__count-value">{mineCount}</output>
          </label>
        </div>
        <LastRound />
      </section>
    </div>
  );
}

function Gem() {
  return (
    <svg viewBox="0 0 100 100">
      <path d="M50 10 L86 40 L50 90 L14 40 Z" fill="#34d399" stroke="#d1fae5" strokeWidth="4" />
      <path d="M50 10 L66 40 L50 90 L34 40 Z" fill="#6ee7b7" opacity=".8" />
      <path d="M14 40 H86" stroke="#065f46" strokeWidth="3" opacity=".5" />
    </svg>
  );
}

function Mine() {
  return (
    <svg viewBox="0 0 100 100">
      <path d="M50 8 V22 M50 78 V92 M8 50 H22 M78 50 H92 M20 20 L30 30 M70 70 L80 80 M80 20 L70 30 M30 70 L20 80" stroke="#ffb4c0" strokeWidth="6" strokeLinecap="round" />
      <circle cx="50" cy="50" r="28" fill="#ff5470" stroke="#4a0d1a" strokeWidth="4" />
      <circle cx="40" cy="40" r="7" fill="#fff" opacity=".7" />
    </svg>
  );
}
